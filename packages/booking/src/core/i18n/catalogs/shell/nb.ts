import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in nb. */
export default {
  'ui.shell.appFrame.imprint': 'Juridisk informasjon',
  'ui.shell.appFrame.privacyPolicy': 'Personvernerklæring',
  'ui.shell.appSkeleton.loading': 'Laster inn…',
  'ui.shell.cookieConsent.necessaryNote':
    'Alltid på: nettstedet kan ikke fungere uten disse informasjonskapslene.',
  'ui.shell.toastRegion.label': 'Varsler',
} satisfies Record<keyof typeof english, string>;
