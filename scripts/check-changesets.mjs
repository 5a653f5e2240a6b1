#!/usr/bin/env node
// Fails when a published package changed without a changeset naming it, so that every change an
// integrator installs reaches a version bump and a CHANGELOG entry (`pnpm changeset version`), and
// when a changeset's text would put pointers into a changelog that integrators cannot follow.
//
//   node scripts/check-changesets.mjs                 since the last release
//   node scripts/check-changesets.mjs --since <ref>   a pull request: ref...HEAD, from their merge base
//
// The changesets of the range are what `changeset status --since <base>` reads (its release plan,
// so the Changesets CLI parses them and refuses unknown package names); base is the last release
// (the last commit that changed a published package's `version`; the root commit when there was
// none) or the merge base with `--since`. What this script adds to `changeset status`, which only
// fails when the range has no changeset at all:
// - per package: each published package whose published files changed in base..HEAD (committed
//   content, as in CI) must be named by a changeset of the range (`none` counts: a deliberate "no
//   release"); a package whose `version` changed in the range was released there and needs none.
//   Published files: src/ without tests (`__tests__/`, `*.test.*`, `*.test-d.ts`, `*.spec.*`),
//   stories and test setup; README.md; stylesheets; tsup.config.* (it shapes dist/); and
//   package.json except `scripts`, `devDependencies` and `version`;
// - per changeset: a summary for the changelog, without the project's issue numbers or spec
//   sections (an integrator reading the changelog cannot follow them).
//
// Published packages: the workspace packages (pnpm-workspace.yaml) that are not private and not in
// the `ignore` list of .changeset/config.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

/** This repository's Changesets CLI (the repository checked may be another one, as in the tests). */
const CHANGESET_CLI = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'changeset');

/** Pointers in a changelog that integrators cannot follow: the project's issue numbers and spec sections. */
export const UNFOLLOWABLE_POINTER = /\bissues? #?\d+|\bspec section\b|\bRAC\b/i;

