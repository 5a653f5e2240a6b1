import type english from './en';

/** Norwegian (Bokmål) messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Denne rabattkoden finnes ikke. Sjekk stavemåten.',
  'formValidation.discountCodeExpired': 'Rabattkoden er utløpt.',
  'formValidation.discountCodeNotYetValid': 'Rabattkoden gjelder ikke ennå.',
  'formValidation.discountCodeUnitType': 'Rabattkoden gjelder ikke for denne boden.',
  'formValidation.discountCodeBillingPlan': 'Rabattkoden gjelder ikke for denne betalingsplanen.',
  'formValidation.discountCodeCustomerType': 'Rabattkoden gjelder ikke for denne kundetypen.',
  'ui.options.discountCodePanel.removed': 'Rabattkoden {code} gjelder ikke lenger og er fjernet. {reason}',
} as const satisfies Record<keyof typeof english, string>;
