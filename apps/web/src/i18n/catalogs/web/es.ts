import type english from './en';

/** Messages of the reference app shell (web.*) in es. */
export default {
  'web.loadingPage': 'Cargando la página…',
  'web.reloadingPage': 'Cargando la versión más reciente de la página…',
} satisfies Record<keyof typeof english, string>;