/** Runs git in `cwd` and answers its output. */
function git(cwd, args) {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A file's text at `ref`, or undefined when it does not exist there. */
function show(cwd, ref, path) {
  try {
    return git(cwd, ['show', `${ref}:${path}`]);
  } catch {
    return undefined;
  }
}

/** A workspace glob (`packages/*`) as a regular expression over package.json paths. */
function workspacePattern(glob) {
  const source = glob
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')))
    .join('/');
  return new RegExp(`^${source}/package\\.json$`);
}

/** The `packages:` globs of a pnpm-workspace.yaml (a plain list, as pnpm writes it). */
export function workspaceGlobs(yaml) {
  const globs = [];
  let inPackages = false;
  for (const line of yaml.split(/\r?\n/)) {
    if (/^packages\s*:/.test(line)) inPackages = true;
    else if (/^\S/.test(line)) inPackages = false;
    else if (inPackages) {
      const item = /^\s+-\s*['"]?([^'"#]+?)['"]?\s*(#.*)?$/.exec(line);
      if (item) globs.push(item[1]);
    }
  }
  return globs;
}

/**
 * The workspace packages at `ref`: name, folder, manifest, and whether they are published.
 * @param {string} cwd
 * @param {string} [ref]
 */
export function readWorkspace(cwd, ref = 'HEAD') {
  const globs = workspaceGlobs(show(cwd, ref, 'pnpm-workspace.yaml') ?? '');
  const included = globs.filter((glob) => !glob.startsWith('!')).map(workspacePattern);
  const excluded = globs
    .filter((glob) => glob.startsWith('!'))
    .map((glob) => workspacePattern(glob.slice(1)));
  const ignored = new Set(JSON.parse(show(cwd, ref, '.changeset/config.json') ?? '{}').ignore ?? []);
  return git(cwd, ['ls-tree', '-r', '--name-only', '-z', ref])
    .split('\0')
    .filter((path) => included.some((re) => re.test(path)) && !excluded.some((re) => re.test(path)))
    .map((path) => {
      const manifest = JSON.parse(show(cwd, ref, path) ?? '{}');
      const published = !manifest.private && !ignored.has(manifest.name);
      return { name: manifest.name, dir: path.slice(0, -'/package.json'.length), manifest, published };
    })
    .filter((pkg) => pkg.name);
}

/**
 * Whether a path inside a package folder is part of what it publishes (see the header).
 * @param {string} path relative to the package folder
 */
export function isPublishedFile(path) {
  if (path === 'package.json' || /^readme(\.md)?$/i.test(path)) return true;
  if (/^tsup\.config\.[cm]?[jt]s$/.test(path)) return true;
  if (/\.css$/.test(path) && !/(^|\/)__tests__\//.test(path)) return true;
  if (!path.startsWith('src/')) return false;
  if (/(^|\/)__tests__\//.test(path)) return false;
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || /\.test-d\.tsx?$/.test(path)) return false;
  if (/\.stories\.[cm]?[jt]sx?$/.test(path) || /\.mdx$/.test(path)) return false;
  if (/(^|\/)(setupTests|test-setup|vitest\.setup)\.[cm]?[jt]sx?$/.test(path)) return false;
  return true;
}

/** The top-level fields whose published value differs between two manifests (not scripts, devDependencies, version). */
function changedFields(before, after) {
  const published = ({ scripts: _s, devDependencies: _d, version: _v, ...rest }) => rest;
  const [a, b] = [published(before), published(after)];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !isDeepStrictEqual(a[key], b[key]),
  );
}

/** The commit of the last release: the last one that changed a published package's `version`. */
export function lastRelease(cwd, packages) {
  const paths = packages.filter((pkg) => pkg.published).map((pkg) => `${pkg.dir}/package.json`);
  const root = git(cwd, ['rev-list', '--max-parents=0', 'HEAD']).trim().split('\n').pop() ?? '';
  if (paths.length === 0) return { commit: root, release: false };
  const candidates = git(cwd, ['log', '--format=%H', '-G"version"', 'HEAD', '--', ...paths])
    .trim()
    .split('\n')
    .filter(Boolean);
  for (const commit of candidates) {
    const parent = git(cwd, ['rev-list', '--parents', '-n', '1', commit]).trim().split(' ')[1];
    if (!parent) continue; // the root commit creates the packages: no release yet
    for (const path of paths) {
      const [before, after] = [show(cwd, parent, path), show(cwd, commit, path)];
      if (before && after && JSON.parse(before).version !== JSON.parse(after).version)
        return { commit, release: true };
    }
  }
  return { commit: root, release: false };
}

/**
 * The release plan of the changesets added or changed since `base`, as `changeset status --since`
 * makes it: `changesets` (id, summary, releases) and the `releases` they cause. `error` is the
 * CLI's message when it cannot make one (a changeset it cannot read, an unknown package).
 * @param {string} cwd
 * @param {string} base
 * @returns {{ changesets: { id: string, summary: string, releases: { name: string, type: string }[] }[], releases: { name: string, type: string }[], error?: string }}
 */
export function releasePlan(cwd, base) {
  const folder = mkdtempSync(join(tmpdir(), 'stowly-release-plan-'));
  const output = join(folder, 'plan.json');
  try {
    const run = spawnSync(CHANGESET_CLI, ['status', `--since=${base}`, `--output=${output}`], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    if (existsSync(output)) return JSON.parse(readFileSync(output, 'utf8'));
    const text = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    // Changed packages and no changeset at all: the per-package check below names them.
    if (/no changesets were found/.test(text) && !/error Error:/.test(text))
      return { changesets: [], releases: [] };
    const message = /error (?:\w*Error: )?(.+)/.exec(text)?.[1] ?? (text.trim() || `exit ${run.status}`);
    return { changesets: [], releases: [], error: message.trim() };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Checks the changesets of a repository. Answers the problems (each a message naming a package
 * or a changeset file) and a report of what was checked.
 * @param {{ cwd: string, since?: string }} options
 */
export function checkChangesets({ cwd, since }) {
  const top = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  const packages = readWorkspace(top);
  const published = packages.filter((pkg) => pkg.published);

  let base;
  let rangeLabel;
  if (since) {
    base = git(top, ['merge-base', since, 'HEAD']).trim();
    rangeLabel = `${since}...HEAD`;
  } else {
    const release = lastRelease(top, packages);
    base = release.commit;
    const short = base.slice(0, 7);
    rangeLabel = release.release
      ? `the last release (${short})`
      : `the first commit (${short}; no release yet)`;
  }

  const plan = releasePlan(top, base);
  const problems = plan.error ? [`changeset status: ${plan.error}`] : [];
  /** @type {Map<string, string[]>} package name → changeset files naming it */
  const namedIn = new Map();
  for (const { id, summary, releases } of plan.changesets) {
    const file = `.changeset/${id}.md`;
    if (summary.trim() === '') problems.push(`${file} has no summary for the changelog`);
    const pointer = UNFOLLOWABLE_POINTER.exec(summary)?.[0];
    if (pointer)
      problems.push(`${file} mentions "${pointer}", which integrators reading the changelog cannot follow`);
    for (const { name } of releases) namedIn.set(name, [...(namedIn.get(name) ?? []), file]);
  }

  const changed = git(top, ['diff', '--name-only', '--no-renames', '-z', base, 'HEAD'])
    .split('\0')
    .filter(Boolean);
  const lines = [];
  for (const pkg of published) {
    const before = show(top, base, `${pkg.dir}/package.json`);
    const beforeManifest = before ? JSON.parse(before) : undefined;
    if (beforeManifest && beforeManifest.version !== pkg.manifest.version) {
      lines.push(
        `✓ ${pkg.name}: released in the range (${beforeManifest.version} → ${pkg.manifest.version})`,
      );
      continue;
    }
    const files = [];
    for (const path of changed) {
      const own = path.startsWith(`${pkg.dir}/`) ? path.slice(pkg.dir.length + 1) : undefined;
      if (own === undefined || !isPublishedFile(own)) continue;
      if (own !== 'package.json') files.push(path);
      else {
        const fields = beforeManifest ? changedFields(beforeManifest, pkg.manifest) : ['new package'];
        if (fields.length > 0) files.push(`${path} (${fields.join(', ')})`);
      }
    }
    const changesets = namedIn.get(pkg.name) ?? [];
    const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
    if (files.length === 0) lines.push(`✓ ${pkg.name}: no published change`);
    else if (changesets.length > 0)
      lines.push(
        `✓ ${pkg.name}: ${plural(files.length, 'published file')} changed, named in ${plural(changesets.length, 'changeset')}`,
      );
    else
      problems.push(
        `${pkg.name} changed since ${rangeLabel} without a ${since ? 'changeset added in the range' : 'pending changeset'} naming it:\n` +
          files.map((file) => `    ${file}`).join('\n') +
          `\n  Add one: npx pnpm@10 changeset (pick ${pkg.name} and the bump, and describe the change for its changelog).`,
      );
  }
  return { problems, lines, rangeLabel, published: published.length, changesets: plan.changesets.length };
}

function main() {
  const args = process.argv.slice(2);
  let since;
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--since' && args[index + 1]) {
      since = args[index + 1];
      index += 1;
    } else if (args[index].startsWith('--since=')) since = args[index].slice('--since='.length);
    else {
      console.error(
        `usage: node scripts/check-changesets.mjs [--since <ref>] (unknown argument: ${args[index]})`,
      );
      process.exit(2);
    }
  }
  let result;
  try {
    result = checkChangesets({ cwd: process.cwd(), since });
  } catch (error) {
    const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
    console.error(`changesets: cannot read the repository${since ? ` or the ref ${since}` : ''}: ${detail}`);
    process.exit(2);
  }
  for (const line of result.lines) console.log(line);
  for (const problem of result.problems) console.log(`✗ ${problem}`);
  const which = since ? 'added in the range' : 'pending';
  console.log(
    `changesets: ${result.published} published packages checked since ${result.rangeLabel}, ` +
      `${result.changesets} ${which}, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`,
  );
  process.exitCode = result.problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
