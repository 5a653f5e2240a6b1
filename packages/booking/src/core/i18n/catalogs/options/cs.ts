import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in cs. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} týdně} monthly {{price} měsíčně} other {{price} jednorázově}}',
  'ui.options.moveInDatePicker.range': 'Vyberte datum od {min} do {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Od tohoto data není volný žádný box tohoto typu. Vyberte prosím jiné datum.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Toto datum nelze vybrat. Vyberte prosím jiné datum.',
  'ui.options.billingPlanSelector.showMore': 'Zobrazit další fakturační období',
  'ui.options.insuranceSelector.coverage': 'Pojistné krytí do {amount}',
  'ui.options.insuranceSelector.showMore': 'Zobrazit další pojištění',
  'ui.options.productSelector.oneTime': 'Produkty s jednorázovou platbou',
  'ui.options.productSelector.recurring': 'Produkty s pravidelnou platbou',
  'ui.options.productSelector.quantity': 'Množství',
  'ui.options.productSelector.decrease': 'Snížit množství: {name}',
  'ui.options.productSelector.increase': 'Zvýšit množství: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Zobrazit další produkty s jednorázovou platbou',
  'ui.options.productSelector.showMoreRecurring': 'Zobrazit další produkty s pravidelnou platbou',
  'ui.options.discountCodePanel.label': 'Slevový kód',
  'ui.options.discountCodePanel.open': 'Mám slevový kód',
  'ui.options.discountCodePanel.apply': 'Použít',
  'ui.options.discountCodePanel.cancel': 'Zrušit',
  'ui.options.discountCodePanel.validating': 'Ověřujeme slevový kód…',
  'ui.options.discountCodePanel.applied': 'Slevový kód {code} byl použit',
  'ui.options.discountCodePanel.remove': 'Odebrat slevový kód',
} satisfies Record<keyof typeof english, string>;
