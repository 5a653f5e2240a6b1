import type english from './en';

/** Czech messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Stáhnout fakturu {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Stáhnout nájemní smlouvu k boxu {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Stahování…',
  'ui.portal.documents.failed': 'Stažení se nezdařilo. Zkuste to prosím znovu.',
  'ui.portal.bookingsTable.contract': 'Nájemní smlouva',
  'ui.checkout.moveInDetails.title': 'Informace k nastěhování',
  'ui.checkout.moveInDetails.unit': 'Box',
  'ui.checkout.moveInDetails.moveInDate': 'Datum nastěhování',
  'ui.checkout.moveInDetails.address': 'Adresa',
  'ui.checkout.moveInDetails.map': 'Zobrazit na mapě',
  'ui.checkout.moveInDetails.mapLabel': 'Zobrazit na mapě: {location} (otevře se na nové kartě)',
  'ui.checkout.moveInDetails.accessHours': 'Přístupová doba',
  'ui.checkout.moveInDetails.gateCode': 'Kód k bráně',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Zobrazí se zde, jakmile bude vaše ověření totožnosti úspěšné.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Na tomto místě není kód k bráně potřeba.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Přihlaste se a uvidíte svůj kód k bráně',
  'ui.checkout.moveInDetails.calendar': 'Přidat den nastěhování do kalendáře (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Soubor kalendáře se nepodařilo stáhnout. Zkuste to prosím znovu.',
  'ui.portal.bookingsTable.moveIn': 'Nastěhování',
  'ui.portal.bookingsTable.showMoveIn': 'Informace k nastěhování',
  'ui.portal.moveIn.loading': 'Načítání informací k nastěhování…',
  'ui.portal.moveIn.loadError': 'Informace k nastěhování se nepodařilo načíst.',
  'ui.checkout.moveInDetails.close': 'Zavřít informace k nastěhování',
} as const satisfies Record<keyof typeof english, string>;
