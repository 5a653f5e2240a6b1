import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in es. */
export default {
  'ui.shell.appFrame.imprint': 'Aviso legal',
  'ui.shell.appFrame.privacyPolicy': 'Política de privacidad',
  'ui.shell.appSkeleton.loading': 'Cargando…',
  'ui.shell.cookieConsent.necessaryNote': 'Siempre activas: el sitio no puede funcionar sin estas cookies.',
  'ui.shell.toastRegion.label': 'Notificaciones',
} satisfies Record<keyof typeof english, string>;
