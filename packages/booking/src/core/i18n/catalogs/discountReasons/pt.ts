import type english from './en';

/** Portuguese messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Este código de desconto não existe. Verifique a ortografia.',
  'formValidation.discountCodeExpired': 'Este código de desconto expirou.',
  'formValidation.discountCodeNotYetValid': 'Este código de desconto ainda não é válido.',
  'formValidation.discountCodeUnitType': 'Este código de desconto não é válido para este tipo de unidade.',
  'formValidation.discountCodeBillingPlan':
    'Este código de desconto não é válido com este plano de faturação.',
  'formValidation.discountCodeCustomerType':
    'Este código de desconto não é válido para este tipo de cliente.',
  'ui.options.discountCodePanel.removed':
    'O código de desconto {code} deixou de ser válido e foi removido. {reason}',
} as const satisfies Record<keyof typeof english, string>;
