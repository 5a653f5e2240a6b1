/**
 * The words of the sandbox's mails in the 14 languages of the product (spec section 9). English is
 * the reference and the fallback; the terms follow the booking app's catalogs (`Storage unit`,
 * `Move-in date`, `customer portal`) so a mail speaks as the app does. Placeholders in braces are
 * filled by `renderAccountMail`: `{tenant}`, `{name}`, `{owner}`, `{location}`, `{unitType}`, `{invoice}`.
 */

import { cs } from './messages/cs';
import { de } from './messages/de';
import { el } from './messages/el';
import { en } from './messages/en';
import { es } from './messages/es';
import { fi } from './messages/fi';
import { fr } from './messages/fr';
import { lv } from './messages/lv';
import type { MailMessages } from './messages/MailMessages';
import { nb } from './messages/nb';
import { nl } from './messages/nl';
import { pl } from './messages/pl';
import { pt } from './messages/pt';
import { ru } from './messages/ru';
import { sv } from './messages/sv';

export type { MailMessageKey, MailMessages } from './messages/MailMessages';

/** The languages mails are written in, as lower-case ids; the first is the fallback. */
export const MAIL_LANGUAGES = [
  'en',
  'de',
  'sv',
  'es',
  'fr',
  'nb',
  'pl',
  'lv',
  'ru',
  'nl',
  'fi',
  'pt',
  'cs',
  'el',
] as const;

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The regional locale each language formats dates and amounts with (spec section 9). */
export const MAIL_LOCALES: Readonly<Record<MailLanguage, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  sv: 'sv-SE',
  es: 'es-ES',
  fr: 'fr-FR',
  nb: 'nb-NO',
  pl: 'pl-PL',
  lv: 'lv-LV',
  ru: 'ru-RU',
  nl: 'nl-NL',
  fi: 'fi-FI',
  pt: 'pt-PT',
  cs: 'cs-CZ',
  el: 'el-GR',
};

/** Every mail text in every language (one file per language in `messages/`); a missing key is a type error. */
export const MAIL_MESSAGES: Readonly<Record<MailLanguage, MailMessages>> = {
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
};

/** A language id from anywhere (`sv`, `SV`, `sv-SE`) as a mail language; English when unknown. */
export function mailLanguage(value: string | null | undefined): MailLanguage {
  const id = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (MAIL_LANGUAGES as readonly string[]).includes(id ?? '') ? (id as MailLanguage) : 'en';
}
