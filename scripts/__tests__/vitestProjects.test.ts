import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The test projects whose tests import sibling workspace packages at run time. (apps/sandbox-api
 * imports only types from @stowly/api-client, which need no resolution when the tests run.)
 */
const projects = [
  ...readdirSync(join(repoRoot, 'packages')).map((name) => join(repoRoot, 'packages', name)),
  join(repoRoot, 'apps', 'web'),
].map((folder) => join(folder, 'vitest.config.ts'));

interface ProjectConfig {
  resolve?: { conditions?: string[] };
  ssr?: { resolve?: { conditions?: string[] } };
}

describe('vitest projects read the workspace packages from source', () => {
  it.each(projects.map((path) => [relative(repoRoot, path), path]))(
    '%s: in the jsdom (client) and the node (ssr) environment, so a clone without dist/ passes',
    async (_name, path) => {
      const config = ((await import(pathToFileURL(path).href)) as { default: ProjectConfig }).default;
      expect(config.resolve?.conditions).toContain('@stowly/source');
      expect(config.ssr?.resolve?.conditions).toContain('@stowly/source');
    },
  );
});
