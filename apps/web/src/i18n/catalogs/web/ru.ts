import type english from './en';

/** Messages of the reference app shell (web.*) in ru. */
export default {
  'web.loadingPage': 'Страница загружается…',
  'web.reloadingPage': 'Загружается последняя версия страницы…',
} satisfies Record<keyof typeof english, string>;
