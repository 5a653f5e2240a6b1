import { parse } from '@formatjs/icu-messageformat-parser';
import type { Catalog } from '../../loadCatalog';
import { hasMessageSyntax } from '../../messageSyntax';

/**
 * The catalog as a build that precompiles it ships it (the reference app's
 * `precompileMessages` of `@stowly/booking/vite`): messages with ICU syntax as syntax trees, plain text as is.
 */
export function precompileCatalog(catalog: Catalog): Catalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [
      key,
      hasMessageSyntax(message) ? parse(message, { ignoreTag: true }) : message,
    ]),
  ) as Catalog;
}
