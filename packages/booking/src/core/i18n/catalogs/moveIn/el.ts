import type english from './en';

/** Greek messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Λήψη τιμολογίου {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Λήψη του μισθωτηρίου για τη μονάδα {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Λήψη σε εξέλιξη…',
  'ui.portal.documents.failed': 'Η λήψη απέτυχε. Δοκιμάστε ξανά.',
  'ui.portal.bookingsTable.contract': 'Μισθωτήριο',
} as const satisfies Record<keyof typeof english, string>;
