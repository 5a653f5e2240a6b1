import type en from './en';

/** Russian messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Настройки файлов cookie',
} satisfies Record<keyof typeof en, string>;
