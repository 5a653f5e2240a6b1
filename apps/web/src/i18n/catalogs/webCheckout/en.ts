/** English messages of the reference app's checkout pages (web.checkout.*). The reference for the other languages. */
export default {
  'web.checkout.loadError': 'Your checkout could not be loaded.',
  'web.checkout.reason.paymentDeclined':
    'Your card was declined and nothing was charged. Please try again or use another card.',
  'web.checkout.reason.foreignSession':
    'That link belonged to another booking session, so nothing was changed. You can continue your booking here.',
  'web.checkout.reason.unknownBasket': 'We could not find this checkout.',
  'web.checkout.summary.title': 'Your booking',
  'web.checkout.summary.unitType': 'Storage unit',
  'web.checkout.summary.moveInDate': 'Move-in date',
  'web.checkout.summary.dueNow': 'Due now',
  'web.checkout.summary.recurring': 'Rent per period',
  'web.checkout.verify.waiting':
    'Your bank has not confirmed the payment yet. Continue at the payment page to finish it.',
  'web.checkout.createBooking.creating': 'Creating your booking…',
  'web.checkout.createBooking.error': 'Your booking could not be created yet. Nothing was booked twice.',
  'web.checkout.success.loading': 'Loading your booking confirmation…',
  'web.checkout.success.loadError': 'Your booking confirmation could not be loaded.',
  'web.checkout.success.invalidTitle': 'This confirmation link is not valid',
  'web.checkout.success.invalidText':
    'We could not confirm a booking from this link. If you have booked, the details are in your confirmation email.',
  'web.checkout.signed.title': 'Contract signed',
  'web.checkout.signed.text': 'Thank you for signing. Continue your booking to finish it.',
  'web.checkout.signed.closeText':
    'Thank you for signing. You can close this page and continue where you started.',
  'web.checkout.signed.continue': 'Continue your booking',
  'web.checkout.idCheckRedirect.title': 'Identity check complete',
  'web.checkout.idCheckRedirect.text':
    'Thank you. You can close this page and continue your booking where you started it.',
} as const satisfies Record<string, string>;
