import type { Language } from '@stowly/booking';

/** A catalog part's loaders, one literal dynamic import per language (the bundler emits a chunk for each). */
export type Loaders = Record<Language, () => Promise<{ default: Readonly<Record<string, string>> }>>;

/** One loader of two catalogs of a language, joined. */
function both(checkout: Loaders[Language], portal: Loaders[Language]): Loaders[Language] {
  return () =>
    Promise.all([checkout(), portal()]).then(([first, second]) => ({
      default: { ...first.default, ...second.default },
    }));
}

// The checkout's and the portal's messages (`web.checkout.*`, `web.portal.*`): the part
// `deferMessages` loads after the first page (or with a page that shows them).
const LATER: Loaders = {
  en: both(
    () => import('./catalogs/webCheckout/en'),
    () => import('./catalogs/webPortal/en'),
  ),
  de: both(
    () => import('./catalogs/webCheckout/de'),
    () => import('./catalogs/webPortal/de'),
  ),
  sv: both(
    () => import('./catalogs/webCheckout/sv'),
    () => import('./catalogs/webPortal/sv'),
  ),
  es: both(
    () => import('./catalogs/webCheckout/es'),
    () => import('./catalogs/webPortal/es'),
  ),
  fr: both(
    () => import('./catalogs/webCheckout/fr'),
    () => import('./catalogs/webPortal/fr'),
  ),
  nb: both(
    () => import('./catalogs/webCheckout/nb'),
    () => import('./catalogs/webPortal/nb'),
  ),
  pl: both(
    () => import('./catalogs/webCheckout/pl'),
    () => import('./catalogs/webPortal/pl'),
  ),
  lv: both(
    () => import('./catalogs/webCheckout/lv'),
    () => import('./catalogs/webPortal/lv'),
  ),
  ru: both(
    () => import('./catalogs/webCheckout/ru'),
    () => import('./catalogs/webPortal/ru'),
  ),
  nl: both(
    () => import('./catalogs/webCheckout/nl'),
    () => import('./catalogs/webPortal/nl'),
  ),
  fi: both(
    () => import('./catalogs/webCheckout/fi'),
    () => import('./catalogs/webPortal/fi'),
  ),
  pt: both(
    () => import('./catalogs/webCheckout/pt'),
    () => import('./catalogs/webPortal/pt'),
  ),
  cs: both(
    () => import('./catalogs/webCheckout/cs'),
    () => import('./catalogs/webPortal/cs'),
  ),
  el: both(
    () => import('./catalogs/webCheckout/el'),
    () => import('./catalogs/webPortal/el'),
  ),
};

/** The checkout's and the portal's messages of one language: apart, so the first page does not load their loaders. */
export function loadLaterWebCatalog(language: Language): Promise<Readonly<Record<string, string>>> {
  return (LATER[language] ?? LATER.en)().then((module) => module.default);
}
