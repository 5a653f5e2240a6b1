import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in nl. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} per week} monthly {{price} per maand} other {{price} (eenmalig)}}',
  'ui.options.moveInDatePicker.range': 'Kies een datum van {min} tot en met {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Vanaf deze datum is er geen opslagruimte van dit type vrij. Kies een andere datum.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Deze datum kan niet worden gekozen. Kies een andere datum.',
  'ui.options.billingPlanSelector.showMore': 'Meer factuurperiodes tonen',
  'ui.options.insuranceSelector.coverage': 'Verzekerd tot {amount}',
  'ui.options.insuranceSelector.showMore': 'Meer verzekeringen tonen',
  'ui.options.productSelector.oneTime': 'Eenmalige producten',
  'ui.options.productSelector.recurring': 'Terugkerende producten',
  'ui.options.productSelector.quantity': 'Aantal',
  'ui.options.productSelector.decrease': 'Aantal van {name} verlagen',
  'ui.options.productSelector.increase': 'Aantal van {name} verhogen',
  'ui.options.productSelector.showMoreOneTime': 'Meer eenmalige producten tonen',
  'ui.options.productSelector.showMoreRecurring': 'Meer terugkerende producten tonen',
  'ui.options.discountCodePanel.label': 'Kortingscode',
  'ui.options.discountCodePanel.open': 'Ik heb een kortingscode',
  'ui.options.discountCodePanel.apply': 'Toepassen',
  'ui.options.discountCodePanel.cancel': 'Annuleren',
  'ui.options.discountCodePanel.validating': 'Kortingscode wordt gecontroleerd…',
  'ui.options.discountCodePanel.applied': 'Kortingscode {code} toegepast',
  'ui.options.discountCodePanel.remove': 'Kortingscode verwijderen',
} satisfies Record<keyof typeof english, string>;
