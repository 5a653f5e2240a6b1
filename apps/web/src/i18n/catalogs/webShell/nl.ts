import type en from './en';

/** Dutch messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Cookie-instellingen',
} satisfies Record<keyof typeof en, string>;
