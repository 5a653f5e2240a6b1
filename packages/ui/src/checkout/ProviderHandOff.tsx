import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button, ButtonLink } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** The external provider a checkout step sends the customer to. */
export type CheckoutProviderKind = 'payment' | 'e-signature' | 'id-check';

/** The message key prefix of each provider kind; shared by the checkout panels, not exported from the package. */
export const PROVIDER_MESSAGE_KEY = {
  payment: 'payment',
  'e-signature': 'eSignature',
  'id-check': 'idCheck',
} as const satisfies Record<CheckoutProviderKind, string>;

/** Props of {@link ProviderHandOff}. */
export interface ProviderHandOffProps {
  /** Which provider the customer is sent to; chooses the title, text and action. */
  kind: CheckoutProviderKind;
  /**
   * `ready` shows the action; `pending` while the host fetches the provider's URL (the button is
   * disabled and the progress is announced); `error` when that failed (an alert and a retry
   * button).
   * @default 'ready'
   */
  status?: 'ready' | 'pending' | 'error';
  /**
   * The provider's URL (for example the `redirectUrl` of `startESignature`); when given and the
   * status is `ready`, the action is a link to it, rendered through the host's link renderer.
   */
  href?: string;
  /** Called when the customer presses the action button (used when no `href` is given). */
  onContinue?: () => void;
  /**
   * Called by the retry button of the `error` state.
   * @default onContinue
   */
  onRetry?: () => void;
  /**
   * The error text, already in the customer's language, shown instead of the default one.
   * @default a message that the provider's page could not be opened
   */
  errorMessage?: string;
  /**
   * The heading level of the title, to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The panel shown before the customer is sent to an external provider (payment, e-signature or
 * identity check): a title, what will happen there, and the action that goes there, either a link
 * to `href` or a button calling `onContinue`. It loads nothing: the host fetches the provider's
 * URL and passes the `status`.
 *
 * Parts: `stowly-ProviderHandOff` (with `data-kind`, `data-status`), `stowly-ProviderHandOffTitle`,
 * `stowly-ProviderHandOffText`, `stowly-ProviderHandOffStatus` (polite live text),
 * `stowly-ProviderHandOffError` (alert), `stowly-ProviderHandOffAction` (a react-aria Button with
 * `data-pending`, or a link).
 */
export function ProviderHandOff(props: ProviderHandOffProps): ReactNode {
  const { kind, status = 'ready', href, onContinue, errorMessage } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const key = `ui.checkout.providerHandOff.${PROVIDER_MESSAGE_KEY[kind]}`;
  const actionClass = partClassName('ProviderHandOffAction', elements);

  let action: ReactNode;
  if (status === 'error') {
    action = (
      <Button className={actionClass} onPress={props.onRetry ?? onContinue}>
        {t('checkout.retry')}
      </Button>
    );
  } else if (status === 'ready' && href !== undefined) {
    action = (
      <ButtonLink className={actionClass} href={href}>
        {t(`${key}Continue`)}
      </ButtonLink>
    );
  } else {
    action = (
      <Button className={actionClass} isPending={status === 'pending'} onPress={onContinue}>
        {t(`${key}Continue`)}
      </Button>
    );
  }

  return (
    <section
      className={partClassName('ProviderHandOff', elements)}
      aria-labelledby={headingId}
      data-kind={kind}
      data-status={status}
    >
      <Heading id={headingId} className={partClassName('ProviderHandOffTitle', elements)}>
        {t(`${key}Title`)}
      </Heading>
      <p className={partClassName('ProviderHandOffText', elements)}>{t(`${key}Text`)}</p>
      <p className={partClassName('ProviderHandOffStatus', elements)} role="status">
        {status === 'pending' ? t(`${key}Pending`) : null}
      </p>
      <p className={partClassName('ProviderHandOffError', elements)} role="alert">
        {status === 'error' ? (errorMessage ?? t(`${key}Error`)) : null}
      </p>
      {action}
    </section>
  );
}
