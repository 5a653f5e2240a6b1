import type english from './en';

/** Latvian messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Šāds atlaides kods neeksistē. Pārbaudiet rakstību.',
  'formValidation.discountCodeExpired': 'Šī atlaides koda derīguma termiņš ir beidzies.',
  'formValidation.discountCodeNotYetValid': 'Šis atlaides kods vēl nav derīgs.',
  'formValidation.discountCodeUnitType': 'Šis atlaides kods nav derīgs šim noliktavas veidam.',
  'formValidation.discountCodeBillingPlan': 'Šis atlaides kods nav derīgs ar šo norēķinu plānu.',
  'formValidation.discountCodeCustomerType': 'Šis atlaides kods nav derīgs šim klienta veidam.',
  'ui.options.discountCodePanel.removed': 'Atlaides kods {code} vairs nav spēkā un tika noņemts. {reason}',
} as const satisfies Record<keyof typeof english, string>;
