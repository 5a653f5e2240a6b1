import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in nb. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} per uke} monthly {{price} per måned} other {{price} (engangsbeløp)}}',
  'ui.options.moveInDatePicker.range': 'Velg en dato fra {min} til {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Ingen lagerbod av denne typen er ledig fra denne datoen. Velg en annen dato.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Denne datoen kan ikke velges. Velg en annen dato.',
  'ui.options.billingPlanSelector.showMore': 'Vis flere faktureringsperioder',
  'ui.options.insuranceSelector.coverage': 'Forsikringssum opptil {amount}',
  'ui.options.insuranceSelector.showMore': 'Vis flere forsikringer',
  'ui.options.productSelector.oneTime': 'Engangsprodukter',
  'ui.options.productSelector.recurring': 'Løpende produkter',
  'ui.options.productSelector.quantity': 'Antall',
  'ui.options.productSelector.decrease': 'Reduser antallet for {name}',
  'ui.options.productSelector.increase': 'Øk antallet for {name}',
  'ui.options.productSelector.showMoreOneTime': 'Vis flere engangsprodukter',
  'ui.options.productSelector.showMoreRecurring': 'Vis flere løpende produkter',
  'ui.options.discountCodePanel.label': 'Rabattkode',
  'ui.options.discountCodePanel.open': 'Jeg har en rabattkode',
  'ui.options.discountCodePanel.apply': 'Bruk',
  'ui.options.discountCodePanel.cancel': 'Avbryt',
  'ui.options.discountCodePanel.validating': 'Kontrollerer rabattkoden…',
  'ui.options.discountCodePanel.applied': 'Rabattkoden {code} er lagt til',
  'ui.options.discountCodePanel.remove': 'Fjern rabattkoden',
} satisfies Record<keyof typeof english, string>;
