import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages';
import { loadCatalog } from '../loadCatalog';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// Static value imports and re-exports; `import type`/`export type` vanish at build time.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next candidate
    }
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      queue.push(resolveModule(file, match[1] ?? ''));
    }
  }
  return seen;
}

describe('Translation catalogs are not in the root entry static import graph', () => {
  it('reaches loadCatalog from src/index.ts but no catalog module', () => {
    const graph = [...staticGraph(resolve(SRC, 'index.ts'))].map((file) => file.slice(SRC.length + 1));
    expect(graph).toContain('core/i18n/loadCatalog.ts');
    expect(graph.filter((file) => file.includes('/catalogs/'))).toEqual([]);
  });

  it('loads each language on demand, each in its own language', async () => {
    const texts = await Promise.all(
      SUPPORTED_LANGUAGES.map(async (language) => (await loadCatalog(language))['consent.acceptAll']),
    );
    expect(new Set(texts).size).toBe(SUPPORTED_LANGUAGES.length);
    expect(texts[SUPPORTED_LANGUAGES.indexOf('sv')]).toBe('Acceptera alla');
  });
});
