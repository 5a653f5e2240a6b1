import type english from './en';

/** Dutch messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Factuur {number} downloaden (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Huurcontract van unit {unit} downloaden (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Bezig met downloaden…',
  'ui.portal.documents.failed': 'Het downloaden is mislukt. Probeer het opnieuw.',
  'ui.portal.bookingsTable.contract': 'Huurcontract',
  'ui.checkout.moveInDetails.title': 'Verhuisinformatie',
  'ui.checkout.moveInDetails.unit': 'Unit',
  'ui.checkout.moveInDetails.moveInDate': 'Verhuisdatum',
  'ui.checkout.moveInDetails.address': 'Adres',
  'ui.checkout.moveInDetails.map': 'Op de kaart tonen',
  'ui.checkout.moveInDetails.mapLabel': 'Op de kaart tonen: {location} (opent in een nieuw tabblad)',
  'ui.checkout.moveInDetails.accessHours': 'Toegangstijden',
  'ui.checkout.moveInDetails.gateCode': 'Poortcode',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Wordt hier getoond zodra uw identiteitscontrole is geslaagd.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Op deze locatie is geen poortcode nodig.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Log in om uw poortcode te zien',
  'ui.checkout.moveInDetails.calendar': 'Verhuisdag toevoegen aan agenda (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Het agendabestand kon niet worden gedownload. Probeer het opnieuw.',
  'ui.portal.bookingsTable.moveIn': 'Verhuizing',
  'ui.portal.bookingsTable.showMoveIn': 'Verhuisinformatie',
  'ui.portal.moveIn.loading': 'Verhuisinformatie laden…',
  'ui.portal.moveIn.loadError': 'De verhuisinformatie kon niet worden geladen.',
  'ui.checkout.moveInDetails.close': 'Verhuisinformatie sluiten',
} as const satisfies Record<keyof typeof english, string>;
