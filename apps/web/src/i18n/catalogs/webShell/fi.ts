import type en from './en';

/** Finnish messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Evästeasetukset',
} satisfies Record<keyof typeof en, string>;
