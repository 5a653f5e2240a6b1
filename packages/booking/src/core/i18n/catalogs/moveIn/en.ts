/**
 * English messages of the customer portal's documents (the invoice and rental contract
 * downloads, named with their size) and of the move-in details. In the `later` catalog part, with
 * the rest of the portal and the checkout. The reference for the other languages.
 */
export default {
  'ui.portal.documents.downloadInvoice': 'Download invoice {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Download the rental contract of unit {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Downloading…',
  'ui.portal.documents.failed': 'The download failed. Please try again.',
  'ui.portal.bookingsTable.contract': 'Rental contract',
} as const satisfies Record<string, string>;
