import type english from './en';

/** Messages of the reference app shell (web.*) in nb. */
export default {
  'web.loadingPage': 'Siden lastes inn…',
  'web.reloadingPage': 'Den nyeste versjonen av siden lastes inn…',
} satisfies Record<keyof typeof english, string>;
