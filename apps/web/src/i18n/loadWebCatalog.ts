import type { AppCatalogLoader } from '@stowly/booking/react';
import type englishStart from './catalogs/en';
import type englishCheckout from './catalogs/webCheckout/en';
import type englishPortal from './catalogs/webPortal/en';
import type { Loaders } from './loadLaterWebCatalog';

/**
 * A key of the reference app's own messages (`web.*`). The SDK's keys are `MessageKey` of
 * `@stowly/booking`; `t` of `useTranslation` takes both.
 */
export type WebMessageKey =
  | keyof typeof englishStart
  | keyof typeof englishCheckout
  | keyof typeof englishPortal;

// Literal dynamic imports, one per language and part, so the bundler emits a chunk for each.
const START: Loaders = {
  en: () => import('./catalogs/en'),
  de: () => import('./catalogs/de'),
  sv: () => import('./catalogs/sv'),
  es: () => import('./catalogs/es'),
  fr: () => import('./catalogs/fr'),
  nb: () => import('./catalogs/nb'),
  pl: () => import('./catalogs/pl'),
  lv: () => import('./catalogs/lv'),
  ru: () => import('./catalogs/ru'),
  nl: () => import('./catalogs/nl'),
  fi: () => import('./catalogs/fi'),
  pt: () => import('./catalogs/pt'),
  cs: () => import('./catalogs/cs'),
  el: () => import('./catalogs/el'),
};

/**
 * The reference app's messages of one language and catalog part, beside the SDK's: the
 * `appCatalogs` of its `I18nProvider` and `prefetchCatalogs`. Integrators do not download them.
 */
export const loadWebCatalog: AppCatalogLoader = (language, part) => {
  if (part !== 'start')
    return import('./loadLaterWebCatalog').then((module) => module.loadLaterWebCatalog(language));
  return (START[language] ?? START.en)().then((module) => module.default);
};
