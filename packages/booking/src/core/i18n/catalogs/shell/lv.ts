import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in lv. */
export default {
  'ui.shell.appFrame.imprint': 'Juridiskā informācija',
  'ui.shell.appFrame.privacyPolicy': 'Privātuma politika',
  'ui.shell.appSkeleton.loading': 'Notiek ielāde…',
  'ui.shell.cookieConsent.necessaryNote': 'Vienmēr ieslēgtas: bez šīm sīkdatnēm vietne nevar darboties.',
  'ui.shell.toastRegion.label': 'Paziņojumi',
} satisfies Record<keyof typeof english, string>;
