import type { Catalog, Language } from '../../index';

/**
 * The two parts of a catalog: `later`, the checkout's and the customer portal's messages (the
 * SDK's keys under `ui.checkout.` and `ui.portal.`) and the reasons a discount code does not
 * apply (`formValidation.discountCode<Reason>`, `ui.options.discountCodePanel.removed`: shown
 * only after an API answer), which `I18nProvider` with `deferMessages`
 * loads after the first page, and `start`, all the others.
 */
export type CatalogPart = 'start' | 'later';

type Loaders = Record<Language, () => Promise<{ default: Partial<Catalog> }>>;

// Literal dynamic imports, one per language and part, so bundlers emit a chunk for each.
const START: Loaders = {
  en: () => import('../../core/i18n/catalogs/en'),
  de: () => import('../../core/i18n/catalogs/de'),
  sv: () => import('../../core/i18n/catalogs/sv'),
  es: () => import('../../core/i18n/catalogs/es'),
  fr: () => import('../../core/i18n/catalogs/fr'),
  nb: () => import('../../core/i18n/catalogs/nb'),
  pl: () => import('../../core/i18n/catalogs/pl'),
  lv: () => import('../../core/i18n/catalogs/lv'),
  ru: () => import('../../core/i18n/catalogs/ru'),
  nl: () => import('../../core/i18n/catalogs/nl'),
  fi: () => import('../../core/i18n/catalogs/fi'),
  pt: () => import('../../core/i18n/catalogs/pt'),
  cs: () => import('../../core/i18n/catalogs/cs'),
  el: () => import('../../core/i18n/catalogs/el'),
};

const LATER: Loaders = {
  en: () => import('../../core/i18n/catalogs/later/en'),
  de: () => import('../../core/i18n/catalogs/later/de'),
  sv: () => import('../../core/i18n/catalogs/later/sv'),
  es: () => import('../../core/i18n/catalogs/later/es'),
  fr: () => import('../../core/i18n/catalogs/later/fr'),
  nb: () => import('../../core/i18n/catalogs/later/nb'),
  pl: () => import('../../core/i18n/catalogs/later/pl'),
  lv: () => import('../../core/i18n/catalogs/later/lv'),
  ru: () => import('../../core/i18n/catalogs/later/ru'),
  nl: () => import('../../core/i18n/catalogs/later/nl'),
  fi: () => import('../../core/i18n/catalogs/later/fi'),
  pt: () => import('../../core/i18n/catalogs/later/pt'),
  cs: () => import('../../core/i18n/catalogs/later/cs'),
  el: () => import('../../core/i18n/catalogs/later/el'),
};

/** Loads one part of the SDK catalog of `language` (English for an unknown language). */
export function loadCatalogPart(language: Language, part: CatalogPart): Promise<Partial<Catalog>> {
  const loaders = part === 'start' ? START : LATER;
  return (loaders[language] ?? loaders.en)().then((module) => module.default);
}
