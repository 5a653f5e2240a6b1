import type english from './en';

/** Dutch messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Deze kortingscode bestaat niet. Controleer de spelling.',
  'formValidation.discountCodeExpired': 'Deze kortingscode is verlopen.',
  'formValidation.discountCodeNotYetValid': 'Deze kortingscode is nog niet geldig.',
  'formValidation.discountCodeUnitType': 'Deze kortingscode is niet geldig voor dit type opslagruimte.',
  'formValidation.discountCodeBillingPlan': 'Deze kortingscode is niet geldig bij dit betaalplan.',
  'formValidation.discountCodeCustomerType': 'Deze kortingscode is niet geldig voor dit type klant.',
  'ui.options.discountCodePanel.removed':
    'De kortingscode {code} is niet meer geldig en is verwijderd. {reason}',
} as const satisfies Record<keyof typeof english, string>;
