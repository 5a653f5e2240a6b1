import type english from './en';

/** French messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Ce code de réduction n’existe pas. Vérifiez l’orthographe.',
  'formValidation.discountCodeExpired': 'Ce code de réduction a expiré.',
  'formValidation.discountCodeNotYetValid': 'Ce code de réduction n’est pas encore valable.',
  'formValidation.discountCodeUnitType': 'Ce code de réduction n’est pas valable pour ce type d’unité.',
  'formValidation.discountCodeBillingPlan':
    'Ce code de réduction n’est pas valable avec ce mode de facturation.',
  'formValidation.discountCodeCustomerType': 'Ce code de réduction n’est pas valable pour ce type de client.',
  'ui.options.discountCodePanel.removed':
    'Le code de réduction {code} ne s’applique plus et a été retiré. {reason}',
} as const satisfies Record<keyof typeof english, string>;
