import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in pl. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} tygodniowo} monthly {{price} miesięcznie} other {{price} jednorazowo}}',
  'ui.options.moveInDatePicker.range': 'Wybierz datę od {min} do {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Od tej daty nie ma wolnego boksu tego typu. Wybierz inną datę.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Tej daty nie można wybrać. Wybierz inną datę.',
  'ui.options.billingPlanSelector.showMore': 'Pokaż więcej okresów rozliczeniowych',
  'ui.options.insuranceSelector.coverage': 'Suma ubezpieczenia do {amount}',
  'ui.options.insuranceSelector.showMore': 'Pokaż więcej ubezpieczeń',
  'ui.options.productSelector.oneTime': 'Produkty jednorazowe',
  'ui.options.productSelector.recurring': 'Produkty cykliczne',
  'ui.options.productSelector.quantity': 'Ilość',
  'ui.options.productSelector.decrease': 'Zmniejsz ilość: {name}',
  'ui.options.productSelector.increase': 'Zwiększ ilość: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Pokaż więcej produktów jednorazowych',
  'ui.options.productSelector.showMoreRecurring': 'Pokaż więcej produktów cyklicznych',
  'ui.options.discountCodePanel.label': 'Kod rabatowy',
  'ui.options.discountCodePanel.open': 'Mam kod rabatowy',
  'ui.options.discountCodePanel.apply': 'Zastosuj',
  'ui.options.discountCodePanel.cancel': 'Anuluj',
  'ui.options.discountCodePanel.validating': 'Sprawdzanie kodu rabatowego…',
  'ui.options.discountCodePanel.applied': 'Zastosowano kod rabatowy {code}',
  'ui.options.discountCodePanel.remove': 'Usuń kod rabatowy',
} satisfies Record<keyof typeof english, string>;
