import { CalendarDate } from '@internationalized/date';
import { createFormatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Whether a payment method can be charged: `requires-verification` must be confirmed again. */
export type PaymentMethodStatus = 'valid' | 'expired' | 'requires-verification';

/**
 * The payment method on file, as `GET /customer-portal/booking/{locationId}/payment-method`
 * returns it in `data` (`PaymentMethod`); pass the API object as it is.
 */
export interface PaymentMethodData {
  /** A card, or a SEPA direct debit mandate. */
  type: 'card' | 'sepa_debit';
  /** The card brand, such as `visa`; null for SEPA debit or when unknown. */
  brand: string | null;
  /** The last four digits of the card number or IBAN. */
  last4: string;
  /** The card's expiry month (1 to 12); null for SEPA debit. */
  expMonth: number | null;
  /** The card's expiry year; null for SEPA debit. */
  expYear: number | null;
  /** The name on the card or account, or null. */
  holderName: string | null;
  /** Whether it can be charged. */
  status: PaymentMethodStatus;
}

/** Props of {@link PaymentMethodCard}. */
export interface PaymentMethodCardProps {
  /**
   * The payment method, or null when none is on file (the API's `data: null`). While the first
   * answer loads, pass `undefined` with `isLoading`.
   */
  paymentMethod?: PaymentMethodData | null;
  /** Where the person updates (or adds) the payment method: the portal's payment update route. */
  updateHref: string;
  /**
   * Where the person verifies a payment method that needs it.
   * @default updateHref
   */
  verifyHref?: string;
  /**
   * Whether the payment method is loading.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The BCP 47 locale for the expiry date.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of "Payment method", to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** How card brands are written; others get a capital first letter. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
};

/**
 * The payment method the customer's bookings at a location are charged to: card brand, last four
 * digits, expiry and holder, or SEPA debit with the last IBAN digits; a notice when it has expired
 * or needs verification (with a "Verify payment method" link); a "no payment method" state; and an
 * "Update payment method" link. Links take an `href` and render through the host's link renderer.
 *
 * Parts: `stowly-PaymentMethodCard` (`data-status`: `valid`, `expired`, `requires-verification` or
 * `none`; `aria-busy` while loading), `stowly-PaymentMethodCardTitle`,
 * `stowly-PaymentMethodCardStatus`, `stowly-PaymentMethodCardMethod`,
 * `stowly-PaymentMethodCardDetails`, `stowly-PaymentMethodCardNotice`,
 * `stowly-PaymentMethodCardActions` (with `stowly-Link` links).
 */
export function PaymentMethodCard(props: PaymentMethodCardProps): ReactNode {
  const { paymentMethod, updateHref, isLoading = false } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const part = (name: Parameters<typeof partClassName>[0]) => partClassName(name, elements);

  let content: ReactNode = null;
  if (paymentMethod === null) {
    content = (
      <>
        <p className={part('PaymentMethodCardNotice')}>{t('ui.portal.paymentMethodCard.none')}</p>
        <p className={part('PaymentMethodCardActions')}>
          <Link href={updateHref}>{t('ui.portal.paymentMethodCard.add')}</Link>
        </p>
      </>
    );
  } else if (paymentMethod) {
    const { brand, expMonth, expYear, status } = paymentMethod;
    const isCard = paymentMethod.type === 'card';
    const name = !isCard
      ? t('ui.portal.paymentMethodCard.sepa')
      : brand
        ? (BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1))
        : t('ui.portal.paymentMethodCard.card');
    const expiry =
      expMonth && expYear
        ? formatDay(new CalendarDate(expYear, expMonth, 1), { month: '2-digit', year: 'numeric' })
        : null;
    content = (
      <>
        <p className={part('PaymentMethodCardMethod')}>
          <strong>{name}</strong>{' '}
          {t(isCard ? 'ui.portal.paymentMethodCard.cardEnding' : 'ui.portal.paymentMethodCard.ibanEnding', {
            last4: paymentMethod.last4,
          })}
        </p>
        {expiry || paymentMethod.holderName ? (
          <p className={part('PaymentMethodCardDetails')}>
            {paymentMethod.holderName}
            {expiry && paymentMethod.holderName ? <br /> : null}
            {expiry
              ? t(
                  status === 'expired'
                    ? 'ui.portal.paymentMethodCard.expired'
                    : 'ui.portal.paymentMethodCard.expires',
                  { date: expiry },
                )
              : null}
          </p>
        ) : null}
        {status === 'valid' ? null : (
          <p className={part('PaymentMethodCardNotice')}>
            {t(
              status === 'expired'
                ? 'ui.portal.paymentMethodCard.expiredNotice'
                : 'ui.portal.paymentMethodCard.verificationNotice',
            )}
          </p>
        )}
        <p className={part('PaymentMethodCardActions')}>
          {status === 'requires-verification' ? (
            <Link href={props.verifyHref ?? updateHref}>{t('ui.portal.paymentMethodCard.verify')}</Link>
          ) : null}
          <Link href={updateHref}>{t('ui.portal.paymentMethodCard.update')}</Link>
        </p>
      </>
    );
  }

  return (
    <section
      className={part('PaymentMethodCard')}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      data-status={paymentMethod === null ? 'none' : paymentMethod?.status}
    >
      <Heading id={headingId} className={part('PaymentMethodCardTitle')}>
        {t('ui.portal.paymentMethodCard.title')}
      </Heading>
      <p className={part('PaymentMethodCardStatus')} role="status">
        {isLoading ? t('ui.portal.paymentMethodCard.loading') : null}
      </p>
      {content}
    </section>
  );
}
