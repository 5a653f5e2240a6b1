import type en from './en';

/** Polish messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Ustawienia plików cookie',
} satisfies Record<keyof typeof en, string>;
