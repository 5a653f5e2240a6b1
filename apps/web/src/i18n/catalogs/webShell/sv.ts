import type en from './en';

/** Swedish messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Cookie-inställningar',
} satisfies Record<keyof typeof en, string>;
