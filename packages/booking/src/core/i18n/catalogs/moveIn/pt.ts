import type english from './en';

/** Portuguese messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Transferir a fatura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract':
    'Transferir o contrato de arrendamento da unidade {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'A transferir…',
  'ui.portal.documents.failed': 'A transferência falhou. Tente novamente.',
  'ui.portal.bookingsTable.contract': 'Contrato de arrendamento',
} as const satisfies Record<keyof typeof english, string>;
