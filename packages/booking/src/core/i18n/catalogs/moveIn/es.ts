import type english from './en';

/** Spanish messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Descargar la factura {number} (PDF, {size})',
  'ui.portal.documents.downloadContract':
    'Descargar el contrato de alquiler del trastero {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Descargando…',
  'ui.portal.documents.failed': 'La descarga ha fallado. Inténtelo de nuevo.',
  'ui.portal.bookingsTable.contract': 'Contrato de alquiler',
} as const satisfies Record<keyof typeof english, string>;
