import type en from './en';

/** Norwegian Bokmål messages of the reference app's shell (web.shell.*). */
export default {
  'web.shell.cookieSettings': 'Innstillinger for informasjonskapsler',
} satisfies Record<keyof typeof en, string>;
