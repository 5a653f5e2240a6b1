import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { isPublishedFile, releasePlan, UNFOLLOWABLE_POINTER, workspaceGlobs } from '../check-changesets.mjs';
import { repoRoot } from '../lib/packPackages.mjs';

const script = join(repoRoot, 'scripts', 'check-changesets.mjs');
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Git in a temporary repository, with an identity of its own (no global config needed). */
function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function manifest(name: string, extra: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ name, version: '0.1.0', type: 'module', ...extra }, null, 2)}\n`;
}

function commitAll(root: string, message: string): void {
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', message);
}

/**
 * A tiny copy of the workspace in a new git repository on `main`: the real changesets config, two
 * published packages, a private app, one commit.
 */
function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'stowly-changesets-'));
  made.push(root);
  git(root, 'init', '-q', '-b', 'main');
  write(root, 'package.json', manifest('stowly', { private: true }));
  write(
    root,
    'pnpm-workspace.yaml',
    'packages:\n  - packages/*\n  - apps/*\nonlyBuiltDependencies:\n  - esbuild\n',
  );
  write(root, '.changeset/config.json', readFileSync(join(repoRoot, '.changeset', 'config.json'), 'utf8'));
  write(root, '.changeset/README.md', '# Changesets\n');
  write(
    root,
    'packages/api-client/package.json',
    manifest('@stowly/api-client', { scripts: { build: 'tsup' } }),
  );
  write(root, 'packages/api-client/src/index.ts', 'export const client = 1;\n');
  write(
    root,
    'packages/booking/package.json',
    manifest('@stowly/booking', { dependencies: { '@stowly/api-client': 'workspace:^' } }),
  );
  write(root, 'packages/booking/src/index.ts', 'export const flow = 1;\n');
  write(root, 'apps/web/package.json', manifest('@stowly/web', { private: true }));
  write(root, 'apps/web/src/main.ts', 'export {};\n');
  write(root, 'apps/sandbox-api/package.json', manifest('@stowly/sandbox-api', { private: true }));
  commitAll(root, 'workspace');
  return root;
}

function check(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function changeset(root: string, file: string, releases: Record<string, string>, summary: string): void {
  const lines = Object.entries(releases).map(([name, bump]) => `'${name}': ${bump}`);
  write(root, `.changeset/${file}`, `---\n${lines.join('\n')}\n---\n\n${summary}\n`);
}

describe('check-changesets: since the last release', () => {
  test('a source change without a changeset fails, naming the package and the changed file', () => {
    const root = workspace();
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    commitAll(root, 'change the flow');

    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('✗ @stowly/booking changed since the first commit');
    expect(output).toContain('without a pending changeset naming it');
    expect(output).toContain('    packages/booking/src/index.ts');
    expect(output).toContain('npx pnpm@10 changeset');
    expect(output).not.toContain('✗ @stowly/api-client');
    expect(output).toMatch(/changesets: 2 published packages checked .*, 1 problem$/m);
  });

  test('the same change passes once a pending changeset names the package', () => {
    const root = workspace();
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    changeset(root, 'flow-two.md', { '@stowly/booking': 'minor' }, 'The flow is two.');
    commitAll(root, 'change the flow, with a changeset');

    const { status, output } = check(root);
    expect(output).toContain('✓ @stowly/booking: 1 published file changed, named in 1 changeset');
    expect(output).toContain('✓ @stowly/api-client: no published change');
    expect(status).toBe(0);
  });

  test('a changeset naming another package does not cover this one', () => {
    const root = workspace();
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    changeset(root, 'client.md', { '@stowly/api-client': 'patch' }, 'A client fix.');
    commitAll(root, 'wrong changeset');

    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('✗ @stowly/booking changed');
  });

  test('tests, stories, test setup, scripts and devDependencies are not published changes', () => {
    const root = workspace();
    write(root, 'packages/booking/src/__tests__/flow.test.ts', 'test();\n');
    write(root, 'packages/booking/src/flow.test.tsx', 'test();\n');
    write(root, 'packages/booking/src/Flow.stories.tsx', 'export default {};\n');
    write(root, 'packages/booking/vitest.setup.ts', '\n');
    write(
      root,
      'packages/api-client/package.json',
      manifest('@stowly/api-client', {
        scripts: { build: 'tsup --minify' },
        devDependencies: { vitest: '4' },
      }),
    );
    write(root, 'apps/web/src/main.ts', 'console.log(1);\n');
    commitAll(root, 'tests only');

    const { status, output } = check(root);
    expect(output).toContain('✓ @stowly/booking: no published change');
    expect(output).toContain('✓ @stowly/api-client: no published change');
    expect(status).toBe(0);
  });

  test('a dependency change in package.json needs a changeset, and the message names the field', () => {
    const root = workspace();
    write(
      root,
      'packages/api-client/package.json',
      manifest('@stowly/api-client', {
        scripts: { build: 'tsup' },
        dependencies: { 'openapi-fetch': '^0.17.0' },
      }),
    );
    write(root, 'packages/api-client/README.md', '# Client\n');
    commitAll(root, 'a dependency');

    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('    packages/api-client/package.json (dependencies)');
    expect(output).toContain('    packages/api-client/README.md');
  });

  test('a release resets the range: changes before it need no changeset, changes after it do', () => {
    const root = workspace();
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    changeset(root, 'flow-two.md', { '@stowly/booking': 'minor' }, 'The flow is two.');
    commitAll(root, 'change with changeset');
    // What `changeset version` commits: the version bump, the changeset consumed.
    write(
      root,
      'packages/booking/package.json',
      manifest('@stowly/booking', {
        version: '0.2.0',
        dependencies: { '@stowly/api-client': 'workspace:^' },
      }),
    );
    rmSync(join(root, '.changeset', 'flow-two.md'));
    commitAll(root, 'release');
    const release = git(root, 'rev-parse', '--short=7', 'HEAD').trim();

    const afterRelease = check(root);
    expect(afterRelease.output).toContain(`since the last release (${release})`);
    expect(afterRelease.status).toBe(0);

    write(root, 'packages/booking/src/index.ts', 'export const flow = 3;\n');
    commitAll(root, 'change after the release');
    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain(`✗ @stowly/booking changed since the last release (${release})`);
  });

  test('a changeset naming an unknown package is reported by changeset status', () => {
    const root = workspace();
    changeset(root, 'typo.md', { '@stowly/bookings': 'minor' }, 'Typo.');
    commitAll(root, 'bad changeset');

    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain(
      '✗ changeset status: Found changeset typo for package @stowly/bookings which is not in the workspace',
    );
  });

  test('a changeset without a summary, or pointing at issues or spec sections, is reported', () => {
    const root = workspace();
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    write(root, '.changeset/empty-summary.md', "---\n'@stowly/booking': patch\n---\n");
    changeset(
      root,
      'pointer.md',
      { '@stowly/api-client': 'patch' },
      'Retries once (issue 12, spec section 7).',
    );
    commitAll(root, 'unreadable changesets');

    const { status, output } = check(root);
    expect(status).toBe(1);
    expect(output).toContain('✗ .changeset/empty-summary.md has no summary for the changelog');
    expect(output).toContain(
      '✗ .changeset/pointer.md mentions "issue 12", which integrators reading the changelog cannot follow',
    );
    expect(output).toContain('✓ @stowly/booking: 1 published file changed, named in 1 changeset');
  });
});

describe('check-changesets --since <ref> (pull requests)', () => {
  test('needs a changeset added in the range: one pending on main does not count', () => {
    const root = workspace();
    write(root, 'packages/api-client/src/index.ts', 'export const client = 2;\n');
    changeset(root, 'client-two.md', { '@stowly/api-client': 'patch' }, 'Client two.');
    changeset(root, 'booking-old.md', { '@stowly/booking': 'patch' }, 'An earlier booking change.');
    write(root, 'packages/booking/src/index.ts', 'export const flow = 2;\n');
    commitAll(root, 'main work, with changesets');
    git(root, 'checkout', '-q', '-b', 'feature');
    write(root, 'packages/booking/src/index.ts', 'export const flow = 3;\n');
    commitAll(root, 'feature work');

    expect(check(root).status).toBe(0); // the pending booking-old.md names booking
    const { status, output } = check(root, '--since', 'main');
    expect(status).toBe(1);
    expect(output).toContain(
      '✗ @stowly/booking changed since main...HEAD without a changeset added in the range',
    );
    expect(output).toContain('    packages/booking/src/index.ts');
    expect(output).toContain('✓ @stowly/api-client: no published change'); // its change is on main, outside the range
  });

  test('passes once the branch adds or edits a changeset naming the package', () => {
    const root = workspace();
    changeset(root, 'booking-old.md', { '@stowly/api-client': 'patch' }, 'Client.');
    commitAll(root, 'main');
    git(root, 'checkout', '-q', '-b', 'feature');
    write(root, 'packages/booking/src/index.ts', 'export const flow = 3;\n');
    changeset(root, 'booking-old.md', { '@stowly/api-client': 'patch', '@stowly/booking': 'patch' }, 'Both.');
    commitAll(root, 'feature work, changeset edited');

    const { status, output } = check(root, '--since', 'main');
    expect(output).toContain('✓ @stowly/booking: 1 published file changed, named in 1 changeset');
    expect(output).toMatch(/1 added in the range, 0 problems$/m);
    expect(status).toBe(0);
  });

  test('a test-only branch passes without a changeset', () => {
    const root = workspace();
    git(root, 'checkout', '-q', '-b', 'feature');
    write(root, 'packages/booking/src/__tests__/more.test.ts', 'test();\n');
    commitAll(root, 'more tests');

    const { status } = check(root, '--since', 'main');
    expect(status).toBe(0);
  });
});

describe('check-changesets: rules', () => {
  test('published files of a package folder', () => {
    expect(isPublishedFile('src/core/flow/createBookingStore.ts')).toBe(true);
    expect(isPublishedFile('src/unit-types/UnitTypeCard.css')).toBe(true);
    expect(isPublishedFile('README.md')).toBe(true);
    expect(isPublishedFile('tsup.config.ts')).toBe(true);
    expect(isPublishedFile('src/core/flow/__tests__/fakeBookingApi.ts')).toBe(false);
    expect(isPublishedFile('src/Link.test.tsx')).toBe(false);
    expect(isPublishedFile('src/queries/__tests__/queryFactories.test-d.ts')).toBe(false);
    expect(isPublishedFile('src/unit-types/UnitTypeCard.stories.tsx')).toBe(false);
    expect(isPublishedFile('vitest.setup.ts')).toBe(false);
    expect(isPublishedFile('vitest.config.ts')).toBe(false);
    expect(isPublishedFile('scripts/generate-types.mjs')).toBe(false);
  });

  test('reads the workspace globs, exclusions included', () => {
    const yaml =
      "packages:\n  - packages/*\n  # a comment\n  - 'apps/*'\n  - '!apps/integrator-example'\nonlyBuiltDependencies:\n  - esbuild\n";
    expect(workspaceGlobs(yaml)).toEqual(['packages/*', 'apps/*', '!apps/integrator-example']);
  });

  test('reads the changesets of the range through changeset status, in both quote styles', () => {
    const root = workspace();
    const base = git(root, 'rev-parse', 'HEAD').trim();
    write(
      root,
      '.changeset/both.md',
      `---\n"@stowly/booking": minor\n'@stowly/api-client': none\n---\n\nThe summary.\n`,
    );
    commitAll(root, 'a changeset');
    const plan = releasePlan(root, base);
    expect(plan.error).toBeUndefined();
    expect(plan.changesets).toEqual([
      {
        id: 'both',
        summary: 'The summary.',
        releases: [
          { name: '@stowly/booking', type: 'minor' },
          { name: '@stowly/api-client', type: 'none' },
        ],
      },
    ]);
  });

  test('tells pointers integrators cannot follow from ordinary text', () => {
    for (const text of ['Fixes issue 12.', 'See issue #7', 'as spec section 4 says', 'RAC components'])
      expect(text).toMatch(UNFOLLOWABLE_POINTER);
    for (const text of ['Issues a refund.', 'The section of the form', 'Tracks the purchase once.'])
      expect(text).not.toMatch(UNFOLLOWABLE_POINTER);
  });

  test("the repository's own changesets cover every published change since the last release", () => {
    const { status, output } = check(repoRoot);
    expect(output).toMatch(/changesets: 3 published packages checked/);
    expect(status).toBe(0);
  });
});
