import type english from './en';

/** German messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Diesen Rabattcode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
  'formValidation.discountCodeExpired': 'Dieser Rabattcode ist abgelaufen.',
  'formValidation.discountCodeNotYetValid': 'Dieser Rabattcode gilt noch nicht.',
  'formValidation.discountCodeUnitType': 'Dieser Rabattcode gilt nicht für diese Einheitenart.',
  'formValidation.discountCodeBillingPlan': 'Dieser Rabattcode gilt nicht für diesen Abrechnungsplan.',
  'formValidation.discountCodeCustomerType': 'Dieser Rabattcode gilt nicht für diese Kundenart.',
  'ui.options.discountCodePanel.removed':
    'Der Rabattcode {code} gilt nicht mehr und wurde entfernt. {reason}',
} as const satisfies Record<keyof typeof english, string>;
