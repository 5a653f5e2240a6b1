import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const biome = join(repoRoot, 'node_modules', '.bin', 'biome');

/**
 * Files placed as if in the repository, each with what it imports or uses. Linted with the
 * repository's biome.json in a folder of their own, so the real tree is never touched.
 */
const FIXTURES: Record<string, string> = {
  'packages/ui/src/CallsTheApi.tsx': "import { createStowlyClient } from '@stowly/api-client';",
  'packages/ui/src/HoldsServerState.tsx': "import { useQuery } from '@tanstack/react-query';",
  'packages/ui/src/UsesTheHooks.tsx': "import { useTranslation } from '@stowly/booking/react';",
  'packages/ui/src/ReadsTheApp.tsx': "import { config } from '../../../apps/web/src/config';",
  'packages/booking/src/core/flow/usesReact.ts': "import { useState } from 'react';",
  'packages/booking/src/core/flow/usesTheBindings.ts':
    "import { useCheckout } from '../../react/useCheckout';",
  'packages/booking/src/core/flow/usesVanillaZustand.ts': "import { createStore } from 'zustand/vanilla';",
  'packages/booking/src/index.ts': "export { useCheckout } from './react/useCheckout';",
  'packages/booking/src/react/usesReact.ts': "import { useState } from 'react';",
  'packages/booking/src/core/dates/readsTheWindow.ts': 'export const here = () => window.location.href;',
  'packages/booking/src/core/dates/namesAWindow.ts':
    'export const start = (window: { minDate: string }) => window.minDate;',
  'packages/api-client/src/readsTheSandbox.ts': "export { seed } from '../../../apps/sandbox-api/src/seed';",
  'packages/api-client/src/usesReactQuery.ts': "import { useQuery } from '@tanstack/react-query';",
  'packages/api-client/src/usesQueryCore.ts': "import { QueryClient } from '@tanstack/query-core';",
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

let folder = '';
/** The lint rules each fixture breaks, by path. */
let broken: Record<string, string[]> = {};

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'stowly-layering-'));
  copyFileSync(join(repoRoot, 'biome.json'), join(folder, 'biome.json'));
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    // Every import is used, so only the layering rules can fail.
    const name = /(?:import|export) \{ (\w+) \}/.exec(text)?.[1];
    writeFileSync(
      join(folder, path),
      `${text}\n${name && text.startsWith('import') ? `\nexport { ${name} };\n` : ''}`,
    );
  }
  const run = spawnSync(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', ...Object.keys(FIXTURES)],
    { cwd: folder, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  broken = {};
  for (const { category, location } of report.diagnostics) {
    broken[location.path] = [...(broken[location.path] ?? []), category];
  }
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const RESTRICTED = 'lint/style/noRestrictedImports';

describe('biome.json enforces the layers of ARCHITECTURE.md', () => {
  it('@stowly/ui never imports the API client, TanStack or the apps, and may use the booking hooks', () => {
    expect(broken['packages/ui/src/CallsTheApi.tsx']).toEqual([RESTRICTED]);
    expect(broken['packages/ui/src/HoldsServerState.tsx']).toEqual([RESTRICTED]);
    expect(broken['packages/ui/src/ReadsTheApp.tsx']).toEqual([RESTRICTED]);
    expect(broken['packages/ui/src/UsesTheHooks.tsx']).toBeUndefined();
  });

  it('the root entry and core/ of @stowly/booking never import React or the React bindings', () => {
    expect(broken['packages/booking/src/core/flow/usesReact.ts']).toEqual([RESTRICTED]);
    expect(broken['packages/booking/src/core/flow/usesTheBindings.ts']).toEqual([RESTRICTED]);
    expect(broken['packages/booking/src/index.ts']).toEqual([RESTRICTED]);
    expect(broken['packages/booking/src/core/flow/usesVanillaZustand.ts']).toBeUndefined();
    expect(broken['packages/booking/src/react/usesReact.ts']).toBeUndefined();
  });

  it('core/ reads no browser global, while a local named window is fine', () => {
    expect(broken['packages/booking/src/core/dates/readsTheWindow.ts']).toEqual([
      'lint/style/noRestrictedGlobals',
    ]);
    expect(broken['packages/booking/src/core/dates/namesAWindow.ts']).toBeUndefined();
  });

  it('@stowly/api-client stays framework-free, and no package imports from apps/', () => {
    expect(broken['packages/api-client/src/usesReactQuery.ts']).toEqual([RESTRICTED]);
    expect(broken['packages/api-client/src/usesQueryCore.ts']).toBeUndefined();
    expect(broken['packages/api-client/src/readsTheSandbox.ts']).toEqual([RESTRICTED]);
  });
});
