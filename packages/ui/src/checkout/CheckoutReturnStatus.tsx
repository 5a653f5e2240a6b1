import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { ProgressBar } from 'react-aria-components';
import { Button, ButtonLink } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { type CheckoutProviderKind, PROVIDER_MESSAGE_KEY } from './ProviderHandOff';

/** Props of {@link CheckoutReturnStatus}. */
export interface CheckoutReturnStatusProps {
  /**
   * Which provider the customer came back from: `payment` on the payment-verify route,
   * `e-signature` and `id-check` on their return routes.
   */
  kind: CheckoutProviderKind;
  /**
   * `checking` while the host reports the return to the API (`verifyPayment`,
   * `completeESignature`, `completeIdCheck`); `success` when the step passed; `failed` when it did
   * not (for example a declined payment).
   */
  status: 'checking' | 'success' | 'failed';
  /** Called by the retry button of the `failed` state; without it no retry button is shown. */
  onRetry?: () => void;
  /**
   * Where to go next, shown as a link in the `success` state for when the host's automatic
   * navigation does not happen.
   */
  continueHref?: string;
  /**
   * The error text, already in the customer's language, shown instead of the default one in the
   * `failed` state.
   * @default a message that the step could not be confirmed
   */
  errorMessage?: string;
  /**
   * The heading level of the title, to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The panel of a provider's return route while its result is checked: an indeterminate progress
 * bar and polite live text while `checking`, a confirmation on `success`, and an alert with a
 * retry button when `failed`. It loads nothing; the host passes the `status`.
 *
 * Parts: `stowly-CheckoutReturnStatus` (with `data-kind`, `data-status`),
 * `stowly-CheckoutReturnStatusTitle`, `stowly-CheckoutReturnStatusProgress` (react-aria ProgressBar),
 * `stowly-CheckoutReturnStatusMessage` (polite live text), `stowly-CheckoutReturnStatusError`
 * (alert), `stowly-CheckoutReturnStatusRetry` (react-aria Button),
 * `stowly-CheckoutReturnStatusContinue` (link).
 */
export function CheckoutReturnStatus(props: CheckoutReturnStatusProps): ReactNode {
  const { kind, status, onRetry, continueHref, errorMessage } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const key = `ui.checkout.returnStatus.${PROVIDER_MESSAGE_KEY[kind]}`;
  const titleKey = { checking: 'Checking', success: 'Success', failed: 'Failed' }[status];

  return (
    // No aria-busy here: it would hold back the live text inside until the check is over.
    <section
      className={partClassName('CheckoutReturnStatus', elements)}
      aria-labelledby={headingId}
      data-kind={kind}
      data-status={status}
    >
      <Heading id={headingId} className={partClassName('CheckoutReturnStatusTitle', elements)}>
        {t(`${key}${titleKey}`)}
      </Heading>
      {status === 'checking' ? (
        <ProgressBar
          className={partClassName('CheckoutReturnStatusProgress', elements)}
          aria-labelledby={headingId}
          isIndeterminate
        >
          <span />
        </ProgressBar>
      ) : null}
      <p className={partClassName('CheckoutReturnStatusMessage', elements)} role="status">
        {status === 'checking' ? t('ui.checkout.returnStatus.checkingText') : null}
        {status === 'success' ? t('ui.checkout.returnStatus.successText') : null}
      </p>
      <p className={partClassName('CheckoutReturnStatusError', elements)} role="alert">
        {status === 'failed' ? (errorMessage ?? t(`${key}FailedText`)) : null}
      </p>
      {status === 'failed' && onRetry ? (
        <Button className={partClassName('CheckoutReturnStatusRetry', elements)} onPress={onRetry}>
          {t('checkout.retry')}
        </Button>
      ) : null}
      {status === 'success' && continueHref !== undefined ? (
        <ButtonLink className={partClassName('CheckoutReturnStatusContinue', elements)} href={continueHref}>
          {t('ui.checkout.returnStatus.continue')}
        </ButtonLink>
      ) : null}
    </section>
  );
}
