import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in fi. */
export default {
  'web.checkout.loadError': 'Kassaa ei voitu ladata.',
  'web.checkout.reason.paymentDeclined':
    'Korttisi hylättiin, eikä mitään veloitettu. Yritä uudelleen tai käytä toista korttia.',
  'web.checkout.reason.foreignSession':
    'Linkki kuului toiseen varausistuntoon, joten mitään ei muutettu. Voit jatkaa varaustasi tästä.',
  'web.checkout.reason.unknownBasket': 'Emme löytäneet tätä kassaistuntoa.',
  'web.checkout.summary.title': 'Varauksesi',
  'web.checkout.summary.unitType': 'Varastotila',
  'web.checkout.summary.moveInDate': 'Muuttopäivä',
  'web.checkout.summary.dueNow': 'Maksettava nyt',
  'web.checkout.summary.recurring': 'Vuokra laskutusjaksolta',
  'web.checkout.verify.waiting':
    'Pankkisi ei ole vielä vahvistanut maksua. Viimeistele maksu jatkamalla maksusivulla.',
  'web.checkout.createBooking.creating': 'Varaustasi luodaan…',
  'web.checkout.createBooking.error': 'Varaustasi ei voitu vielä luoda. Mitään ei varattu kahdesti.',
  'web.checkout.success.loading': 'Varausvahvistustasi ladataan…',
  'web.checkout.success.loadError': 'Varausvahvistustasi ei voitu ladata.',
  'web.checkout.success.invalidTitle': 'Tämä vahvistuslinkki ei ole voimassa',
  'web.checkout.success.invalidText':
    'Emme voineet vahvistaa varausta tämän linkin perusteella. Jos olet tehnyt varauksen, löydät tiedot vahvistussähköpostista.',
  'web.checkout.signed.title': 'Sopimus allekirjoitettu',
  'web.checkout.signed.text': 'Kiitos allekirjoituksesta. Jatka varaustasi ja vie se loppuun.',
  'web.checkout.signed.closeText':
    'Kiitos allekirjoituksesta. Voit sulkea tämän sivun ja jatkaa siitä, mihin jäit.',
  'web.checkout.signed.continue': 'Jatka varaustasi',
  'web.checkout.idCheckRedirect.title': 'Henkilöllisyyden tarkistus valmis',
  'web.checkout.idCheckRedirect.text':
    'Kiitos. Voit sulkea tämän sivun ja jatkaa varaustasi siellä, missä aloitit sen.',
} satisfies Record<keyof typeof english, string>;
