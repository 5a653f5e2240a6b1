import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in fi. */
export default {
  'ui.shell.appFrame.imprint': 'Oikeudelliset tiedot',
  'ui.shell.appFrame.privacyPolicy': 'Tietosuojaseloste',
  'ui.shell.appSkeleton.loading': 'Ladataan…',
  'ui.shell.cookieConsent.necessaryNote': 'Aina käytössä: sivusto ei toimi ilman näitä evästeitä.',
  'ui.shell.toastRegion.label': 'Ilmoitukset',
} satisfies Record<keyof typeof english, string>;
