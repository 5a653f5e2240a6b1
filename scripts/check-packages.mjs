#!/usr/bin/env node
// Checks what an integrator installs: each published package's tarball, packed by pnpm exactly as
// `pnpm publish` packs it (publishConfig applied, `workspace:` ranges replaced by versions).
//
//   node scripts/check-packages.mjs                   packs the built packages (`pnpm build` first)
//   node scripts/check-packages.mjs a.tgz b.tgz ...   checks these tarballs instead
//
// Per tarball, one line per problem, then a summary line per package and
// `packages: N checked, N problems`; exit 1 on any problem. The checks:
// - the manifest: every `exports` target is in the tarball, `types` first, a `.d.ts` beside each
//   JavaScript entry, no `@stowly/source` condition (monorepo only: it points into src/), no
//   `workspace:` range, a `license`, `sideEffects` right (@stowly/ui keeps dist/styles.css, its
//   JavaScript is side-effect free; the others are `sideEffects: false`);
// - the files: ESM JavaScript only, no src/, tests or stories, README.md and LICENSE present;
// - imports: every bare specifier of the dist JavaScript and declarations is a dependency or a peer
//   (node: builtins aside); react, react-dom, @tanstack/* and @stripe/* are peers, never
//   dependencies (the host app must own the one copy); a peer of a sibling package that this one's
//   imports reach (or that the sibling requires) is a peer here too, else an app installing this
//   package alone breaks;
// - `publint run --strict <tarball>` and `attw <tarball> --profile esm-only` (ESM-only packages:
//   node10 and CommonJS resolution are not offered; non-JavaScript entry points such as
//   ./styles.css are left out of attw, which only resolves modules).
//
// Why attw reads the pnpm tarball rather than `attw --pack`: `--pack` runs `npm pack` in the
// package folder, and npm ignores pnpm's `publishConfig.exports` and `workspace:` ranges, so it
// would check the monorepo manifest (with the `@stowly/source` condition into src/) instead of what
// is published. Running `attw --pack` on the unpacked pnpm tarball would only re-pack the same
// files, so the tarball itself is checked: the very file `pnpm publish` uploads.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packPackages } from './lib/packPackages.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

