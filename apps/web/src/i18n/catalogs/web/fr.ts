import type english from './en';

/** Messages of the reference app shell (web.*) in fr. */
export default {
  'web.loadingPage': 'Chargement de la page…',
  'web.reloadingPage': 'Chargement de la dernière version de la page…',
} satisfies Record<keyof typeof english, string>;
