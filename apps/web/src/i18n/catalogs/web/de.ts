import type english from './en';

/** Messages of the reference app shell (web.*) in de. */
export default {
  'web.loadingPage': 'Die Seite wird geladen…',
  'web.reloadingPage': 'Die neueste Version der Seite wird geladen…',
} satisfies Record<keyof typeof english, string>;
