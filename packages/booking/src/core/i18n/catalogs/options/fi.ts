import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in fi. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} viikossa} monthly {{price} kuukaudessa} other {{price} (kertamaksu)}}',
  'ui.options.moveInDatePicker.range': 'Valitse päivämäärä väliltä {min} – {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Tämän tyyppisiä varastotiloja ei ole vapaana tästä päivästä alkaen. Valitse toinen päivämäärä.',
  'ui.options.moveInDatePicker.dateUnavailable': 'Tätä päivämäärää ei voi valita. Valitse toinen päivämäärä.',
  'ui.options.billingPlanSelector.showMore': 'Näytä lisää laskutuskausia',
  'ui.options.insuranceSelector.coverage': 'Vakuutusmäärä enintään {amount}',
  'ui.options.insuranceSelector.showMore': 'Näytä lisää vakuutuksia',
  'ui.options.productSelector.oneTime': 'Kertamaksulliset tuotteet',
  'ui.options.productSelector.recurring': 'Toistuvasti laskutettavat tuotteet',
  'ui.options.productSelector.quantity': 'Määrä',
  'ui.options.productSelector.decrease': 'Vähennä määrää: {name}',
  'ui.options.productSelector.increase': 'Lisää määrää: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Näytä lisää kertamaksullisia tuotteita',
  'ui.options.productSelector.showMoreRecurring': 'Näytä lisää toistuvasti laskutettavia tuotteita',
  'ui.options.discountCodePanel.label': 'Alennuskoodi',
  'ui.options.discountCodePanel.open': 'Minulla on alennuskoodi',
  'ui.options.discountCodePanel.apply': 'Käytä',
  'ui.options.discountCodePanel.cancel': 'Peruuta',
  'ui.options.discountCodePanel.validating': 'Alennuskoodia tarkistetaan…',
  'ui.options.discountCodePanel.applied': 'Alennuskoodi {code} on käytössä',
  'ui.options.discountCodePanel.remove': 'Poista alennuskoodi',
} satisfies Record<keyof typeof english, string>;
