import type english from './en';

/** French messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Télécharger la facture {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Télécharger le contrat de location du box {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Téléchargement…',
  'ui.portal.documents.failed': 'Le téléchargement a échoué. Veuillez réessayer.',
  'ui.portal.bookingsTable.contract': 'Contrat de location',
} as const satisfies Record<keyof typeof english, string>;
