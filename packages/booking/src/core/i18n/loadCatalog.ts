import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type englishCatalog from './catalogs/all/en';
import type { Language } from './languages';

/** A key of the SDK's message catalogs, such as `formValidation.required`. */
export type MessageKey = keyof typeof englishCatalog;

/**
 * A message as a catalog holds it: ICU MessageFormat text, or that text already parsed into its
 * syntax tree by a build step (the reference app precompiles the SDK catalogs, so its first load
 * carries no ICU parser).
 */
export type CatalogMessage = string | readonly MessageFormatElement[];

/**
 * One language's messages: every key of the English catalog, as ICU MessageFormat text (or its
 * syntax tree, where a build step precompiled the catalog).
 */
export type Catalog = Readonly<Record<MessageKey, CatalogMessage>>;

// One literal dynamic import per language, so bundlers emit one chunk per catalog.
const CATALOG_LOADERS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import('./catalogs/all/en'),
  de: () => import('./catalogs/all/de'),
  sv: () => import('./catalogs/all/sv'),
  es: () => import('./catalogs/all/es'),
  fr: () => import('./catalogs/all/fr'),
  nb: () => import('./catalogs/all/nb'),
  pl: () => import('./catalogs/all/pl'),
  lv: () => import('./catalogs/all/lv'),
  ru: () => import('./catalogs/all/ru'),
  nl: () => import('./catalogs/all/nl'),
  fi: () => import('./catalogs/all/fi'),
  pt: () => import('./catalogs/all/pt'),
  cs: () => import('./catalogs/all/cs'),
  el: () => import('./catalogs/all/el'),
};

/**
 * Loads the SDK catalog of one language. Each language is its own module, loaded by dynamic
 * import, so a bundler splits the catalogs out of the main chunk and a page downloads only the
 * languages it uses.
 */
export function loadCatalog(language: Language): Promise<Catalog> {
  return (CATALOG_LOADERS[language] ?? CATALOG_LOADERS.en)().then((module) => module.default);
}

/**
 * Loads what {@link createI18n} needs for `language`: its catalog and the English fallback.
 *
 * @example
 * const i18n = createI18n({ language: 'sv', catalogs: await loadCatalogs('sv'), serverMessages });
 */
export async function loadCatalogs(language: Language): Promise<Partial<Record<Language, Catalog>>> {
  const [english, own] = await Promise.all([loadCatalog('en'), loadCatalog(language)]);
  return { en: english, [language]: own };
}
