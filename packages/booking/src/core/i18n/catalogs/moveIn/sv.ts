import type english from './en';

/** Swedish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Ladda ner faktura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Ladda ner hyresavtalet för förråd {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Laddar ner…',
  'ui.portal.documents.failed': 'Nedladdningen misslyckades. Försök igen.',
  'ui.portal.bookingsTable.contract': 'Hyresavtal',
  'ui.checkout.moveInDetails.title': 'Information inför inflyttning',
  'ui.checkout.moveInDetails.unit': 'Förråd',
  'ui.checkout.moveInDetails.moveInDate': 'Inflyttningsdatum',
  'ui.checkout.moveInDetails.address': 'Adress',
  'ui.checkout.moveInDetails.map': 'Visa på karta',
  'ui.checkout.moveInDetails.mapLabel': 'Visa på karta: {location} (öppnas i en ny flik)',
  'ui.checkout.moveInDetails.accessHours': 'Öppettider',
  'ui.checkout.moveInDetails.gateCode': 'Portkod',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Visas här när din identitetskontroll är godkänd.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Ingen portkod behövs på den här anläggningen.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Logga in för att se din portkod',
  'ui.checkout.moveInDetails.calendar': 'Lägg till inflyttningsdagen i kalendern (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'Kalenderfilen kunde inte laddas ner. Försök igen.',
  'ui.portal.bookingsTable.moveIn': 'Inflyttning',
  'ui.portal.bookingsTable.showMoveIn': 'Information inför inflyttning',
  'ui.portal.moveIn.loading': 'Laddar information inför inflyttning…',
  'ui.portal.moveIn.loadError': 'Informationen inför inflyttningen kunde inte laddas.',
  'ui.checkout.moveInDetails.close': 'Stäng information inför inflyttning',
} as const satisfies Record<keyof typeof english, string>;
