import type english from './en';

/** Messages of the reference app shell (web.*) in nl. */
export default {
  'web.loadingPage': 'De pagina wordt geladen…',
  'web.reloadingPage': 'De nieuwste versie van de pagina wordt geladen…',
} satisfies Record<keyof typeof english, string>;
