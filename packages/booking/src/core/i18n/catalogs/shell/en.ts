/** English messages of the app frame: header, footer, skeleton, cookie consent, language switcher and toasts (ui.shell.*). The reference for the other languages. */
export default {
  'ui.shell.appFrame.imprint': 'Imprint',
  'ui.shell.appFrame.privacyPolicy': 'Privacy policy',
  'ui.shell.appSkeleton.loading': 'Loading…',
  'ui.shell.cookieConsent.necessaryNote': 'Always on: the site cannot work without these cookies.',
  'ui.shell.toastRegion.label': 'Notifications',
} as const satisfies Record<string, string>;
