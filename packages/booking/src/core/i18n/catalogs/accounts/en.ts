/**
 * English messages of booking with a customer account (issue 22): the checkout's hold countdown,
 * the booking in progress to resume, the success page's mail and portal link, the signed-in
 * customer's details summary (ui.checkout.*, ui.customer.*, web.flow.*). The reference for the
 * other languages.
 */
export default {
  'ui.checkout.holdCountdown.label': 'Time left to finish your booking',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {# minute left to finish your booking. After that, the unit is released.} other {# minutes left to finish your booking. After that, the unit is released.}}',
  'ui.checkout.holdCountdown.expired': 'The time to finish your booking has run out.',
  'ui.checkout.openCheckout.text': 'You have a booking in progress (held for {time}).',
  'ui.checkout.openCheckout.textWithUnitType':
    'You have a booking of {unitType} in progress (held for {time}).',
  'ui.checkout.openCheckout.continue': 'Continue booking',
  'ui.checkout.openCheckout.startOver': 'Start over',
  'ui.checkout.openCheckout.startingOver': 'Starting over…',
  'ui.checkout.openCheckout.startOverError':
    'Your booking in progress could not be cancelled. Please try again.',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'We have sent a confirmation to {email}, with a link to open your customer portal.',
  'ui.checkout.resultSummary.bookingInPortal': 'See this booking in your customer portal',
  'ui.customer.customerForm.summaryIntro': 'You are booking with your customer account, with these details:',
  'ui.customer.customerForm.summaryName': 'Name',
  'ui.customer.customerForm.summaryAddress': 'Address',
  'ui.customer.customerForm.editDetails': 'Edit details',
  'ui.customer.customerForm.emailFromAccount':
    'The booking goes to your customer account with this email address.',
  'web.flow.customer.accountLoading': 'Loading your account details…',
  'web.flow.customer.accountLoadError': 'Your account details could not be loaded.',
  'web.flow.alreadyBooked.portalLink': 'Go to the customer portal',
} as const satisfies Record<string, string>;
