/** English messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal (ui.status.*). The reference for the other languages. */
export default {
  'ui.status.action.backToStart': 'Back to the start page',
  'ui.status.action.startNewBooking': 'Start a new booking',
  'ui.status.action.signAgain': 'Sign the contract again',
  'ui.status.action.restartIdCheck': 'Start the identity check again',
  'ui.status.action.signIn': 'Sign in',
  'ui.status.action.contactSupport': 'Contact support',
  'ui.status.action.contactSupportAt': 'Contact support at {email}',
  'ui.status.action.refresh': 'Check the status again',
  'ui.status.frameRefusal.title': 'This page cannot be shown here',
  'ui.status.frameRefusal.bookingText':
    'Embedding the booking in another website is not supported. Please contact support.',
  'ui.status.frameRefusal.portalText':
    'Embedding the customer portal in another website is not supported. Please contact support.',
} as const satisfies Record<string, string>;
