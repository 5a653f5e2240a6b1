/** English messages of the reference app's customer portal pages (web.portal.*). The reference for the other languages. */
export default {
  'web.portal.overview.title': 'My account',
  'web.portal.locations.loading': 'Loading your locations…',
  'web.portal.overview.loading': 'Loading your account…',
  'web.portal.locations.loadError': 'Your locations could not be loaded.',
  'web.portal.bookings.loadError': 'Your bookings could not be loaded.',
  'web.portal.openInvoices.loadError': 'Your open invoices could not be loaded.',
  'web.portal.invoiceHistory.loadError': 'Your invoice history could not be loaded.',
  'web.portal.paymentMethod.loadError': 'Your payment method could not be loaded.',
  'web.portal.notifications.loadError': 'Your notifications could not be loaded.',
  'web.portal.cancel.done': 'Booking {unit} is cancelled. Your last day is {date}.',
  'web.portal.withdraw.done': 'The cancellation of booking {unit} is withdrawn. Your rental continues.',
  'web.portal.withdraw.failed':
    'The cancellation of booking {unit} could not be withdrawn. Please try again.',
  'web.portal.withdraw.tooLate':
    'The cancellation of booking {unit} can no longer be withdrawn: its last day has come.',
  'web.portal.sharedAccess.teaser': 'Let other people manage your account at this location.',
  'web.portal.sharedAccess.manage': 'Manage shared access',
  'web.portal.sharedAccess.title': 'Shared access at {location}',
  'web.portal.sharedAccess.loadError': 'The people with shared access could not be loaded.',
  'web.portal.backToOverview': 'Back to my account',
  'web.portal.paymentUpdate.title': 'Update payment method',
  'web.portal.paymentUpdate.lead':
    'Add the card your rent at {location} is charged to from now on. Nothing is charged now.',
  'web.portal.paymentUpdate.loading': 'Preparing the secure payment form…',
  'web.portal.paymentUpdate.loadError': 'The secure payment form could not be opened.',
  'web.portal.paymentUpdate.redirecting': 'Taking you to the secure payment page…',
  'web.portal.paymentUpdate.continue': 'Continue to the payment page',
  'web.portal.paymentVerify.title': 'New payment method',
  'web.portal.paymentVerify.saving': 'Saving your new payment method…',
  'web.portal.paymentVerify.saved':
    'Your new payment method is saved. Your rent is charged to it from now on.',
  'web.portal.paymentVerify.savedToast': 'Your payment method has been updated.',
  'web.portal.paymentVerify.notSaved': 'The card was not saved. Your payment method has not changed.',
  'web.portal.paymentVerify.invalid':
    'This card could not be used as your payment method. Your payment method has not changed.',
  'web.portal.paymentVerify.failed': 'Your new payment method could not be saved. Please try again.',
  'web.portal.paymentVerify.tryAgain': 'Try again',
} as const satisfies Record<string, string>;
