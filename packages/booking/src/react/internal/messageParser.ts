import { IntlMessageFormat } from 'intl-messageformat';
import { type CatalogMessage, hasMessageSyntax } from '../../index';

/**
 * True when some text among `messages` has ICU syntax (an argument or an apostrophe, ICU's quoting
 * character) while intl-messageformat cannot parse text: the build bundled it without its parser
 * because the catalogs were precompiled (`precompileMessages` of `@stowly/booking/vite`).
 * Load the parser with {@link loadMessageParser} before formatting those messages.
 */
export function messagesNeedParser(messages: Iterable<CatalogMessage> | null | undefined): boolean {
  if (!messages) return false;
  for (const message of messages) {
    if (hasMessageSyntax(message)) return !canParse();
  }
  return false;
}

/**
 * Loads the ICU parser (its own chunk) and gives it to intl-messageformat, through the static
 * `IntlMessageFormat.__parse` that intl-messageformat itself sets when bundled with its parser.
 */
export async function loadMessageParser(): Promise<void> {
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  IntlMessageFormat.__parse = parse;
}

/** Whether intl-messageformat can parse text now. */
function canParse(): boolean {
  try {
    new IntlMessageFormat('{probe}', 'en');
    return true;
  } catch {
    return false;
  }
}
