import type english from './en';

/** Swedish messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Den här rabattkoden finns inte. Kontrollera stavningen.',
  'formValidation.discountCodeExpired': 'Rabattkoden har gått ut.',
  'formValidation.discountCodeNotYetValid': 'Rabattkoden gäller inte än.',
  'formValidation.discountCodeUnitType': 'Rabattkoden gäller inte för den här förrådstypen.',
  'formValidation.discountCodeBillingPlan': 'Rabattkoden gäller inte för den här betalningsplanen.',
  'formValidation.discountCodeCustomerType': 'Rabattkoden gäller inte för den här kundtypen.',
  'ui.options.discountCodePanel.removed':
    'Rabattkoden {code} gäller inte längre och har tagits bort. {reason}',
} as const satisfies Record<keyof typeof english, string>;
