import type english from './en';

/** Messages of the reference app shell (web.*) in sv. */
export default {
  'web.loadingPage': 'Sidan laddas…',
  'web.reloadingPage': 'Den senaste versionen av sidan laddas…',
} satisfies Record<keyof typeof english, string>;
