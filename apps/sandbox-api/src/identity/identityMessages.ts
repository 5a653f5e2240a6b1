import { PAGE_LANGUAGE_PATTERN } from '../contract/contractLimits';
import { cs } from './messages/cs';
import { de } from './messages/de';
import { el } from './messages/el';
import { en } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';
import { fr } from './messages/fr';
import type { IdentityMessages } from './messages/IdentityMessages';
import { lv } from './messages/lv';
import { nb } from './messages/nb';
import { nl } from './messages/nl';
import { pl } from './messages/pl';
import { pt } from './messages/pt';
import { ru } from './messages/ru';
import { sv } from './messages/sv';

export type { IdentityMessages } from './messages/IdentityMessages';

/** The 14 languages of the product, the identity pages' languages. */
export type IdentityLanguage =
  | 'en'
  | 'de'
  | 'sv'
  | 'es'
  | 'fr'
  | 'nb'
  | 'pl'
  | 'lv'
  | 'ru'
  | 'nl'
  | 'fi'
  | 'pt'
  | 'cs'
  | 'el';

/** Every catalog, by language id (one file per language in `messages/`). English is the fallback. */
export const IDENTITY_CATALOGS = {
  en,
  de,
  sv,
  es,
  fr,
  nb,
  pl,
  lv,
  ru,
  nl,
  fi,
  pt,
  cs,
  el,
} as const satisfies Record<IdentityLanguage, IdentityMessages>;

/**
 * The page language for a `language` parameter (`de`, `de-AT`): a supported one, else English.
 * Returns the BCP 47 tag for the `lang` attribute and the messages.
 */
export function identityLanguage(language: string | undefined): { tag: string; messages: IdentityMessages } {
  const primary = PAGE_LANGUAGE_PATTERN.test(language ?? '') ? (language ?? '').slice(0, 2) : 'en';
  const messages = (IDENTITY_CATALOGS as Record<string, IdentityMessages>)[primary];
  return messages ? { tag: primary, messages } : { tag: 'en', messages: en };
}
