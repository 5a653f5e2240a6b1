import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in de. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} pro Woche} monthly {{price} pro Monat} other {{price} einmalig}}',
  'ui.options.moveInDatePicker.range': 'Bitte wählen Sie ein Datum zwischen dem {min} und dem {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Ab diesem Datum ist kein Lagerabteil dieses Typs frei. Bitte wählen Sie ein anderes Datum.',
  'ui.options.moveInDatePicker.dateUnavailable':
    'Dieses Datum ist nicht wählbar. Bitte wählen Sie ein anderes Datum.',
  'ui.options.billingPlanSelector.showMore': 'Weitere Abrechnungszeiträume anzeigen',
  'ui.options.insuranceSelector.coverage': 'Versicherungssumme bis {amount}',
  'ui.options.insuranceSelector.showMore': 'Weitere Versicherungen anzeigen',
  'ui.options.productSelector.oneTime': 'Einmalige Produkte',
  'ui.options.productSelector.recurring': 'Wiederkehrende Produkte',
  'ui.options.productSelector.quantity': 'Anzahl',
  'ui.options.productSelector.decrease': 'Anzahl von {name} verringern',
  'ui.options.productSelector.increase': 'Anzahl von {name} erhöhen',
  'ui.options.productSelector.showMoreOneTime': 'Weitere einmalige Produkte anzeigen',
  'ui.options.productSelector.showMoreRecurring': 'Weitere wiederkehrende Produkte anzeigen',
  'ui.options.discountCodePanel.label': 'Rabattcode',
  'ui.options.discountCodePanel.open': 'Ich habe einen Rabattcode',
  'ui.options.discountCodePanel.apply': 'Einlösen',
  'ui.options.discountCodePanel.cancel': 'Abbrechen',
  'ui.options.discountCodePanel.validating': 'Rabattcode wird geprüft…',
  'ui.options.discountCodePanel.applied': 'Rabattcode {code} eingelöst',
  'ui.options.discountCodePanel.remove': 'Rabattcode entfernen',
} satisfies Record<keyof typeof english, string>;
