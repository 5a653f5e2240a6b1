import type en from './en';

/** Latvian messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Sīkdatņu iestatījumi',
} satisfies Record<keyof typeof en, string>;
