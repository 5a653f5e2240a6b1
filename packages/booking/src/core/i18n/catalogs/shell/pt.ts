import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in pt. */
export default {
  'ui.shell.appFrame.imprint': 'Informação legal',
  'ui.shell.appFrame.privacyPolicy': 'Política de privacidade',
  'ui.shell.appSkeleton.loading': 'A carregar…',
  'ui.shell.cookieConsent.necessaryNote': 'Sempre ativos: o site não funciona sem estes cookies.',
  'ui.shell.toastRegion.label': 'Notificações',
} satisfies Record<keyof typeof english, string>;
