import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in lv. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} nedēļā} monthly {{price} mēnesī} other {{price} (vienreizējs maksājums)}}',
  'ui.options.moveInDatePicker.range': 'Pieejamie datumi: {min} – {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'No šī datuma nav brīvas šāda veida noliktavas telpas. Lūdzu, izvēlieties citu datumu.',
  'ui.options.moveInDatePicker.dateUnavailable':
    'Šo datumu nevar izvēlēties. Lūdzu, izvēlieties citu datumu.',
  'ui.options.billingPlanSelector.showMore': 'Rādīt vairāk norēķinu periodu',
  'ui.options.insuranceSelector.coverage': 'Apdrošinājuma summa līdz {amount}',
  'ui.options.insuranceSelector.showMore': 'Rādīt vairāk apdrošināšanas iespēju',
  'ui.options.productSelector.oneTime': 'Vienreizējas apmaksas produkti',
  'ui.options.productSelector.recurring': 'Regulāras apmaksas produkti',
  'ui.options.productSelector.quantity': 'Daudzums',
  'ui.options.productSelector.decrease': 'Samazināt daudzumu: {name}',
  'ui.options.productSelector.increase': 'Palielināt daudzumu: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Rādīt vairāk vienreizējas apmaksas produktu',
  'ui.options.productSelector.showMoreRecurring': 'Rādīt vairāk regulāras apmaksas produktu',
  'ui.options.discountCodePanel.label': 'Atlaides kods',
  'ui.options.discountCodePanel.open': 'Man ir atlaides kods',
  'ui.options.discountCodePanel.apply': 'Piemērot',
  'ui.options.discountCodePanel.cancel': 'Atcelt',
  'ui.options.discountCodePanel.validating': 'Notiek atlaides koda pārbaude…',
  'ui.options.discountCodePanel.applied': 'Atlaides kods {code} piemērots',
  'ui.options.discountCodePanel.remove': 'Noņemt atlaides kodu',
} satisfies Record<keyof typeof english, string>;
