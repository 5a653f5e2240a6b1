import type english from './en';

/** Finnish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Lataa lasku {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Lataa varaston {unit} vuokrasopimus (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Ladataan…',
  'ui.portal.documents.failed': 'Lataus epäonnistui. Yritä uudelleen.',
  'ui.portal.bookingsTable.contract': 'Vuokrasopimus',
} as const satisfies Record<keyof typeof english, string>;
