/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { type Plugin, parseAst } from 'vite';
import { hasMessageSyntax } from '../core/i18n/messageSyntax';

/** Options of {@link precompileMessages}. */
export interface PrecompileMessagesOptions {
  /**
   * The app's own catalog modules to precompile too (such as those its `appCatalogs` loader
   * imports), matched on their file path: default-exported object literals of message texts.
   * @default none: the SDK's catalogs only
   */
  include?: readonly RegExp[];
}

/** intl-messageformat's own modules, which import the ICU parser. */
const INTL_MESSAGEFORMAT = /[\\/]intl-messageformat[\\/]/;
const PARSER = '@formatjs/icu-messageformat-parser';
/** A built language catalog of the SDK: `dist/sv-XXXXXXXX.js` (one per language and part). */
const BUILT_CATALOG = /^[a-z]{2}-[A-Za-z0-9_-]+\.js$/;

/** The folder of the @stowly/booking package this module belongs to (its source or its build). */
function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (dirname(folder) !== folder) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@stowly/booking') {
      return folder;
    }
    folder = dirname(folder);
  }
  throw new Error('precompileMessages: cannot find the @stowly/booking package folder');
}

/** Whether a module id is one of the SDK's catalogs, from source or built. */
function sdkCatalog(root: string): (file: string) => boolean {
  const sources = join(root, 'src', 'core', 'i18n', 'catalogs') + sep;
  const built = join(root, 'dist') + sep;
  return (file) =>
    (file.startsWith(sources) && file.endsWith('.ts')) ||
    (file.startsWith(built) && BUILT_CATALOG.test(file.slice(built.length)));
}

/**
 * Vite plugins that precompile the ICU message catalogs at build time, so the first load ships no
 * ICU parser (8.6 kB gzip):
 *
 * - every catalog message with ICU syntax (`hasMessageSyntax`: arguments or quoting) is replaced by
 *   its syntax tree, which intl-messageformat formats without parsing; plain text stays text;
 * - intl-messageformat gets the parser's `no-parser` entry, as formatjs documents for precompiled
 *   messages. Text that still needs parsing at run time (a tenant's translation with arguments)
 *   makes `I18nProvider` load the real parser, in a chunk of its own.
 *
 * Covers the SDK's catalogs (from source in a monorepo, or built) and the app's own (`include`).
 * A message the parser rejects fails the build, naming the file and the text.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), precompileMessages({ include: [/\/src\/i18n\/catalogs\//] })] });
 */
export function precompileMessages(options: PrecompileMessagesOptions = {}): Plugin[] {
  const isSdkCatalog = sdkCatalog(packageRoot());
  const include = options.include ?? [];
  const isCatalog = (id: string) => {
    const file = id.split('?')[0] ?? id;
    return isSdkCatalog(file) || include.some((pattern) => pattern.test(file));
  };
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
      if (!isCatalog(id)) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      visit(parseAst(code) as unknown as AstNode, (node) => {
        const literal = node.value as AstNode | undefined;
        if (node.type !== 'Property' || node.computed || literal?.type !== 'Literal') return;
        const { value, start, end } = literal as AstNode & { value: unknown; start: number; end: number };
        if (typeof value !== 'string' || !hasMessageSyntax(value)) return;
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