/** Packages the host app must own one copy of: peers, never dependencies. */
const HOST_OWNED = [/^react$/, /^react-dom$/, /^@tanstack\//, /^@stripe\//];

/** What the tarball must never carry. */
const FORBIDDEN_FILES = [
  { pattern: /^src\//, what: 'source (src/)' },
  { pattern: /(^|\/)__tests__\//, what: 'a test folder' },
  { pattern: /\.(test|spec)(-d)?\.[cm]?[jt]sx?$/, what: 'a test' },
  { pattern: /\.stories\.[cm]?[jt]sx?$/, what: 'a story' },
  { pattern: /(^|\/)(vitest|vite|tsup|jest)\.(config|setup)\.[cm]?[jt]s$/, what: 'build or test config' },
  { pattern: /(^|\/)tsconfig(\.[^/]+)?\.json$/, what: 'a tsconfig' },
];

const BUILTINS = new Set(builtinModules);

/**
 * The package name of a bare import specifier (`@scope/name` or `name`), or undefined for a
 * relative, absolute, URL or builtin specifier.
 * @param {string} specifier
 */
export function packageNameOf(specifier) {
  if (/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (BUILTINS.has(name)) return undefined;
  return name;
}

/**
 * A `sideEffects` glob as a regular expression over package-relative paths, as bundlers read it:
 * a pattern without a slash matches at any depth.
 * @param {string} glob
 */
export function sideEffectsPattern(glob) {
  let pattern = glob.replace(/^\.\//, '');
  if (!pattern.includes('/')) pattern = `**/${pattern}`;
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether `sideEffects` marks the file (package-relative path) as having side effects. */
function hasSideEffects(sideEffects, file) {
  if (sideEffects === undefined || sideEffects === true) return true;
  if (sideEffects === false) return false;
  if (!Array.isArray(sideEffects)) return true;
  return sideEffects.some((glob) => sideEffectsPattern(glob).test(file));
}

/** Every file under `dir`, as sorted slash-separated paths relative to it. */
function listFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path, base) : [relative(base, path).split('\\').join('/')];
    })
    .sort();
}

/** The import specifiers of a JavaScript or declaration file: static, dynamic, re-exports, `declare module`. */
function importsOf(text) {
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(text, true, true);
  return [...importedFiles, ...typeReferenceDirectives].map((file) => file.fileName);
}

/** Each `exports` leaf: its subpath, its condition path and its target. */
function exportTargets(exports) {
  /** @type {{ subpath: string, conditions: string[], target: string }[]} */
  const targets = [];
  const walk = (value, subpath, conditions) => {
    if (typeof value === 'string') targets.push({ subpath, conditions, target: value });
    else if (Array.isArray(value)) for (const item of value) walk(item, subpath, conditions);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, subpath, [...conditions, key]);
  };
  if (typeof exports === 'string' || Array.isArray(exports)) walk(exports, '.', []);
  else if (exports && typeof exports === 'object') {
    const keys = Object.keys(exports);
    if (keys.every((key) => key.startsWith('.')))
      for (const [subpath, value] of Object.entries(exports)) walk(value, subpath, []);
    else walk(exports, '.', []);
  }
  return targets;
}

/** Condition objects of `exports` whose keys include `types` but not first. */
function typesNotFirst(exports, path = 'exports') {
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return [];
  const keys = Object.keys(exports);
  const here = keys.includes('types') && keys[0] !== 'types' ? [path] : [];
  return [...here, ...keys.flatMap((key) => typesNotFirst(exports[key], `${path}[${JSON.stringify(key)}]`))];
}

/** The entry subpath of a specifier of `packageName` (`@stowly/booking/react` → `./react`). */
function subpathOf(specifier, packageName) {
  return specifier === packageName ? '.' : `.${specifier.slice(packageName.length)}`;
}

/**
 * Reads an unpacked package (the folder holding package.json, as in `package/` of a tarball): its
 * manifest, files, and for each entry subpath the bare specifiers its JavaScript and declarations
 * reach (following relative imports).
 * @param {string} dir
 */
export function readPackage(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const files = listFiles(dir);
  const fileSet = new Set(files);
  /** @type {Map<string, string[]>} */
  const importsByFile = new Map();
  for (const file of files)
    if (/\.(m?js|d\.m?ts)$/.test(file))
      importsByFile.set(file, importsOf(readFileSync(join(dir, file), 'utf8')));

  /** Bare specifiers reached from a file, following relative imports inside the package. */
  const reach = (start) => {
    const seen = new Set();
    const bare = new Set();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.pop();
      if (seen.has(file) || !importsByFile.has(file)) continue;
      seen.add(file);
      for (const specifier of importsByFile.get(file) ?? []) {
        if (!specifier.startsWith('.')) {
          bare.add(specifier);
          continue;
        }
        const resolved = posix.normalize(posix.join(posix.dirname(file), specifier));
        const candidates = [
          resolved,
          resolved.replace(/\.m?js$/, '.d.ts'),
          `${resolved}.d.ts`,
          `${resolved}.js`,
        ];
        const found = candidates.find((candidate) => fileSet.has(candidate));
        if (found) queue.push(found);
      }
    }
    return bare;
  };

  /** @type {Map<string, Set<string>>} */
  const reachedByEntry = new Map();
  for (const { subpath, target } of exportTargets(manifest.exports)) {
    const file = posix.normalize(target.replace(/^\.\//, ''));
    const reached = reachedByEntry.get(subpath) ?? new Set();
    for (const specifier of reach(file)) reached.add(specifier);
    reachedByEntry.set(subpath, reached);
  }
  return { dir, manifest, files, importsByFile, reachedByEntry };
}

/**
 * The problems of one unpacked package, each a sentence for a maintainer. `siblings` are the other
 * packages checked in the same run (by name), for the peers that imports reach through them.
 * @param {ReturnType<typeof readPackage>} pkg
 * @param {Map<string, ReturnType<typeof readPackage>>} [siblings]
 * @returns {string[]}
 */
export function checkPackage(pkg, siblings = new Map()) {
  const { manifest, files, importsByFile } = pkg;
  const fileSet = new Set(files);
  const problems = [];
  const dependencies = manifest.dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  const optionalPeers = new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );

  // Manifest basics.
  if (!manifest.license) problems.push('package.json has no "license" field');
  if (manifest.type !== 'module')
    problems.push('package.json "type" is not "module": its .js files would be read as CommonJS');
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'])
    for (const [name, range] of Object.entries(manifest[field] ?? {}))
      if (String(range).startsWith('workspace:'))
        problems.push(
          `${field}["${name}"] is still "${range}": pack with pnpm, which replaces workspace ranges`,
        );
  if (JSON.stringify(manifest).includes('@stowly/source'))
    problems.push(
      'package.json still has the "@stowly/source" condition (into src/): publishConfig.exports was not applied',
    );
  if (!manifest.exports) problems.push('package.json has no "exports" map');

  // Exports: targets present, types first, declarations beside JavaScript entries.
  for (const path of typesNotFirst(manifest.exports))
    problems.push(`${path}: the "types" condition must come first (resolvers take the first match)`);
  const targets = exportTargets(manifest.exports);
  for (const { subpath, conditions, target } of targets) {
    const file = posix.normalize(target.replace(/^\.\//, ''));
    const where = [`exports["${subpath}"]`, ...conditions.map((condition) => `["${condition}"]`)].join('');
    if (target.includes('*')) continue;
    if (!fileSet.has(file)) problems.push(`${where} is ${target}, which is not in the tarball`);
  }
  const subpaths = [...new Set(targets.map((target) => target.subpath))];
  for (const subpath of subpaths) {
    const own = targets.filter((target) => target.subpath === subpath);
    const scripts = own.filter(({ target }) => /\.[cm]?js$/.test(target));
    if (scripts.length === 0) continue;
    const types = own.find(({ conditions }) => conditions.includes('types'));
    if (!types) problems.push(`exports["${subpath}"] has JavaScript but no "types" condition`);
    for (const { target } of scripts) {
      const declaration = target.replace(/^\.\//, '').replace(/\.(m?)js$/, '.d.$1ts');
      if (!fileSet.has(declaration))
        problems.push(`${target} (exports["${subpath}"]) has no ${declaration} beside it`);
    }
  }

  // Files: what ships and what must not.
  for (const file of files) {
    const forbidden = FORBIDDEN_FILES.find(({ pattern }) => pattern.test(file));
    if (forbidden) problems.push(`${file} is ${forbidden.what} and must not be published`);
  }
  if (!files.some((file) => /^readme(\.md)?$/i.test(file)))
    problems.push('README.md is missing from the tarball');
  if (!files.some((file) => /^licen[cs]e(\.md|\.txt)?$/i.test(file)))
    problems.push('LICENSE is missing from the tarball');
  for (const file of files) {
    if (/\.c[jt]s$/.test(file)) problems.push(`${file} is CommonJS: the packages ship ESM only`);
    if (!/\.m?js$/.test(file)) continue;
    const text = readFileSync(join(pkg.dir, file), 'utf8');
    if (/(^|[^.\w$])(module\.exports|exports\.[\w$]+\s*=|require\s*\(\s*['"])/m.test(text))
      problems.push(`${file} uses CommonJS (require/module.exports): the packages ship ESM only`);
  }

  // sideEffects.
  const cssFiles = files.filter((file) => file.endsWith('.css'));
  const jsFiles = files.filter((file) => /\.m?js$/.test(file));
  if (manifest.name === '@stowly/ui' && !fileSet.has('dist/styles.css'))
    problems.push('dist/styles.css is missing: @stowly/ui ships its stylesheet there');
  if (cssFiles.length === 0) {
    if (manifest.sideEffects !== false)
      problems.push(
        `"sideEffects" is ${JSON.stringify(manifest.sideEffects)}, should be false: bundlers cannot drop unused modules`,
      );
  } else {
    for (const css of cssFiles)
      if (!hasSideEffects(manifest.sideEffects, css))
        problems.push(
          `"sideEffects" ${JSON.stringify(manifest.sideEffects)} does not keep ${css}: bundlers would drop an imported stylesheet`,
        );
    const impure = jsFiles.filter((file) => hasSideEffects(manifest.sideEffects, file));
    if (impure.length > 0)
      problems.push(
        `"sideEffects" ${JSON.stringify(manifest.sideEffects)} marks JavaScript (${impure.slice(0, 3).join(', ')}) as having side effects: list the CSS only`,
      );
  }

  // Imports declared; host-owned packages are peers.
  /** @type {Map<string, Set<string>>} */
  const importedBy = new Map();
  for (const [file, specifiers] of importsByFile)
    for (const specifier of specifiers) {
      const name = packageNameOf(specifier);
      if (!name || name === manifest.name) continue;
      const users = importedBy.get(name) ?? new Set();
      users.add(file);
      importedBy.set(name, users);
    }
  for (const [name, users] of [...importedBy].sort(([a], [b]) => a.localeCompare(b)))
    if (!(name in dependencies) && !(name in peers))
      problems.push(
        `imports ${name} (${[...users].slice(0, 2).join(', ')}) but it is neither a dependency nor a peer dependency`,
      );
  for (const name of Object.keys(dependencies))
    if (HOST_OWNED.some((pattern) => pattern.test(name)))
      problems.push(`${name} is a dependency: make it a peer dependency, the host app must own the one copy`);
  for (const name of Object.keys(manifest.peerDependenciesMeta ?? {}))
    if (!(name in peers)) problems.push(`peerDependenciesMeta names ${name}, which is not a peer dependency`);

  // Peers reached through the sibling packages it depends on.
  for (const [siblingName, sibling] of siblings) {
    if (siblingName === manifest.name || !(siblingName in dependencies)) continue;
    const siblingPeers = sibling.manifest.peerDependencies ?? {};
    const siblingOptional = new Set(
      Object.entries(sibling.manifest.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta?.optional)
        .map(([name]) => name),
    );
    const reached = new Map();
    for (const [file, specifiers] of importsByFile)
      for (const specifier of specifiers) {
        if (packageNameOf(specifier) !== siblingName) continue;
        for (const inner of sibling.reachedByEntry.get(subpathOf(specifier, siblingName)) ?? []) {
          const name = packageNameOf(inner);
          if (name && name in siblingPeers && !reached.has(name))
            reached.set(name, `${specifier} (from ${file})`);
        }
      }
    for (const [name, via] of reached)
      if (!(name in peers))
        problems.push(
          `${name} is reached through ${via}, where it is a peer dependency, but it is not a peer dependency here: an app installing ${manifest.name} alone would fail to import it`,
        );
      else if (optionalPeers.has(name) && !siblingOptional.has(name))
        problems.push(`${name} is an optional peer here but ${siblingName} requires it`);
    for (const name of Object.keys(siblingPeers))
      if (!siblingOptional.has(name) && !(name in peers) && !reached.has(name))
        problems.push(`${siblingName} requires the peer ${name}: declare it as a peer dependency here too`);
  }
  return problems;
}

/**
 * How to run the `bin` of a root dev dependency: node and the bin's script, read from the manifest
 * of the package whose entry or manifest `resolved` is (resolved literally where it is called, so
 * knip sees the dependency in use).
 * @param {string} resolved
 * @param {string} packageName
 * @param {string} binName
 */
function binCommand(resolved, packageName, binName) {
  let dir = dirname(resolved);
  while (
    !existsSync(join(dir, 'package.json')) ||
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== packageName
  )
    dir = dirname(dir);
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return [process.execPath, join(dir, typeof bin === 'string' ? bin : bin[binName])];
}

/**
 * `publint run --strict <tarball>`: its errors and warnings (strict makes warnings fail).
 * @param {string} tarball
 */
export function runPublint(tarball) {
  const [node, publint] = binCommand(require.resolve('publint'), 'publint', 'publint');
  // No colours: publint colours its output under CI=true, and the lines are read here.
  const result = spawnSync(node, [publint, 'run', '--strict', tarball], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escapes are what is removed
  const output = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  const problems = [];
  let section = '';
  for (const line of output.split('\n')) {
    const heading = /^(Errors|Warnings|Suggestions):/.exec(line);
    if (heading) section = heading[1];
    else if (section !== 'Suggestions' && section && /^\d+\.\s/.test(line))
      problems.push(`publint: ${line.replace(/^\d+\.\s*/, '')}`);
  }
  if (result.status !== 0 && problems.length === 0) problems.push(`publint failed: ${output.trim()}`);
  return problems;
}

/**
 * @typedef {{ kind: string, entrypoint?: string, resolutionKind?: string, typesFileName?: string,
 *   implementationFileName?: string, fileName?: string }} AttwProblem
 */

/** What attw found, with the entry point and resolution or the files it concerns. */
function describeAttwProblem(problem) {
  const file = (path) => path?.replace(/^\/node_modules\/(@[^/]+\/)?[^/]+\//, '');
  const where = [problem.kind];
  if (problem.entrypoint) where.push(`at "${problem.entrypoint}"`);
  if (problem.resolutionKind) where.push(`(${problem.resolutionKind})`);
  const files = [];
  if (problem.typesFileName) files.push(`types ${file(problem.typesFileName)}`);
  if (problem.implementationFileName) files.push(`JavaScript ${file(problem.implementationFileName)}`);
  if (problem.fileName) files.push(file(problem.fileName));
  if (files.length > 0) where.push(`(${files.join(', ')})`);
  return where.join(' ');
}

/** The resolutions the esm-only profile checks (node10 and CommonJS are not offered). */
const ESM_RESOLUTIONS = new Set(['node16-esm', 'bundler']);

/**
 * `attw <tarball> --profile esm-only`, module entry points only.
 * @param {string} tarball
 * @param {{ exports?: unknown }} manifest
 */
export function runAttw(tarball, manifest) {
  const targets = exportTargets(manifest.exports);
  const isModule = (target) => /\.([cm]?js|[cm]?ts|json|node)$/.test(target);
  const nonModules = [...new Set(targets.map(({ subpath }) => subpath))].filter(
    (subpath) => !targets.some((target) => target.subpath === subpath && isModule(target.target)),
  );
  const args = [tarball, '--profile', 'esm-only', '--format', 'json', '--no-color'];
  if (nonModules.length > 0) args.push('--exclude-entrypoints', ...nonModules);
  const [node, attw] = binCommand(
    require.resolve('@arethetypeswrong/cli/package.json'),
    '@arethetypeswrong/cli',
    'attw',
  );
  const result = spawnSync(node, [attw, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  /** @type {{ problems?: Record<string, AttwProblem[]> } | undefined} */
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  if (result.status === 0) return [];
  const problems = Object.values(report?.problems ?? {})
    .flat()
    .filter((problem) => !problem.resolutionKind || ESM_RESOLUTIONS.has(problem.resolutionKind))
    .map((problem) => `attw: ${describeAttwProblem(problem)}`);
  if (problems.length === 0)
    problems.push(`attw failed: ${(result.stderr || result.stdout).trim().slice(0, 2000)}`);
  return problems;
}

/** Unpacks a tarball into a new folder under `parent`; answers the package folder. */
function unpack(tarball, parent) {
  const dest = mkdtempSync(join(parent, `${basename(tarball, '.tgz')}-`));
  execFileSync('tar', ['-xzf', tarball, '-C', dest]);
  return join(dest, 'package');
}

function formatSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * Checks tarballs, printing each problem and a summary per package. Answers the problem count.
 * @param {string[]} tarballs
 * @param {{ log?: (line: string) => void, tools?: boolean }} [options] `tools: false` skips publint and attw
 */
export function checkTarballs(tarballs, { log = console.log, tools = true } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'stowly-check-packages-'));
  try {
    const packages = tarballs.map((tarball) => ({ tarball, pkg: readPackage(unpack(tarball, work)) }));
    const siblings = new Map(packages.map(({ pkg }) => [pkg.manifest.name, pkg]));
    let total = 0;
    for (const { tarball, pkg } of packages) {
      const name = pkg.manifest.name ?? basename(tarball);
      const problems = [...checkPackage(pkg, siblings)];
      if (tools) problems.push(...runPublint(tarball), ...runAttw(tarball, pkg.manifest));
      for (const problem of problems) log(`✗ ${name}: ${problem}`);
      const unpacked = pkg.files.reduce((sum, file) => sum + statSync(join(pkg.dir, file)).size, 0);
      log(
        `${problems.length === 0 ? '✓' : '✗'} ${name}@${pkg.manifest.version}: ${pkg.files.length} files, ` +
          `${formatSize(statSync(tarball).size)} packed (${formatSize(unpacked)} unpacked), ` +
          `${problems.length} problem${problems.length === 1 ? '' : 's'}`,
      );
      total += problems.length;
    }
    log(`packages: ${packages.length} checked, ${total} problem${total === 1 ? '' : 's'}`);
    return total;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function main() {
  const given = process.argv.slice(2).map((path) => resolve(path));
  for (const tarball of given)
    if (!existsSync(tarball)) {
      console.error(`no such tarball: ${tarball}`);
      process.exit(2);
    }
  let packs = given;
  let packDir;
  if (packs.length === 0) {
    packDir = mkdtempSync(join(tmpdir(), 'stowly-packs-'));
    packs = packPackages(packDir).map((pack) => pack.tarball);
  }
  try {
    process.exitCode = checkTarballs(packs) > 0 ? 1 : 0;
  } finally {
    if (packDir) rmSync(packDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
