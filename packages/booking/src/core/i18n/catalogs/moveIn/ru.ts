import type english from './en';

/** Russian messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Скачать счёт {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Скачать договор аренды бокса {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Загрузка…',
  'ui.portal.documents.failed': 'Не удалось скачать файл. Попробуйте ещё раз.',
  'ui.portal.bookingsTable.contract': 'Договор аренды',
} as const satisfies Record<keyof typeof english, string>;
