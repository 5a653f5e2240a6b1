import type en from './en';

/** German messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Cookie-Einstellungen',
} satisfies Record<keyof typeof en, string>;
