import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastRelease, readWorkspace, releasePlan } from '../check-changesets.mjs';
import { PUBLISHED_PACKAGES, repoRoot } from '../lib/packPackages.mjs';

const work = mkdtempSync(join(tmpdir(), 'stowly-changeset-version-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface PendingChangeset {
  file: string;
  releases: { name: string; type: string }[];
  summary: string;
}

/** The repository's pending changesets (since the last release), read by `changeset status`. */
const pending: PendingChangeset[] = releasePlan(
  repoRoot,
  lastRelease(repoRoot, readWorkspace(repoRoot)).commit,
).changesets.map(({ id, ...changeset }) => ({ file: `${id}.md`, ...changeset }));

const folderOf = (name: string) => PUBLISHED_PACKAGES.find((pkg) => pkg.name === name)?.dir ?? '';
const relativeFolderOf = (name: string) => folderOf(name).slice(repoRoot.length + 1);
const versionOf = (root: string, name: string) =>
  JSON.parse(readFileSync(join(root, relativeFolderOf(name), 'package.json'), 'utf8')).version as string;

function copy(path: string): void {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  cpSync(join(repoRoot, path), join(work, path), { recursive: true });
}

const changelogs = new Map<string, string>();
const versionsBefore = new Map<string, string>();

// A copy of what `changeset version` reads and writes: the changesets, the workspace manifests
// (the published packages and the ignored apps the config names), in a git repository of its own.
beforeAll(() => {
  copy('.changeset');
  copy('package.json');
  copy('pnpm-workspace.yaml');
  for (const { name } of PUBLISHED_PACKAGES) copy(join(relativeFolderOf(name), 'package.json'));
  const config = JSON.parse(readFileSync(join(repoRoot, '.changeset', 'config.json'), 'utf8'));
  for (const app of readdirSync(join(repoRoot, 'apps'))) {
    const manifest = join('apps', app, 'package.json');
    if (!existsSync(join(repoRoot, manifest))) continue;
    if (config.ignore.includes(JSON.parse(readFileSync(join(repoRoot, manifest), 'utf8')).name))
      copy(manifest);
  }
  // The changelog generator (`@changesets/cli/changelog`) is resolved from the project.
  symlinkSync(join(repoRoot, 'node_modules'), join(work, 'node_modules'), 'dir');
  for (const { name } of PUBLISHED_PACKAGES) versionsBefore.set(name, versionOf(work, name));

  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: work,
      stdio: 'ignore',
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'pending changesets');

  execFileSync(join(repoRoot, 'node_modules', '.bin', 'changeset'), ['version'], {
    cwd: work,
    stdio: 'pipe',
    env: { ...process.env, CI: 'true' },
  });
  for (const { name } of PUBLISHED_PACKAGES)
    changelogs.set(name, readFileSync(join(work, relativeFolderOf(name), 'CHANGELOG.md'), 'utf8'));
}, 120_000);

describe('changeset version', () => {
  test('there are pending changesets for each published package, readable and with a summary', () => {
    for (const { file, releases, summary } of pending) {
      expect(releases.length, file).toBeGreaterThan(0);
      expect(summary, file).not.toBe('');
    }
    for (const { name } of PUBLISHED_PACKAGES)
      expect(pending.some((changeset) => changeset.releases.some((release) => release.name === name))).toBe(
        true,
      );
  });

  test.each(PUBLISHED_PACKAGES.map((pkg) => pkg.name))(
    '%s: a version heading and its changes by kind',
    (name) => {
      const changelog = changelogs.get(name) ?? '';
      const version = versionOf(work, name);
      expect(version).not.toBe(versionsBefore.get(name));
      expect(changelog.startsWith(`# ${name}\n\n## ${version}\n`)).toBe(true);

      const mine = pending.filter((changeset) => changeset.releases.some((release) => release.name === name));
      const bumpOf = (changeset: PendingChangeset) =>
        changeset.releases.find((release) => release.name === name)?.type ?? 'none';
      const minor = mine.filter((changeset) => bumpOf(changeset) === 'minor');
      const patch = mine.filter((changeset) => bumpOf(changeset) === 'patch');
      if (minor.length > 0) expect(changelog).toContain('\n### Minor Changes\n');
      if (patch.length > 0) expect(changelog).toContain('\n### Patch Changes\n');
      expect(changelog).not.toContain('### Major Changes'); // 0.x: breaking changes are minor bumps

      // Each changeset naming the package, under its kind, as "- <commit>: <summary>".
      const minorSection = changelog.split('### Patch Changes')[0] ?? '';
      for (const changeset of [...minor, ...patch]) {
        const firstLine = changeset.summary.split('\n')[0] ?? '';
        expect(changelog, changeset.file).toMatch(
          new RegExp(`^- [0-9a-f]{7}: ${firstLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
        );
        expect(minorSection.includes(firstLine), `${changeset.file} under its kind`).toBe(
          bumpOf(changeset) === 'minor',
        );
      }
      // Nothing from changesets that do not name the package.
      for (const changeset of pending.filter((item) => !mine.includes(item)))
        expect(changelog, changeset.file).not.toContain(changeset.summary.split('\n')[0]);
    },
  );

  test('the dependents list the new versions of the packages they depend on', () => {
    const booking = changelogs.get('@stowly/booking') ?? '';
    const ui = changelogs.get('@stowly/ui') ?? '';
    expect(booking).toMatch(
      new RegExp(
        `- Updated dependencies \\[[0-9a-f]{7}[^\\]]*\\]\\n[\\s\\S]*  - @stowly/api-client@${versionOf(work, '@stowly/api-client').replace(/\./g, '\\.')}\\n`,
      ),
    );
    expect(ui).toMatch(
      new RegExp(
        `- Updated dependencies \\[[0-9a-f]{7}[^\\]]*\\]\\n[\\s\\S]*  - @stowly/booking@${versionOf(work, '@stowly/booking').replace(/\./g, '\\.')}\\n`,
      ),
    );
    // The workspace range stays for pnpm to replace when publishing.
    const bookingManifest = JSON.parse(
      readFileSync(join(work, 'packages', 'booking', 'package.json'), 'utf8'),
    );
    expect(bookingManifest.dependencies['@stowly/api-client']).toBe('workspace:^');
  });

  test('the changesets are consumed and the entries speak to integrators', () => {
    const left = readdirSync(join(work, '.changeset')).sort();
    expect(left).toEqual(['README.md', 'config.json']);
    for (const [name, changelog] of changelogs) {
      // No pointers an integrator cannot follow: the project's issue numbers or spec sections.
      expect(changelog, name).not.toMatch(/\bissue \d+|\bspec section\b|\bRAC\b/i);
    }
  });
});
