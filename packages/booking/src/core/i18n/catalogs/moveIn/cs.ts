import type english from './en';

/** Czech messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Stáhnout fakturu {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Stáhnout nájemní smlouvu k boxu {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Stahování…',
  'ui.portal.documents.failed': 'Stažení se nezdařilo. Zkuste to prosím znovu.',
  'ui.portal.bookingsTable.contract': 'Nájemní smlouva',
} as const satisfies Record<keyof typeof english, string>;
