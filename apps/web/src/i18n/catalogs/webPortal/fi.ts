import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in fi. */
export default {
  'web.portal.overview.title': 'Oma tili',
  'web.portal.locations.loading': 'Toimipaikkojasi ladataan…',
  'web.portal.overview.loading': 'Tiliäsi ladataan…',
  'web.portal.locations.loadError': 'Toimipaikkojasi ei voitu ladata.',
  'web.portal.bookings.loadError': 'Varauksiasi ei voitu ladata.',
  'web.portal.openInvoices.loadError': 'Avoimia laskujasi ei voitu ladata.',
  'web.portal.invoiceHistory.loadError': 'Laskuhistoriaasi ei voitu ladata.',
  'web.portal.paymentMethod.loadError': 'Maksutapaasi ei voitu ladata.',
  'web.portal.notifications.loadError': 'Ilmoituksiasi ei voitu ladata.',
  'web.portal.cancel.done': 'Varaus {unit} on irtisanottu. Viimeinen päiväsi on {date}.',
  'web.portal.withdraw.done': 'Varauksen {unit} irtisanominen on peruttu. Vuokrasopimuksesi jatkuu.',
  'web.portal.withdraw.failed': 'Varauksen {unit} irtisanomista ei voitu perua. Yritä uudelleen.',
  'web.portal.withdraw.tooLate':
    'Varauksen {unit} irtisanomista ei voi enää perua: viimeinen päivä on koittanut.',
  'web.portal.sharedAccess.teaser': 'Anna muiden henkilöiden hallita tiliäsi tässä toimipaikassa.',
  'web.portal.sharedAccess.manage': 'Hallitse jaettua käyttöoikeutta',
  'web.portal.sharedAccess.title': 'Jaettu käyttöoikeus – {location}',
  'web.portal.sharedAccess.loadError': 'Jaetun käyttöoikeuden saaneita henkilöitä ei voitu ladata.',
  'web.portal.backToOverview': 'Takaisin omalle tilille',
  'web.portal.paymentUpdate.title': 'Vaihda maksutapa',
  'web.portal.paymentUpdate.lead':
    'Lisää kortti, jolta vuokrasi toimipaikassa {location} veloitetaan tästä lähtien. Nyt ei veloiteta mitään.',
  'web.portal.paymentUpdate.loading': 'Suojattua maksulomaketta valmistellaan…',
  'web.portal.paymentUpdate.loadError': 'Suojattua maksulomaketta ei voitu avata.',
  'web.portal.paymentUpdate.redirecting': 'Sinut ohjataan suojatulle maksusivulle…',
  'web.portal.paymentUpdate.continue': 'Jatka maksusivulle',
  'web.portal.paymentVerify.title': 'Uusi maksutapa',
  'web.portal.paymentVerify.saving': 'Uutta maksutapaasi tallennetaan…',
  'web.portal.paymentVerify.saved':
    'Uusi maksutapasi on tallennettu. Vuokrasi veloitetaan siltä tästä lähtien.',
  'web.portal.paymentVerify.savedToast': 'Maksutapasi on päivitetty.',
  'web.portal.paymentVerify.notSaved': 'Korttia ei tallennettu. Maksutapasi ei muuttunut.',
  'web.portal.paymentVerify.invalid': 'Tätä korttia ei voi käyttää maksutapana. Maksutapasi ei muuttunut.',
  'web.portal.paymentVerify.failed': 'Uutta maksutapaasi ei voitu tallentaa. Yritä uudelleen.',
  'web.portal.paymentVerify.tryAgain': 'Yritä uudelleen',
} satisfies Record<keyof typeof english, string>;
