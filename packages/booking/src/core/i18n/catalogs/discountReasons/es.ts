import type english from './en';

/** Spanish messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Este código de descuento no existe. Compruebe cómo está escrito.',
  'formValidation.discountCodeExpired': 'Este código de descuento ha caducado.',
  'formValidation.discountCodeNotYetValid': 'Este código de descuento aún no es válido.',
  'formValidation.discountCodeUnitType': 'Este código de descuento no es válido para este tipo de trastero.',
  'formValidation.discountCodeBillingPlan':
    'Este código de descuento no es válido con este plan de facturación.',
  'formValidation.discountCodeCustomerType':
    'Este código de descuento no es válido para este tipo de cliente.',
  'ui.options.discountCodePanel.removed':
    'El código de descuento {code} ya no es válido y se ha eliminado. {reason}',
} as const satisfies Record<keyof typeof english, string>;
