import type english from './en';

/** Polish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Pobierz fakturę {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Pobierz umowę najmu boksu {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Pobieranie…',
  'ui.portal.documents.failed': 'Pobieranie nie powiodło się. Spróbuj ponownie.',
  'ui.portal.bookingsTable.contract': 'Umowa najmu',
} as const satisfies Record<keyof typeof english, string>;
