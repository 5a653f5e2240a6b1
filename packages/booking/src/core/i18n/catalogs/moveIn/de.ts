import type english from './en';

/** German messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Rechnung {number} herunterladen (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Mietvertrag der Einheit {unit} herunterladen (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Wird heruntergeladen…',
  'ui.portal.documents.failed': 'Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'ui.portal.bookingsTable.contract': 'Mietvertrag',
} as const satisfies Record<keyof typeof english, string>;
