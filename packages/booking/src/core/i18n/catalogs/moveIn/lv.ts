import type english from './en';

/** Latvian messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Lejupielādēt rēķinu {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Lejupielādēt nodalījuma {unit} nomas līgumu (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Lejupielādē…',
  'ui.portal.documents.failed': 'Lejupielāde neizdevās. Lūdzu, mēģiniet vēlreiz.',
  'ui.portal.bookingsTable.contract': 'Nomas līgums',
  'ui.checkout.moveInDetails.title': 'Informācija par ievākšanos',
  'ui.checkout.moveInDetails.unit': 'Nodalījums',
  'ui.checkout.moveInDetails.moveInDate': 'Ievākšanās datums',
  'ui.checkout.moveInDetails.address': 'Adrese',
  'ui.checkout.moveInDetails.map': 'Rādīt kartē',
  'ui.checkout.moveInDetails.mapLabel': 'Rādīt kartē: {location} (atveras jaunā cilnē)',
  'ui.checkout.moveInDetails.accessHours': 'Piekļuves laiks',
  'ui.checkout.moveInDetails.gateCode': 'Vārtu kods',
  'ui.checkout.moveInDetails.gateCodeWithheld':
    'Tiks parādīts šeit, tiklīdz būs sekmīgi pabeigta jūsu identitātes pārbaude.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Šajā vietā vārtu kods nav vajadzīgs.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Pierakstieties, lai redzētu savu vārtu kodu',
  'ui.checkout.moveInDetails.calendar': 'Pievienot ievākšanās dienu kalendāram (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Kalendāra failu neizdevās lejupielādēt. Lūdzu, mēģiniet vēlreiz.',
  'ui.portal.bookingsTable.moveIn': 'Ievākšanās',
  'ui.portal.bookingsTable.showMoveIn': 'Informācija par ievākšanos',
  'ui.portal.moveIn.loading': 'Ielādē informāciju par ievākšanos…',
  'ui.portal.moveIn.loadError': 'Informāciju par ievākšanos neizdevās ielādēt.',
  'ui.checkout.moveInDetails.close': 'Aizvērt informāciju par ievākšanos',
} as const satisfies Record<keyof typeof english, string>;
