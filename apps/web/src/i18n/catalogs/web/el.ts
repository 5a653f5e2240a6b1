import type english from './en';

/** Messages of the reference app shell (web.*) in el. */
export default {
  'web.loadingPage': 'Η σελίδα φορτώνεται…',
  'web.reloadingPage': 'Φορτώνεται η πιο πρόσφατη έκδοση της σελίδας…',
} satisfies Record<keyof typeof english, string>;
