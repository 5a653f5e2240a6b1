import type english from './en';

/** Finnish messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Tällaista alennuskoodia ei ole. Tarkista kirjoitusasu.',
  'formValidation.discountCodeExpired': 'Tämä alennuskoodi on vanhentunut.',
  'formValidation.discountCodeNotYetValid': 'Tämä alennuskoodi ei ole vielä voimassa.',
  'formValidation.discountCodeUnitType': 'Tämä alennuskoodi ei koske tätä varastotyyppiä.',
  'formValidation.discountCodeBillingPlan': 'Tämä alennuskoodi ei koske tätä laskutussuunnitelmaa.',
  'formValidation.discountCodeCustomerType': 'Tämä alennuskoodi ei koske tätä asiakastyyppiä.',
  'ui.options.discountCodePanel.removed':
    'Alennuskoodi {code} ei ole enää voimassa, ja se poistettiin. {reason}',
} as const satisfies Record<keyof typeof english, string>;
