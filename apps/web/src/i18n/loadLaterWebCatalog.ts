import type { Language } from '@stowly/booking';

/** A catalog part's loaders, one literal dynamic import per language (the bundler emits a chunk for each). */
export type Loaders = Record<Language, () => Promise<{ default: Readonly<Record<string, string>> }>>;

// The checkout's messages (`web.checkout.*`): the part `deferMessages` loads after the first page.
const LATER: Loaders = {
  en: () => import('./catalogs/webCheckout/en'),
  de: () => import('./catalogs/webCheckout/de'),
  sv: () => import('./catalogs/webCheckout/sv'),
  es: () => import('./catalogs/webCheckout/es'),
  fr: () => import('./catalogs/webCheckout/fr'),
  nb: () => import('./catalogs/webCheckout/nb'),
  pl: () => import('./catalogs/webCheckout/pl'),
  lv: () => import('./catalogs/webCheckout/lv'),
  ru: () => import('./catalogs/webCheckout/ru'),
  nl: () => import('./catalogs/webCheckout/nl'),
  fi: () => import('./catalogs/webCheckout/fi'),
  pt: () => import('./catalogs/webCheckout/pt'),
  cs: () => import('./catalogs/webCheckout/cs'),
  el: () => import('./catalogs/webCheckout/el'),
};

/** The checkout's messages of one language (`web.checkout.*`): apart, so the first page does not load their loaders. */
export function loadLaterWebCatalog(language: Language): Promise<Readonly<Record<string, string>>> {
  return (LATER[language] ?? LATER.en)().then((module) => module.default);
}
