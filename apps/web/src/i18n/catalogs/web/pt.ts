import type english from './en';

/** Messages of the reference app shell (web.*) in pt. */
export default {
  'web.loadingPage': 'A carregar a página…',
  'web.reloadingPage': 'A carregar a versão mais recente da página…',
} satisfies Record<keyof typeof english, string>;
