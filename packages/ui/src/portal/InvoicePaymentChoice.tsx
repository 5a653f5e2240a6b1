import { createFormatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import type { InvoiceData } from './InvoiceTable';
import type { PaymentMethodData } from './PaymentMethodCard';

/** How an invoice is paid: the payment method on file, or a new card at the payment provider. */
export type InvoicePaymentMethodChoice = 'on-file' | 'new-card';

/** Props of {@link InvoicePaymentChoice}. */
export interface InvoicePaymentChoiceProps {
  /** The invoice to pay, as `GET /customer-portal/invoice/{locationId}` returns it. */
  invoice: InvoiceData;
  /**
   * The payment method on file at the invoice's location (`GET …/payment-method`), or null when
   * there is none. Only a `valid` one is offered.
   */
  paymentMethod?: PaymentMethodData | null;
  /** Called with the person's choice; the host starts the payment (`usePayInvoice`). */
  onPay: (paymentMethod: InvoicePaymentMethodChoice) => void;
  /**
   * The choice being paid with, while the payment starts: its button shows that it is busy and
   * both are disabled.
   * @default null
   */
  pendingChoice?: InvoicePaymentMethodChoice | null;
  /**
   * The BCP 47 locale for dates and amounts.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of the invoice's title, to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * What paying one open invoice asks: the invoice (number, issue and due dates, the amount due)
 * and the ways to pay it: "Pay {amount} with {card}" when a valid payment method is on file, and
 * a new card at the payment provider (the main action when none is on file). The amount is the
 * invoice's amount due; the server charges that and nothing else. Loads nothing itself.
 *
 * Parts: `stowly-InvoicePaymentChoice` (section), `stowly-InvoicePaymentChoiceTitle`,
 * `stowly-InvoicePaymentChoiceSummary` (a description list), `stowly-InvoicePaymentChoiceActions`
 * with `stowly-Button`s (react-aria's `data-pending` and `data-disabled`).
 */
export function InvoicePaymentChoice(props: InvoicePaymentChoiceProps): ReactNode {
  const { invoice, paymentMethod, onPay, pendingChoice = null } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const part = (name: Parameters<typeof partClassName>[0]) => partClassName(name, elements);
  const amount = formatMoney(invoice.amountDue, invoice.currency);
  const onFile = paymentMethod?.status === 'valid' ? paymentMethod : null;
  const card = onFile
    ? t('ui.portal.invoicePayment.cardLabel', {
        brand:
          onFile.type === 'sepa_debit'
            ? t('ui.portal.paymentMethodCard.sepa')
            : onFile.brand
              ? onFile.brand.charAt(0).toUpperCase() + onFile.brand.slice(1)
              : t('ui.portal.paymentMethodCard.card'),
        last4: onFile.last4,
      })
    : null;
  const busy = pendingChoice !== null;

  return (
    <section className={part('InvoicePaymentChoice')} aria-labelledby={headingId}>
      <Heading id={headingId} className={part('InvoicePaymentChoiceTitle')}>
        {t('ui.portal.invoicePayment.summaryTitle', { number: invoice.number })}
      </Heading>
      <dl className={part('InvoicePaymentChoiceSummary')}>
        <dt>{t('ui.portal.invoiceTable.issueDate')}</dt>
        <dd>{formatDay(invoice.issueDate)}</dd>
        <dt>{t('ui.portal.invoiceTable.dueDate')}</dt>
        <dd>{formatDay(invoice.dueDate)}</dd>
        <dt>{t('ui.portal.invoiceTable.amountDue')}</dt>
        <dd>{amount}</dd>
      </dl>
      <div className={part('InvoicePaymentChoiceActions')}>
        {card ? (
          <Button
            className=""
            isPending={pendingChoice === 'on-file'}
            isDisabled={busy}
            onPress={() => onPay('on-file')}
          >
            {t('ui.portal.invoicePayment.payOnFile', { amount, card })}
          </Button>
        ) : null}
        <Button
          className=""
          variant={card ? 'secondary' : 'primary'}
          isPending={pendingChoice === 'new-card'}
          isDisabled={busy}
          onPress={() => onPay('new-card')}
        >
          {t(card ? 'ui.portal.invoicePayment.payNewCard' : 'ui.portal.invoicePayment.payByCard', { amount })}
        </Button>
        <p>{t('ui.portal.invoicePayment.newCardHint')}</p>
      </div>
    </section>
  );
}
