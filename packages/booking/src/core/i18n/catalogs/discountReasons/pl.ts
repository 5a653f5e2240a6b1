import type english from './en';

/** Polish messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Taki kod rabatowy nie istnieje. Sprawdź pisownię.',
  'formValidation.discountCodeExpired': 'Ten kod rabatowy wygasł.',
  'formValidation.discountCodeNotYetValid': 'Ten kod rabatowy jeszcze nie obowiązuje.',
  'formValidation.discountCodeUnitType': 'Ten kod rabatowy nie obowiązuje dla tego typu magazynu.',
  'formValidation.discountCodeBillingPlan': 'Ten kod rabatowy nie obowiązuje w tym planie rozliczeniowym.',
  'formValidation.discountCodeCustomerType': 'Ten kod rabatowy nie obowiązuje dla tego typu klienta.',
  'ui.options.discountCodePanel.removed':
    'Kod rabatowy {code} już nie obowiązuje i został usunięty. {reason}',
} as const satisfies Record<keyof typeof english, string>;
