#!/usr/bin/env node
// Fails when a published package changed without a changeset naming it, so that every change an
// integrator installs reaches a version bump and a CHANGELOG entry (`pnpm changeset version`).
//
//   node scripts/check-changesets.mjs                 since the last release, against the pending changesets
//   node scripts/check-changesets.mjs --since <ref>   a pull request: ref...HEAD, against the changesets it adds
//
// Default range: from the last release (the last commit that changed a published package's
// `version`; the root commit when there was none) to HEAD. Every published package whose published
// files changed in it must be named in a pending `.changeset/*.md` at HEAD. With `--since <ref>`,
// the packages changed in `ref...HEAD` (from their merge base) must be named in a changeset added
// or changed in that range. Only committed content counts (HEAD), as in CI.
//
// Published packages: the workspace packages (pnpm-workspace.yaml) that are not private and not in
// the `ignore` list of .changeset/config.json. Their published files: src/ without tests
// (`__tests__/`, `*.test.*`, `*.test-d.ts`, `*.spec.*`), stories and test setup; README.md;
// stylesheets; tsup.config.* (it shapes dist/); and package.json except `scripts`,
// `devDependencies` and `version`. A package whose `version` changed in the range was released
// there and needs no changeset. A changeset naming a package with `none` counts as naming it (a
// deliberate "no release").
//
// The front matter is read here rather than with @changesets/parse, which is not resolvable from
// the root (only @changesets/cli is a dependency): the format is one `"name": bump` line per package.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const BUMPS = new Set(['major', 'minor', 'patch', 'none']);

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

