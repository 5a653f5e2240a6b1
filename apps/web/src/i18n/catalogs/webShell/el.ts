import type en from './en';

/** Greek messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Ρυθμίσεις cookies',
} satisfies Record<keyof typeof en, string>;
