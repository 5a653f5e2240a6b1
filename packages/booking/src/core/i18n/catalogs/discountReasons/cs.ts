import type english from './en';

/** Czech messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Takový slevový kód neexistuje. Zkontrolujte pravopis.',
  'formValidation.discountCodeExpired': 'Platnost tohoto slevového kódu vypršela.',
  'formValidation.discountCodeNotYetValid': 'Tento slevový kód zatím neplatí.',
  'formValidation.discountCodeUnitType': 'Tento slevový kód neplatí pro tento typ skladu.',
  'formValidation.discountCodeBillingPlan': 'Tento slevový kód neplatí pro tento platební plán.',
  'formValidation.discountCodeCustomerType': 'Tento slevový kód neplatí pro tento typ zákazníka.',
  'ui.options.discountCodePanel.removed': 'Slevový kód {code} už neplatí a byl odebrán. {reason}',
} as const satisfies Record<keyof typeof english, string>;
