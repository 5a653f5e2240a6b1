import type en from './en';

/** Czech messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Nastavení cookies',
} satisfies Record<keyof typeof en, string>;
