import type english from './en';

/** Messages of the reference app shell (web.*) in pl. */
export default {
  'web.loadingPage': 'Ładowanie strony…',
  'web.reloadingPage': 'Ładowanie najnowszej wersji strony…',
} satisfies Record<keyof typeof english, string>;