/** Every file path at `ref`. */
function filesAt(cwd, ref) {
  return git(cwd, ['ls-tree', '-r', '--name-only', '-z', ref]).split('\0').filter(Boolean);
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
  const yaml = show(cwd, ref, 'pnpm-workspace.yaml') ?? '';
  const globs = workspaceGlobs(yaml);
  const patterns = globs.filter((glob) => !glob.startsWith('!')).map(workspacePattern);
  const excluded = globs
    .filter((glob) => glob.startsWith('!'))
    .map((glob) => workspacePattern(glob.slice(1)));
  const config = JSON.parse(show(cwd, ref, '.changeset/config.json') ?? '{}');
  const ignored = new Set(config.ignore ?? []);
  return filesAt(cwd, ref)
    .filter(
      (path) =>
        patterns.some((pattern) => pattern.test(path)) && !excluded.some((pattern) => pattern.test(path)),
    )
    .map((path) => {
      const manifest = JSON.parse(show(cwd, ref, path) ?? '{}');
      const dir = path.slice(0, -'/package.json'.length);
      return {
        name: manifest.name,
        dir,
        manifest,
        published: !manifest.private && !ignored.has(manifest.name),
      };
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

/** A manifest without what does not reach an integrator through a change (scripts, devDependencies, version). */
function publishedFields(manifest) {
  if (!manifest) return undefined;
  const { scripts: _scripts, devDependencies: _dev, version: _version, ...rest } = manifest;
  return rest;
}

/** The top-level fields whose published value differs between two manifests. */
function changedFields(before, after) {
  const a = publishedFields(before) ?? {};
  const b = publishedFields(after) ?? {};
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !isDeepStrictEqual(a[key], b[key]),
  );
}

/**
 * Reads a changeset's front matter: the packages it names with their bumps, and its summary.
 * @param {string} text
 * @returns {{ releases: { name: string, type: string }[], summary: string, errors: string[] }}
 */
export function parseChangeset(text) {
  const match = /^\s*---\r?\n([\s\S]*?)^---\s*$([\s\S]*)/m.exec(text);
  if (!match)
    return {
      releases: [],
      summary: text.trim(),
      errors: ['has no front matter (--- lines naming the packages)'],
    };
  const releases = [];
  const errors = [];
  for (const line of match[1].split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const release = /^\s*(?:"([^"]+)"|'([^']+)'|([^\s:'"]+))\s*:\s*(\S+)\s*$/.exec(line);
    if (!release || !BUMPS.has(release[4])) {
      errors.push(
        `cannot read the line ${line.trim()} (expected "package-name": major, minor, patch or none)`,
      );
      continue;
    }
    releases.push({ name: release[1] ?? release[2] ?? release[3], type: release[4] });
  }
  const summary = match[2].trim();
  if (summary === '') errors.push('has no summary for the changelog');
  return { releases, summary, errors };
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
      const before = show(cwd, parent, path);
      const after = show(cwd, commit, path);
      if (!before || !after) continue;
      if (JSON.parse(before).version !== JSON.parse(after).version) return { commit, release: true };
    }
  }
  return { commit: root, release: false };
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
  const names = new Set(packages.map((pkg) => pkg.name));

  let base;
  let rangeLabel;
  let changesetFiles;
  if (since) {
    base = git(top, ['merge-base', since, 'HEAD']).trim();
    rangeLabel = `${since}...HEAD`;
    changesetFiles = git(top, [
      'diff',
      '--name-only',
      '--no-renames',
      '--diff-filter=AM',
      '-z',
      base,
      'HEAD',
      '--',
      '.changeset',
    ])
      .split('\0')
      .filter(Boolean);
  } else {
    const release = lastRelease(top, packages);
    base = release.commit;
    const short = base.slice(0, 7);
    rangeLabel = release.release
      ? `the last release (${short})`
      : `the first commit (${short}; no release yet)`;
    changesetFiles = filesAt(top, 'HEAD').filter((path) => path.startsWith('.changeset/'));
  }
  changesetFiles = changesetFiles.filter(
    (path) => /^\.changeset\/[^/]+\.md$/.test(path) && !/\/README\.md$/i.test(path),
  );

  const problems = [];
  /** @type {Map<string, string[]>} package name → changeset files naming it */
  const namedIn = new Map();
  for (const file of changesetFiles) {
    const { releases, errors } = parseChangeset(show(top, 'HEAD', file) ?? '');
    for (const error of errors) problems.push(`${file} ${error}`);
    for (const { name } of releases) {
      if (!names.has(name)) problems.push(`${file} names ${name}, which is not a package of this workspace`);
      namedIn.set(name, [...(namedIn.get(name) ?? []), file]);
    }
  }

  const changed = git(top, ['diff', '--name-only', '--no-renames', '-z', base, 'HEAD'])
    .split('\0')
    .filter(Boolean);
  const lines = [];
  for (const pkg of published) {
    const own = changed
      .filter((path) => path.startsWith(`${pkg.dir}/`))
      .map((path) => path.slice(pkg.dir.length + 1));
    const before = show(top, base, `${pkg.dir}/package.json`);
    const beforeManifest = before ? JSON.parse(before) : undefined;
    if (beforeManifest && beforeManifest.version !== pkg.manifest.version) {
      lines.push(
        `✓ ${pkg.name}: released in the range (${beforeManifest.version} → ${pkg.manifest.version})`,
      );
      continue;
    }
    const files = [];
    for (const path of own.filter(isPublishedFile)) {
      if (path !== 'package.json') files.push(`${pkg.dir}/${path}`);
      else {
        const fields = beforeManifest ? changedFields(beforeManifest, pkg.manifest) : ['new package'];
        if (fields.length > 0) files.push(`${pkg.dir}/package.json (${fields.join(', ')})`);
      }
    }
    if (files.length === 0) {
      lines.push(`✓ ${pkg.name}: no published change`);
      continue;
    }
    const changesets = namedIn.get(pkg.name) ?? [];
    if (changesets.length > 0) {
      lines.push(
        `✓ ${pkg.name}: ${files.length} published file${files.length === 1 ? '' : 's'} changed, named in ${changesets.length} changeset${changesets.length === 1 ? '' : 's'}`,
      );
      continue;
    }
    problems.push(
      `${pkg.name} changed since ${rangeLabel} without a ${since ? 'changeset added in the range' : 'pending changeset'} naming it:\n` +
        files.map((file) => `    ${file}`).join('\n') +
        `\n  Add one: npx pnpm@10 changeset (pick ${pkg.name} and the bump, and describe the change for its changelog).`,
    );
  }
  return { problems, lines, rangeLabel, published: published.length, changesets: changesetFiles.length };
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
