import type english from './en';

/** Messages of the reference app shell (web.*) in cs. */
export default {
  'web.loadingPage': 'Stránka se načítá…',
  'web.reloadingPage': 'Načítá se nejnovější verze stránky…',
} satisfies Record<keyof typeof english, string>;
