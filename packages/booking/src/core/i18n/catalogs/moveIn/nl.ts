import type english from './en';

/** Dutch messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Factuur {number} downloaden (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Huurcontract van unit {unit} downloaden (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Bezig met downloaden…',
  'ui.portal.documents.failed': 'Het downloaden is mislukt. Probeer het opnieuw.',
  'ui.portal.bookingsTable.contract': 'Huurcontract',
} as const satisfies Record<keyof typeof english, string>;
