import type en from './en';

/** Portuguese messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Definições de cookies',
} satisfies Record<keyof typeof en, string>;
