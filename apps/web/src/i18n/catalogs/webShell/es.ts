import type en from './en';

/** Spanish messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Configuración de cookies',
} satisfies Record<keyof typeof en, string>;
