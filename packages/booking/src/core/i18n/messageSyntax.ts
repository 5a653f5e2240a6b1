import type { CatalogMessage } from './loadCatalog';

/**
 * Whether a catalog message is ICU text that needs parsing before it is formatted: text with an
 * argument, a plural or a select (braces) or ICU's quoting apostrophe. Other text is its own output,
 * and a precompiled message is already a syntax tree. A build step that precompiles catalogs parses
 * exactly these messages (`precompileMessages` of `@stowly/booking/vite`).
 *
 * @example
 * const precompiled = Object.fromEntries(
 *   Object.entries(catalog).map(([key, message]) => [key, hasMessageSyntax(message) ? parse(message) : message]),
 * );
 */
export function hasMessageSyntax(message: CatalogMessage): message is string {
  return typeof message === 'string' && /[{}']/.test(message);
}
