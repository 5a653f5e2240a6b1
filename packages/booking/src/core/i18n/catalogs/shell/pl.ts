import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in pl. */
export default {
  'ui.shell.appFrame.imprint': 'Nota prawna',
  'ui.shell.appFrame.privacyPolicy': 'Polityka prywatności',
  'ui.shell.appSkeleton.loading': 'Ładowanie…',
  'ui.shell.cookieConsent.necessaryNote': 'Zawsze włączone: bez tych plików cookie strona nie może działać.',
  'ui.shell.toastRegion.label': 'Powiadomienia',
} satisfies Record<keyof typeof english, string>;
