import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in cs. */
export default {
  'ui.shell.appFrame.imprint': 'Právní informace',
  'ui.shell.appFrame.privacyPolicy': 'Zásady ochrany osobních údajů',
  'ui.shell.appSkeleton.loading': 'Načítání…',
  'ui.shell.cookieConsent.necessaryNote': 'Vždy zapnuté: bez těchto cookies web nemůže fungovat.',
  'ui.shell.toastRegion.label': 'Oznámení',
} satisfies Record<keyof typeof english, string>;
