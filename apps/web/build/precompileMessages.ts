import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { type Plugin, parseAst } from 'vite';

/** The SDK's message catalogs, as the app reads them (from source, through `@stowly/source`). */
const CATALOG_FILE = /[\\/]packages[\\/]booking[\\/]src[\\/]core[\\/]i18n[\\/]catalogs[\\/].+\.ts$/;
/** intl-messageformat's own modules, which import the ICU parser. */
const INTL_MESSAGEFORMAT = /[\\/]intl-messageformat[\\/]/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Precompiles the SDK's ICU message catalogs at build time, so the first load ships no ICU parser
 * (issue 10: the parser and its number-skeleton parser are 8.6 kB gzip of the unit list's JS):
 *
 * - every catalog message with ICU syntax (arguments or quoting) is replaced by its syntax tree,
 *   which intl-messageformat formats without parsing; plain text stays text;
 * - intl-messageformat gets the parser's `no-parser` entry, as formatjs documents for precompiled
 *   messages. Text that still needs parsing at run time (a tenant's translation with arguments)
 *   makes `I18nProvider` load the real parser, in its own chunk (`loadMessageParser`).
 *
 * A message the parser rejects fails the build, naming the file and the text.
 */
export function precompileMessages(): Plugin[] {
  const withoutParser: Plugin = {
    name: 'stowly:intl-messageformat-without-parser',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== PARSER || !importer || !INTL_MESSAGEFORMAT.test(importer)) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
  };
  const precompile: Plugin = {
    name: 'stowly:precompile-messages',
    apply: 'build',
    // After the TypeScript transform: the catalogs are plain JavaScript object literals by then.
    transform(code, id) {
      if (!CATALOG_FILE.test(id)) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      visit(parseAst(code) as unknown as AstNode, (node) => {
        const literal = node.value as AstNode | undefined;
        if (node.type !== 'Property' || node.computed || literal?.type !== 'Literal') return;
        const { value, start, end } = literal as AstNode & { value: unknown; start: number; end: number };
        // The rule of `hasMessageSyntax` (@stowly/booking), written here because the build config
        // cannot import the package (`pnpm start` builds this app without building the packages);
        // a unit test checks that both agree on every catalog message.
        if (typeof value !== 'string' || !/[{}']/.test(value)) return;
        let tree: unknown;
        try {
          tree = parseMessage(value, { ignoreTag: true });
        } catch (error) {
          this.error(`${id}: the message ${JSON.stringify(value)} is not valid ICU: ${String(error)}`);
        }
        replacements.push({ start, end, text: JSON.stringify(tree) });
      });
      if (replacements.length === 0) return null;
      let output = '';
      let position = 0;
      for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
        output += code.slice(position, start) + text;
        position = end;
      }
      return { code: output + code.slice(position), map: null };
    },
  };
  return [withoutParser, precompile];
}

/** A node of the ESTree syntax tree `parseAst` returns. */
interface AstNode {
  type: string;
  [field: string]: unknown;
}

/** Calls `enter` on every node of the tree. */
function visit(node: AstNode, enter: (node: AstNode) => void): void {
  enter(node);
  for (const child of Object.values(node)) {
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof item === 'object' && typeof item.type === 'string') visit(item, enter);
    }
  }
}
