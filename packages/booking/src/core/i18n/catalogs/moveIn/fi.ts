import type english from './en';

/** Finnish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Lataa lasku {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Lataa varaston {unit} vuokrasopimus (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Ladataan…',
  'ui.portal.documents.failed': 'Lataus epäonnistui. Yritä uudelleen.',
  'ui.portal.bookingsTable.contract': 'Vuokrasopimus',
  'ui.checkout.moveInDetails.title': 'Muuttotiedot',
  'ui.checkout.moveInDetails.unit': 'Varasto',
  'ui.checkout.moveInDetails.moveInDate': 'Muuttopäivä',
  'ui.checkout.moveInDetails.address': 'Osoite',
  'ui.checkout.moveInDetails.map': 'Näytä kartalla',
  'ui.checkout.moveInDetails.mapLabel': 'Näytä kartalla: {location} (avautuu uuteen välilehteen)',
  'ui.checkout.moveInDetails.accessHours': 'Kulkuajat',
  'ui.checkout.moveInDetails.gateCode': 'Porttikoodi',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Näytetään tässä, kun henkilöllisyytesi tarkistus on hyväksytty.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Tässä toimipisteessä ei tarvita porttikoodia.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Kirjaudu sisään nähdäksesi porttikoodisi',
  'ui.checkout.moveInDetails.calendar': 'Lisää muuttopäivä kalenteriin (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'Kalenteritiedoston lataus epäonnistui. Yritä uudelleen.',
  'ui.portal.bookingsTable.moveIn': 'Muutto',
  'ui.portal.bookingsTable.showMoveIn': 'Muuttotiedot',
  'ui.portal.moveIn.loading': 'Ladataan muuttotietoja…',
  'ui.portal.moveIn.loadError': 'Muuttotietoja ei voitu ladata.',
  'ui.checkout.moveInDetails.close': 'Sulje muuttotiedot',
} as const satisfies Record<keyof typeof english, string>;
