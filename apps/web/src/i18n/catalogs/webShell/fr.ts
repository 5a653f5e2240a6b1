import type en from './en';

/** French messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Paramètres des cookies',
} satisfies Record<keyof typeof en, string>;
