import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in fr. */
export default {
  'ui.shell.appFrame.imprint': 'Mentions légales',
  'ui.shell.appFrame.privacyPolicy': 'Politique de confidentialité',
  'ui.shell.appSkeleton.loading': 'Chargement…',
  'ui.shell.cookieConsent.necessaryNote':
    'Toujours actifs\u00a0: le site ne peut pas fonctionner sans ces cookies.',
  'ui.shell.toastRegion.label': 'Alertes',
} satisfies Record<keyof typeof english, string>;
