/**
 * English messages of paying an open invoice in the customer portal: the invoice table's and the
 * notification's pay links, the choice between the card on file and a new card, and the outcome.
 * In the `later` catalog part, with the portal's other messages. The reference for the other
 * languages.
 */
export default {
  'ui.portal.invoiceTable.payment': 'Payment',
  'ui.portal.invoiceTable.pay': 'Pay now',
  'ui.portal.invoiceTable.payLabel': 'Pay now: invoice {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Pay the invoice now',
  'ui.portal.invoicePayment.title': 'Pay an invoice',
  'ui.portal.invoicePayment.lead': 'An open invoice of {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Invoice {number}',
  'ui.portal.invoicePayment.payOnFile': 'Pay {amount} with {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} ending in {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Pay with a new card',
  'ui.portal.invoicePayment.payByCard': 'Pay {amount} by card',
  'ui.portal.invoicePayment.newCardHint': 'You enter the card on the payment provider’s secure page.',
  'ui.portal.invoicePayment.loading': 'Loading the invoice…',
  'ui.portal.invoicePayment.loadError': 'The invoice could not be loaded.',
  'ui.portal.invoicePayment.notOpen': 'This invoice has nothing left to pay.',
  'ui.portal.invoicePayment.redirecting': 'Taking you to the secure card page…',
  'ui.portal.invoicePayment.continue': 'Continue to the card page',
  'ui.portal.invoicePayment.verifying': 'Checking your payment…',
  'ui.portal.invoicePayment.paid':
    'Thank you. Invoice {number} is paid, and the receipt is on its way to your email.',
  'ui.portal.invoicePayment.declined':
    'Your card was declined and nothing was charged. The invoice is still open: try again with another card.',
  'ui.portal.invoicePayment.methodInvalid':
    'The card on file cannot be charged. Pay with a new card instead.',
  'ui.portal.invoicePayment.alreadyPaid': 'This invoice is already paid.',
  'ui.portal.invoicePayment.failed': 'The payment could not be made. Please try again.',
  'ui.portal.invoicePayment.unfinished': 'The payment is not finished yet.',
  'ui.portal.invoicePayment.tryAgain': 'Try again',
} as const;
