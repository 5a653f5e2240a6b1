/**
 * English messages of a discount code that does not apply: why (the API's reason) and the notice
 * of a dropped code. In the `later` catalog part: shown only after a round trip to the API, once
 * the first page has loaded it (`MessagesReady` where it may be sooner). The reference for the
 * other languages.
 */
export default {
  'formValidation.discountCodeUnknown': 'This discount code does not exist. Please check the spelling.',
  'formValidation.discountCodeExpired': 'This discount code has expired.',
  'formValidation.discountCodeNotYetValid': 'This discount code is not valid yet.',
  'formValidation.discountCodeUnitType': 'This discount code is not valid for this unit type.',
  'formValidation.discountCodeBillingPlan': 'This discount code is not valid with this billing plan.',
  'formValidation.discountCodeCustomerType': 'This discount code is not valid for this customer type.',
  'ui.options.discountCodePanel.removed':
    'The discount code {code} no longer applies and was removed. {reason}',
} as const satisfies Record<string, string>;
