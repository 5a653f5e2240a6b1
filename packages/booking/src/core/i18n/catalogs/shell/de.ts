import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in de. */
export default {
  'ui.shell.appFrame.imprint': 'Impressum',
  'ui.shell.appFrame.privacyPolicy': 'Datenschutzerklärung',
  'ui.shell.appSkeleton.loading': 'Wird geladen…',
  'ui.shell.cookieConsent.necessaryNote':
    'Immer aktiv: Ohne diese Cookies kann die Website nicht funktionieren.',
  'ui.shell.toastRegion.label': 'Benachrichtigungen',
} satisfies Record<keyof typeof english, string>;
