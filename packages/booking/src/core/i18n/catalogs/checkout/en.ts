/** English messages of the checkout: step indicator, provider hand-off and return panels, result summary, hold countdown, Stripe card payment (ui.checkout.*). The reference for the other languages. */
export default {
  'ui.checkout.stepIndicator.label': 'Checkout steps',
  'ui.checkout.stepIndicator.summary': 'Step {current, number} of {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(completed)',

  'ui.checkout.providerHandOff.paymentTitle': 'Pay for your booking',
  'ui.checkout.providerHandOff.paymentText':
    'You will be taken to our payment partner to pay securely by card. Afterwards you will come back here automatically.',
  'ui.checkout.providerHandOff.paymentContinue': 'Continue to payment',
  'ui.checkout.providerHandOff.paymentPending': 'Preparing the payment page…',
  'ui.checkout.providerHandOff.paymentError': 'The payment page could not be opened. Please try again.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Sign your rental contract',
  'ui.checkout.providerHandOff.eSignatureText':
    'You will be taken to our signing partner to sign your rental contract electronically. Afterwards you will come back here automatically.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Continue to signing',
  'ui.checkout.providerHandOff.eSignaturePending': 'Preparing the signing page…',
  'ui.checkout.providerHandOff.eSignatureError': 'The signing page could not be opened. Please try again.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Verify your identity',
  'ui.checkout.providerHandOff.idCheckText':
    'You will be taken to our identity-check partner to verify your identity with an ID document. Afterwards you will come back here automatically.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Continue to identity check',
  'ui.checkout.providerHandOff.idCheckPending': 'Preparing the identity check…',
  'ui.checkout.providerHandOff.idCheckError': 'The identity check could not be opened. Please try again.',

  'ui.checkout.returnStatus.paymentChecking': 'Checking your payment',
  'ui.checkout.returnStatus.paymentSuccess': 'Payment received',
  'ui.checkout.returnStatus.paymentFailed': 'Payment not completed',
  'ui.checkout.returnStatus.paymentFailedText':
    'Your payment could not be confirmed. Please try again, or use another card.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Checking your signature',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Contract signed',
  'ui.checkout.returnStatus.eSignatureFailed': 'Signature not completed',
  'ui.checkout.returnStatus.eSignatureFailedText': 'Your signature could not be confirmed. Please try again.',
  'ui.checkout.returnStatus.idCheckChecking': 'Checking your identity',
  'ui.checkout.returnStatus.idCheckSuccess': 'Identity verified',
  'ui.checkout.returnStatus.idCheckFailed': 'Identity check not completed',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Your identity check could not be confirmed. Please try again.',
  'ui.checkout.returnStatus.checkingText': 'This takes a few seconds. Please keep this page open.',
  'ui.checkout.returnStatus.successText': 'Thank you. You are being taken to the next step.',
  'ui.checkout.returnStatus.continue': 'Continue',

  'ui.checkout.resultSummary.title': 'Booking confirmed',
  'ui.checkout.resultSummary.emailSent': 'We have sent a confirmation to {email}.',
  'ui.checkout.resultSummary.reference': 'Booking reference',
  'ui.checkout.resultSummary.unitType': 'Storage unit',
  'ui.checkout.resultSummary.unit': 'Unit number',
  'ui.checkout.resultSummary.location': 'Location',
  'ui.checkout.resultSummary.moveInDate': 'Move-in date',
  'ui.checkout.resultSummary.paidNow': 'Paid now',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Every week} monthly {Every month} other {Recurring}}',
  'ui.checkout.resultSummary.portalLink': 'Go to the customer portal',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'We have sent a confirmation to {email}, with a link to open your customer portal.',
  'ui.checkout.resultSummary.bookingInPortal': 'See this booking in your customer portal',

  'ui.checkout.holdCountdown.label': 'Time left to finish your booking',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {# minute left to finish your booking. After that, the unit is released.} other {# minutes left to finish your booking. After that, the unit is released.}}',
  'ui.checkout.holdCountdown.expired': 'The time to finish your booking has run out.',

  'ui.checkout.stripe.formLabel': 'Card details',
  'ui.checkout.stripe.loading': 'Loading the secure card form…',
  'ui.checkout.stripe.loadError':
    'The card form could not be loaded. Please check your connection and try again.',
  'ui.checkout.stripe.pay': 'Pay {amount}',
  'ui.checkout.stripe.saveCard': 'Save card',
  'ui.checkout.stripe.processingPayment': 'Processing your payment…',
  'ui.checkout.stripe.savingCard': 'Saving your card…',
  'ui.checkout.stripe.confirmError':
    'Your card could not be confirmed. Please try again or use another card.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Identity not confirmed',
  'ui.checkout.idCheckFailed.text':
    'We could not confirm your identity with this check. Please try again with a valid ID document, or contact support.',
} as const satisfies Record<string, string>;
