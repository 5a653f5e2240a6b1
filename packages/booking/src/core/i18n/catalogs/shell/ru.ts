import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in ru. */
export default {
  'ui.shell.appFrame.imprint': 'Правовая информация',
  'ui.shell.appFrame.privacyPolicy': 'Политика конфиденциальности',
  'ui.shell.appSkeleton.loading': 'Загрузка…',
  'ui.shell.cookieConsent.necessaryNote': 'Всегда включены: без этих файлов cookie сайт не может работать.',
  'ui.shell.toastRegion.label': 'Уведомления',
} satisfies Record<keyof typeof english, string>;
