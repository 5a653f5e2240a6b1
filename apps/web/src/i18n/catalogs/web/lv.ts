import type english from './en';

/** Messages of the reference app shell (web.*) in lv. */
export default {
  'web.loadingPage': 'Notiek lapas ielāde…',
  'web.reloadingPage': 'Notiek lapas jaunākās versijas ielāde…',
} satisfies Record<keyof typeof english, string>;
