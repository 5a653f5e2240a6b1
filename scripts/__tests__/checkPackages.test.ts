import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkTarballs, packageNameOf, sideEffectsPattern } from '../check-packages.mjs';
import { packPackages, repoRoot } from '../lib/packPackages.mjs';

const script = join(repoRoot, 'scripts', 'check-packages.mjs');
const work = mkdtempSync(join(tmpdir(), 'stowly-check-packages-test-'));
let tarballs: Record<string, string> = {};

// The real packages, packed once as `pnpm publish` would (they must be built: `pnpm build`).
beforeAll(() => {
  tarballs = Object.fromEntries(packPackages(join(work, 'packs')).map((pack) => [pack.name, pack.tarball]));
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Manifest = Record<string, unknown> & {
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/**
 * A copy of a real package's tarball, changed by `edit` in its unpacked folder (`package/`) and
 * packed again: a fixture that breaks one rule the way a real mistake would.
 */
function brokenCopy(name: string, label: string, edit: (dir: string, manifest: Manifest) => void): string {
  const parent = join(work, label);
  mkdirSync(parent, { recursive: true });
  execFileSync('tar', ['-xzf', tarballs[name] ?? '', '-C', parent]);
  const dir = join(parent, 'package');
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  edit(dir, manifest);
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  const tarball = join(work, `${label}.tgz`);
  execFileSync('tar', ['-czf', tarball, '-C', parent, 'package']);
  return tarball;
}

/** The lines `checkTarballs` prints without publint and attw (the package rules of this script alone). */
function rulesOf(...paths: string[]): { problems: number; lines: string[] } {
  const lines: string[] = [];
  const problems = checkTarballs(paths, { log: (line) => lines.push(line), tools: false });
  return { problems, lines };
}

describe('check-packages', () => {
  test('passes on the real packages, with a summary line per package', () => {
    const result = spawnSync(process.execPath, [script, ...Object.values(tarballs)], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toMatch(
      /^✓ @stowly\/api-client@\d+\.\d+\.\d+: \d+ files, [\d.]+ kB packed .*, 0 problems$/m,
    );
    expect(output).toMatch(/^✓ @stowly\/booking@.*, 0 problems$/m);
    expect(output).toMatch(/^✓ @stowly\/ui@.*, 0 problems$/m);
    expect(output).toContain('packages: 3 checked, 0 problems');
    expect(result.status).toBe(0);
  });

  test('fails on a missing export target and an undeclared import, naming each, with publint agreeing', () => {
    const broken = brokenCopy('@stowly/api-client', 'missing-target', (dir, manifest) => {
      manifest.exports['.'] = { types: './dist/index.d.ts', import: './dist/client.js' };
      appendFileSync(join(dir, 'dist', 'index.js'), "\nimport 'left-pad';\n");
    });
    const result = spawnSync(process.execPath, [script, broken], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain(
      '✗ @stowly/api-client: exports["."]["import"] is ./dist/client.js, which is not in the tarball',
    );
    expect(output).toContain(
      '✗ @stowly/api-client: imports left-pad (dist/index.js) but it is neither a dependency nor a peer dependency',
    );
    expect(output).toContain(
      '✗ @stowly/api-client: ./dist/client.js (exports["."]) has no dist/client.d.ts beside it',
    );
    expect(output).toMatch(/✗ @stowly\/api-client: publint: .*client\.js.*does not exist/);
    expect(output).toMatch(/^✗ @stowly\/api-client@.*, \d+ problems$/m);
    expect(output).toMatch(/packages: 1 checked, [1-9]\d* problems/);
  });

  test('attw reports CommonJS types over ESM JavaScript ("masquerading as CJS")', () => {
    const broken = brokenCopy('@stowly/api-client', 'cjs-types', (dir, manifest) => {
      renameSync(join(dir, 'dist', 'index.d.ts'), join(dir, 'dist', 'index.d.cts'));
      manifest.exports['.'] = { types: './dist/index.d.cts', import: './dist/index.js' };
    });
    const result = spawnSync(process.execPath, [script, broken], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      '✗ @stowly/api-client: attw: FalseCJS (types dist/index.d.cts, JavaScript dist/index.js)',
    );
    expect(result.stdout).toContain(
      '✗ @stowly/api-client: dist/index.d.cts is CommonJS: the packages ship ESM only',
    );
  });

  test('the published manifest: types first, no source condition or workspace range, license, README', () => {
    const broken = brokenCopy('@stowly/booking', 'manifest', (dir, manifest) => {
      manifest.exports['./react'] = {
        '@stowly/source': './src/react/index.ts',
        import: './dist/react/index.js',
        types: './dist/react/index.d.ts',
      };
      manifest.dependencies = { ...manifest.dependencies, '@stowly/api-client': 'workspace:^' };
      delete manifest.license;
      rmSync(join(dir, 'README.md'));
      mkdirSync(join(dir, 'src', '__tests__'), { recursive: true });
      writeFileSync(join(dir, 'src', '__tests__', 'flow.test.ts'), 'test();\n');
      writeFileSync(join(dir, 'dist', 'legacy.js'), "module.exports = require('./index.js');\n");
    });
    const { problems, lines } = rulesOf(broken);
    const text = lines.join('\n');
    expect(text).toContain('exports["./react"]: the "types" condition must come first');
    expect(text).toContain('package.json still has the "@stowly/source" condition');
    expect(text).toContain('dependencies["@stowly/api-client"] is still "workspace:^"');
    expect(text).toContain('package.json has no "license" field');
    expect(text).toContain('README.md is missing from the tarball');
    expect(text).toContain('src/__tests__/flow.test.ts is source (src/) and must not be published');
    expect(text).toContain('dist/legacy.js uses CommonJS');
    expect(problems).toBeGreaterThanOrEqual(7);
  });

  test('@stowly/ui: CSS kept by sideEffects, host-owned packages as peers, peers reached through @stowly/booking', () => {
    const broken = brokenCopy('@stowly/ui', 'ui', (_dir, manifest) => {
      manifest.sideEffects = false;
      const { react, '@tanstack/react-query': _query, ...peers } = manifest.peerDependencies ?? {};
      manifest.peerDependencies = peers;
      manifest.dependencies = { ...manifest.dependencies, react: react ?? '^19.0.0' };
    });
    const { lines } = rulesOf(
      tarballs['@stowly/api-client'] ?? '',
      tarballs['@stowly/booking'] ?? '',
      broken,
    );
    const ui = lines.filter((line) => line.startsWith('✗ @stowly/ui'));
    expect(ui).toContain(
      '✗ @stowly/ui: "sideEffects" false does not keep dist/styles.css: bundlers would drop an imported stylesheet',
    );
    expect(ui).toContain(
      '✗ @stowly/ui: react is a dependency: make it a peer dependency, the host app must own the one copy',
    );
    expect(ui.join('\n')).toMatch(
      /@tanstack\/react-query is reached through @stowly\/booking\/react \(from dist\/\S+\), where it is a peer dependency, but it is not a peer dependency here/,
    );
    expect(lines.filter((line) => line.startsWith('✗ @stowly/booking'))).toEqual([]);
  });

  test('JavaScript marked as side-effectful is reported; the other packages must be sideEffects: false', () => {
    const ui = brokenCopy('@stowly/ui', 'ui-impure', (_dir, manifest) => {
      manifest.sideEffects = ['**/*.css', 'dist/index.js'];
    });
    const client = brokenCopy('@stowly/api-client', 'client-impure', (_dir, manifest) => {
      manifest.sideEffects = true;
    });
    const text = rulesOf(ui, client).lines.join('\n');
    expect(text).toContain('marks JavaScript (dist/index.js) as having side effects: list the CSS only');
    expect(text).toContain('✗ @stowly/api-client: "sideEffects" is true, should be false');
  });
});

describe('check-packages: rules', () => {
  test('sideEffects globs match as bundlers match them', () => {
    expect(sideEffectsPattern('**/*.css').test('dist/styles.css')).toBe(true);
    expect(sideEffectsPattern('*.css').test('dist/styles.css')).toBe(true);
    expect(sideEffectsPattern('./dist/styles.css').test('dist/styles.css')).toBe(true);
    expect(sideEffectsPattern('**/*.css').test('dist/index.js')).toBe(false);
    expect(sideEffectsPattern('dist/*.css').test('dist/nested/a.css')).toBe(false);
  });

  test('package names of import specifiers', () => {
    expect(packageNameOf('@stowly/booking/react')).toBe('@stowly/booking');
    expect(packageNameOf('react/jsx-runtime')).toBe('react');
    expect(packageNameOf('node:fs')).toBeUndefined();
    expect(packageNameOf('fs')).toBeUndefined();
    expect(packageNameOf('./chunk-ABC.js')).toBeUndefined();
  });
});
