import type english from './en';

/** Messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts in el. */
export default {
  'ui.shell.appFrame.imprint': 'Νομικές πληροφορίες',
  'ui.shell.appFrame.privacyPolicy': 'Πολιτική απορρήτου',
  'ui.shell.appSkeleton.loading': 'Φόρτωση…',
  'ui.shell.cookieConsent.necessaryNote':
    'Πάντα ενεργά: ο ιστότοπος δεν μπορεί να λειτουργήσει χωρίς αυτά τα cookies.',
  'ui.shell.toastRegion.label': 'Ειδοποιήσεις',
} satisfies Record<keyof typeof english, string>;
