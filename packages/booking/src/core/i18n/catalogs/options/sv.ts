import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in sv. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} per vecka} monthly {{price} per månad} other {{price} (engångskostnad)}}',
  'ui.options.moveInDatePicker.range': 'Välj ett datum från {min} till {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Inget förråd av den här typen är ledigt från detta datum. Välj ett annat datum.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Det här datumet går inte att välja. Välj ett annat datum.',
  'ui.options.billingPlanSelector.showMore': 'Visa fler faktureringsperioder',
  'ui.options.insuranceSelector.coverage': 'Försäkrat belopp upp till {amount}',
  'ui.options.insuranceSelector.showMore': 'Visa fler försäkringar',
  'ui.options.productSelector.oneTime': 'Engångsprodukter',
  'ui.options.productSelector.recurring': 'Återkommande produkter',
  'ui.options.productSelector.quantity': 'Antal',
  'ui.options.productSelector.decrease': 'Minska antalet för {name}',
  'ui.options.productSelector.increase': 'Öka antalet för {name}',
  'ui.options.productSelector.showMoreOneTime': 'Visa fler engångsprodukter',
  'ui.options.productSelector.showMoreRecurring': 'Visa fler återkommande produkter',
  'ui.options.discountCodePanel.label': 'Rabattkod',
  'ui.options.discountCodePanel.open': 'Jag har en rabattkod',
  'ui.options.discountCodePanel.apply': 'Använd',
  'ui.options.discountCodePanel.cancel': 'Avbryt',
  'ui.options.discountCodePanel.validating': 'Rabattkoden kontrolleras…',
  'ui.options.discountCodePanel.applied': 'Rabattkoden {code} har lagts till',
  'ui.options.discountCodePanel.remove': 'Ta bort rabattkoden',
} satisfies Record<keyof typeof english, string>;
