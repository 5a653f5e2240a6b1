/**
 * English messages of the booking pages for returning visitors and customer accounts: the booking
 * in progress to resume or start over (ui.openCheckout.*), the signed-in customer's details
 * summary (ui.customer.*) and the app's account texts (web.flow.*). Part of the first load, as the
 * booking pages show them; the checkout's own (hold countdown, success page) are in `checkout/`.
 * The reference for the other languages.
 */
export default {
  'ui.openCheckout.text': 'You have a booking in progress (held for {time}).',
  'ui.openCheckout.textWithUnitType': 'You have a booking of {unitType} in progress (held for {time}).',
  'ui.openCheckout.continue': 'Continue booking',
  'ui.openCheckout.startOver': 'Start over',
  'ui.openCheckout.startingOver': 'Starting over…',
  'ui.openCheckout.startOverError': 'Your booking in progress could not be cancelled. Please try again.',
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
