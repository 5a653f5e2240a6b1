import type english from './en';

/** Swedish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Ladda ner faktura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Ladda ner hyresavtalet för förråd {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Laddar ner…',
  'ui.portal.documents.failed': 'Nedladdningen misslyckades. Försök igen.',
  'ui.portal.bookingsTable.contract': 'Hyresavtal',
} as const satisfies Record<keyof typeof english, string>;
