import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in nl. */
export default {
  'ui.shell.appFrame.imprint': 'Colofon',
  'ui.shell.appFrame.privacyPolicy': 'Privacybeleid',
  'ui.shell.appSkeleton.loading': 'Bezig met laden…',
  'ui.shell.cookieConsent.necessaryNote': 'Altijd aan: zonder deze cookies kan de website niet werken.',
  'ui.shell.toastRegion.label': 'Meldingen',
} satisfies Record<keyof typeof english, string>;
