import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in fi. */
export default {
  'web.flow.loading': 'Ladataan…',
  'web.flow.priceHint': 'Valitse muuttopäivä ja laskutusjakso nähdäksesi hinnan.',
  'web.flow.priceError': 'Hintaa ei voitu laskea. Yritä myöhemmin uudelleen.',
  'web.flow.unitSelection.title': 'Valitse varastotila',
  'web.flow.unitSelection.loading': 'Varastotiloja ladataan…',
  'web.flow.unitSelection.loadError': 'Varastotiloja ei voitu ladata.',
  'web.flow.interest.title': 'Loppuunmyyty? Ilmoita kiinnostuksesi',
  'web.flow.interest.intro':
    'Jätä yhteystietosi, niin otamme sinuun yhteyttä heti, kun tämäntyyppinen tila vapautuu.',
  'web.flow.interest.open': 'Ilmoita kiinnostus: {name}',
  'web.flow.unitType.title': 'Varaustasi valmistellaan',
  'web.flow.unitType.loading': 'Varastotilaa ladataan…',
  'web.flow.unitType.loadError': 'Varastotilaa ei voitu ladata.',
  'web.flow.options.title': 'Valinnat: {name}',
  'web.flow.options.changeUnitType': 'Valitse toinen varastotila',
  'web.flow.options.moveInDate.heading': 'Milloin haluat muuttaa sisään?',
  'web.flow.options.billingPeriod.heading': 'Miten haluat, että sinua laskutetaan?',
  'web.flow.options.insurance.heading': 'Valitse vakuutus tavaroillesi',
  'web.flow.options.products.heading': 'Tarvitsetko vielä jotain muuta?',
  'web.flow.options.checkingAvailability': 'Saatavuutta tarkistetaan…',
  'web.flow.options.loadError': 'Näitä valintoja ei voitu ladata.',
  'web.flow.options.continue': 'Jatka ostoskoriin',
  'web.flow.options.planChange.removed':
    '{name} ei sisälly laskutustapaan ”{plan}”, joten se poistettiin varauksestasi.',
  'web.flow.options.discountRemoved':
    'Alennuskoodi {code} poistettiin, koska valintasi muuttuivat. Voit syöttää sen uudelleen ostoskorissa.',
  'web.flow.options.preview.needsScript':
    'Ota JavaScript käyttöön selaimessasi, jotta voit valita vaihtoehdot ja varata verkossa.',
  'web.flow.options.preview.moveInWindow': 'Voit muuttaa sisään minä päivänä tahansa {first}–{last}.',
  'web.flow.basket.title': 'Ostoskorisi',
  'web.flow.basket.changeOptions': 'Muuta valintoja',
  'web.flow.basket.continue': 'Jatka tietoihisi',
  'web.flow.notAvailable.title': 'Ei saatavilla tänä päivänä',
  'web.flow.notAvailable.text': 'Valitettavasti {name} ei ole saatavilla {date} alkaen.',
  'web.flow.notAvailable.textWithoutName': 'Valitettavasti tämä varastotila ei ole saatavilla {date} alkaen.',
  'web.flow.notAvailable.nextDate': 'Seuraava vapaa päivä on {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Muuta sisään {date}',
  'web.flow.notAvailable.chooseDate': 'Valitse toinen päivä',
  'web.flow.notAvailable.chooseUnitType': 'Valitse toinen varastotila',
  'web.flow.notAvailable.alternatives': 'Muut varastotilat tässä toimipisteessä',
  'web.flow.customer.back': 'Takaisin ostoskoriin',
  'web.flow.customer.loadError': 'Maaluetteloa ei voitu ladata.',
  'web.flow.customer.submitError': 'Varaustasi ei voitu lähettää. Yritä uudelleen.',
  'web.flow.continue.title': 'Varauksesi jatkuu',
} satisfies Record<keyof typeof english, string>;
