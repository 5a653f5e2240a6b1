import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const workspaceRoot = resolve(packageRoot, '../..');
const rootEntry = join(packageRoot, 'src/index.ts');
const reactEntry = join(packageRoot, 'src/react/index.ts');

/** Packages that bring React in: React itself, react-query and zustand's React bindings. */
const REACT_PACKAGES =
  /^(react|react-dom|@tanstack\/react-query)(\/|$)|^zustand(\/(react|shallow|traditional)(\/|$)|$)/;

/** Source of a workspace package (`@stowly/...`) through its `@stowly/source` export condition. */
function workspaceSource(specifier: string): string | undefined {
  const name = /^@stowly\/[^/]+/.exec(specifier)?.[0];
  if (!name) return undefined;
  for (const folder of ['packages', 'apps']) {
    const manifestPath = join(workspaceRoot, folder, name.slice('@stowly/'.length), 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest: { exports?: Record<string, { '@stowly/source'?: string }> } = JSON.parse(
      readFileSync(manifestPath, 'utf8'),
    );
    const subpath = `.${specifier.slice(name.length)}`;
    const source = manifest.exports?.[subpath]?.['@stowly/source'];
    if (source) return join(dirname(manifestPath), source);
  }
  return undefined;
}

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
  if (!candidate)
    throw new Error(`${relative(packageRoot, from)} imports ${specifier}, which does not resolve`);
  return candidate;
}

interface ModuleGraph {
  /** Every source file reached, absolute paths. */
  files: string[];
  /** Bare package imports, by the file that imports them (paths relative to the package). */
  packageImports: { file: string; specifier: string }[];
}

/**
 * Follows every static, re-export, type-only and dynamic import from `entry` through the source
 * files of this repository (relative imports and `@stowly/*` workspace packages).
 */
function followImports(entry: string): ModuleGraph {
  const seen = new Set<string>();
  const packageImports: ModuleGraph['packageImports'] = [];
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of info.importedFiles) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else {
        const workspaceFile = workspaceSource(specifier);
        if (workspaceFile) queue.push(workspaceFile);
        else packageImports.push({ file: relative(workspaceRoot, file), specifier });
      }
    }
  }
  return { files: [...seen], packageImports };
}

/** `window.` and `document.` uses that reach the browser globals (a local named `window` does not count). */
function browserGlobalUses(files: string[], virtualFiles: Record<string, string> = {}): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@stowly/source'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => path in virtualFiles || fileExists(path);
  host.readFile = (path) => virtualFiles[path] ?? readFile(path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = virtualFiles[path];
    return text === undefined
      ? getSourceFile(path, language, ...rest)
      : ts.createSourceFile(path, text, language, true);
  };
  const program = ts.createProgram(files, options, host);
  const checker = program.getTypeChecker();
  const uses: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const visit = (node: ts.Node): void => {
      if (
        (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        (node.expression.text === 'window' || node.expression.text === 'document')
      ) {
        const declarations = checker.getSymbolAtLocation(node.expression)?.declarations ?? [];
        const global =
          declarations.length === 0 ||
          declarations.every((declaration) =>
            program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
          );
        if (global) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          uses.push(`${relative(packageRoot, file)}:${line + 1}: ${node.getText()}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

describe('the root entry @stowly/booking', () => {
  const graph = followImports(rootEntry);
  const inPackage = (folder: string) =>
    graph.files.filter((file) => file.startsWith(join(packageRoot, folder)));

  it('reaches the whole core, the lazily loaded catalogs and the API client', () => {
    const reached = graph.files.map((file) => relative(workspaceRoot, file));
    expect(reached).toEqual(
      expect.arrayContaining([
        'packages/booking/src/core/flow/createBookingStore.ts',
        'packages/booking/src/core/flow/createDraftPersistence.ts',
        'packages/booking/src/core/i18n/catalogs/el.ts',
        'packages/booking/src/internal/isIsoDate.ts',
        'packages/api-client/src/createStowlyClient.ts',
      ]),
    );
    expect(inPackage('src/react')).toEqual([]);
  });

  it('imports neither React, react-dom, react-query nor zustand’s React bindings', () => {
    const offending = graph.packageImports.filter(({ specifier }) => REACT_PACKAGES.test(specifier));
    expect(offending).toEqual([]);
    // The check does see React where it is: the React entry imports it.
    const reactGraph = followImports(reactEntry);
    expect(reactGraph.packageImports.filter(({ specifier }) => REACT_PACKAGES.test(specifier))).not.toEqual(
      [],
    );
  });

  it('uses no window. or document. in the core', { timeout: 60_000 }, () => {
    const core = [...inPackage('src/core'), ...inPackage('src/internal')];
    expect(core.length).toBeGreaterThan(40);
    expect(browserGlobalUses(core)).toEqual([]);
    // The check tells the browser globals from a local that happens to be called window.
    const sample = join(packageRoot, 'src/sample.ts');
    const sampleText = [
      'export const href = () => window.location.href;',
      "export const title = () => document['title'];",
      'export function span(window: { minDate: string }) { return window.minDate; }',
    ].join('\n');
    expect(browserGlobalUses([sample], { [sample]: sampleText })).toEqual([
      'src/sample.ts:1: window.location',
      "src/sample.ts:2: document['title']",
    ]);
  });
});
