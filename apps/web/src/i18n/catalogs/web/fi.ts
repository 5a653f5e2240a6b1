import type english from './en';

/** Messages of the reference app shell (web.*) in fi. */
export default {
  'web.loadingPage': 'Sivua ladataan…',
  'web.reloadingPage': 'Sivun uusinta versiota ladataan…',
} satisfies Record<keyof typeof english, string>;
