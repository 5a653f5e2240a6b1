import type english from './en';

/** Norwegian (Bokmål) messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Last ned faktura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Last ned leieavtalen for enhet {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Laster ned…',
  'ui.portal.documents.failed': 'Nedlastingen mislyktes. Prøv igjen.',
  'ui.portal.bookingsTable.contract': 'Leieavtale',
  'ui.checkout.moveInDetails.title': 'Informasjon om innflytting',
  'ui.checkout.moveInDetails.unit': 'Enhet',
  'ui.checkout.moveInDetails.moveInDate': 'Innflyttingsdato',
  'ui.checkout.moveInDetails.address': 'Adresse',
  'ui.checkout.moveInDetails.map': 'Vis på kart',
  'ui.checkout.moveInDetails.mapLabel': 'Vis på kart: {location} (åpnes i en ny fane)',
  'ui.checkout.moveInDetails.accessHours': 'Åpningstider',
  'ui.checkout.moveInDetails.gateCode': 'Portkode',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Vises her når identitetskontrollen din er godkjent.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Ingen portkode trengs på dette anlegget.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Logg inn for å se portkoden din',
  'ui.checkout.moveInDetails.calendar': 'Legg til innflyttingsdagen i kalenderen (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'Kalenderfilen kunne ikke lastes ned. Prøv igjen.',
  'ui.portal.bookingsTable.moveIn': 'Innflytting',
  'ui.portal.bookingsTable.showMoveIn': 'Informasjon om innflytting',
  'ui.portal.moveIn.loading': 'Laster inn informasjon om innflytting…',
  'ui.portal.moveIn.loadError': 'Informasjonen om innflytting kunne ikke lastes inn.',
  'ui.checkout.moveInDetails.close': 'Lukk informasjon om innflytting',
} as const satisfies Record<keyof typeof english, string>;
