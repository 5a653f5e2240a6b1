import type english from './en';

/** Latvian messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Lejupielādēt rēķinu {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Lejupielādēt nodalījuma {unit} nomas līgumu (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Lejupielādē…',
  'ui.portal.documents.failed': 'Lejupielāde neizdevās. Lūdzu, mēģiniet vēlreiz.',
  'ui.portal.bookingsTable.contract': 'Nomas līgums',
} as const satisfies Record<keyof typeof english, string>;
