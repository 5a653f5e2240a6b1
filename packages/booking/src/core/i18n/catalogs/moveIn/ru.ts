import type english from './en';

/** Russian messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Скачать счёт {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Скачать договор аренды бокса {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Загрузка…',
  'ui.portal.documents.failed': 'Не удалось скачать файл. Попробуйте ещё раз.',
  'ui.portal.bookingsTable.contract': 'Договор аренды',
  'ui.checkout.moveInDetails.title': 'Информация для заезда',
  'ui.checkout.moveInDetails.unit': 'Бокс',
  'ui.checkout.moveInDetails.moveInDate': 'Дата заезда',
  'ui.checkout.moveInDetails.address': 'Адрес',
  'ui.checkout.moveInDetails.map': 'Показать на карте',
  'ui.checkout.moveInDetails.mapLabel': 'Показать на карте: {location} (откроется в новой вкладке)',
  'ui.checkout.moveInDetails.accessHours': 'Часы доступа',
  'ui.checkout.moveInDetails.gateCode': 'Код от ворот',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Появится здесь после успешной проверки личности.',
  'ui.checkout.moveInDetails.gateCodeNone': 'На этом объекте код от ворот не нужен.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Войдите, чтобы увидеть код от ворот',
  'ui.checkout.moveInDetails.calendar': 'Добавить день заезда в календарь (.ics)',
  'ui.checkout.moveInDetails.calendarFailed': 'Не удалось скачать файл календаря. Попробуйте ещё раз.',
  'ui.portal.bookingsTable.moveIn': 'Заезд',
  'ui.portal.bookingsTable.showMoveIn': 'Информация для заезда',
  'ui.portal.moveIn.loading': 'Загрузка информации для заезда…',
  'ui.portal.moveIn.loadError': 'Не удалось загрузить информацию для заезда.',
  'ui.checkout.moveInDetails.close': 'Закрыть информацию для заезда',
} as const satisfies Record<keyof typeof english, string>;
