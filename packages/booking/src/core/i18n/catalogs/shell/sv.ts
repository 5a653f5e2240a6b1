import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in sv. */
export default {
  'ui.shell.appFrame.imprint': 'Företagsinformation',
  'ui.shell.appFrame.privacyPolicy': 'Integritetspolicy',
  'ui.shell.appSkeleton.loading': 'Laddar…',
  'ui.shell.cookieConsent.necessaryNote': 'Alltid på: webbplatsen fungerar inte utan dessa cookies.',
  'ui.shell.toastRegion.label': 'Aviseringar',
} satisfies Record<keyof typeof english, string>;
