#!/usr/bin/env node
/**
 * API reports: one `packages/<package>/etc/<entry>.api.md` per public entry point of the published
 * packages (each package.json's `publishConfig.exports`), made by API Extractor from the built
 * `dist/*.d.ts`. A change to the public surface then shows in review as a change to a report, and
 * `--check` fails until the report is updated.
 *
 *   node scripts/api-report.mjs           writes or updates the reports
 *   node scripts/api-report.mjs --check   compares without writing; exit 1 naming each report that differs
 *   node scripts/api-report.mjs --verbose also lists the undocumented symbols and TSDoc syntax warnings
 *   node scripts/api-report.mjs --package <dir> --reports <dir>   other packages or reports folder
 *
 * The packages must be built first (`pnpm build`). API Extractor follows tsup's hashed chunk files
 * (`createToastStore-D6K17sqU.d.ts`) and reports each symbol by its declared name, so the reports
 * do not depend on the chunk names; they hold no paths or dates either.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor';
import { PUBLISHED_PACKAGES, repoRoot } from './lib/packPackages.mjs';

/** The command that updates the reports, as printed when the check fails. */
const UPDATE_COMMAND = 'npx pnpm@10 api:report';

/**
 * API Extractor's messages, by id. Those added to the report are worth seeing in review: a type the
 * entry point uses but does not export (`ae-forgotten-export`) is part of the surface all the same.
 * Release tags (`@public`, `@beta`) are not used in this project, so a missing one is not reported.
 * A symbol or member without TSDoc is marked `(undocumented)` in the report itself.
 */
const EXTRACTOR_MESSAGES = {
  default: { logLevel: ExtractorLogLevel.Warning },
  'ae-forgotten-export': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-incompatible-release-tags': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-internal-missing-underscore': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-internal-mixed-release-tag': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-unresolved-inheritdoc-reference': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-unresolved-inheritdoc-base': { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
  'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
  'ae-undocumented': { logLevel: ExtractorLogLevel.None },
  'ae-wrong-input-file-type': { logLevel: ExtractorLogLevel.Error },
};

/** Messages about how a comment is written, not about the surface: listed with `--verbose`, never fatal. */
const DOC_SYNTAX_MESSAGE = /^(tsdoc-|ae-unresolved-link$)/;

/**
 * The TypeScript options for reading the built declarations: those of tsconfig.base.json that
 * matter to a `.d.ts` (React types and the other dependencies resolve from node_modules and stay
 * external). `skipLibCheck` keeps the run fast; the declarations were checked when they were built.
 */
const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  types: [],
  noEmit: true,
};

/**
 * The TSDoc configuration: API Extractor's own, plus the `@default` block tag CONVENTIONS.md asks
 * for (TSDoc's standard spelling is `@defaultValue`) and the `@description` and `@enum` tags
 * openapi-typescript writes into @stowly/api-client's generated types. Both TSDoc packages are
 * API Extractor's own dependencies, loaded from beside it so that they are the copies it uses.
 *
 * @returns {NonNullable<import('@microsoft/api-extractor').IExtractorConfigPrepareOptions['tsdocConfigFile']>}
 */
function tsdocConfigFile() {
  const require = createRequire(createRequire(import.meta.url).resolve('@microsoft/api-extractor'));
  const [tsdocConfigPackage, tsdocPackage] = ['@microsoft/tsdoc-config', '@microsoft/tsdoc'];
  const { TSDocConfigFile } = require(tsdocConfigPackage);
  const { TSDocTagSyntaxKind } = require(tsdocPackage);
  const config = TSDocConfigFile.loadFile(
    join(dirname(require.resolve('@microsoft/api-extractor/package.json')), 'extends', 'tsdoc-base.json'),
  );
  for (const tagName of ['@default', '@description', '@enum']) {
    config.addTagDefinition({ tagName, syntaxKind: TSDocTagSyntaxKind.BlockTag });
    config.setSupportForTag(tagName, true);
  }
  return config;
}

/**
 * @typedef {object} EntryPoint
 * @property {string} name The import path: `@stowly/booking/react`.
 * @property {string} types The declaration file, relative to the package: `dist/react/index.d.ts`.
 * @property {string} reportFileName `booking-react.api.md`.
 */

/**
 * The public entry points of the package in `packageDir` that have types, from its package.json's
 * `publishConfig.exports` (else `exports`).
 *
 * @param {string} packageDir
 * @returns {EntryPoint[]}
 */
export function entryPointsOf(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  const unscoped = unscopedName(manifest.name);
  return Object.entries(exportsMap).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' && target !== null ? target.types : undefined;
    if (typeof types !== 'string') return [];
    const entry = subpath === '.' ? '' : subpath.replace(/^\.\//, '');
    return [
      {
        name: entry ? `${manifest.name}/${entry}` : manifest.name,
        types: types.replace(/^\.\//, ''),
        reportFileName: `${[unscoped, ...entry.split('/').filter(Boolean)].join('-')}.api.md`,
      },
    ];
  });
}

/** @param {string} packageName */
function unscopedName(packageName) {
  return packageName.replace(/^@[^/]+\//, '');
}

/**
 * The reports in `reportFolder` named for the package in `packageDir` (`booking.api.md`,
 * `booking-*.api.md`) that none of its entry points makes any more.
 *
 * @param {string} packageDir
 * @param {string} reportFolder
 * @param {EntryPoint[]} entries
 */
function staleReports(packageDir, reportFolder, entries) {
  if (!existsSync(reportFolder)) return [];
  const unscoped = unscopedName(JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name);
  const current = new Set(entries.map((entry) => entry.reportFileName));
  return readdirSync(reportFolder).filter(
    (file) =>
      (file === `${unscoped}.api.md` || (file.startsWith(`${unscoped}-`) && file.endsWith('.api.md'))) &&
      !current.has(file),
  );
}

/**
 * @typedef {object} ReportResult
 * @property {string} entry The import path: `@stowly/booking/react`.
 * @property {string} reportPath Where the committed report is.
 * @property {'unchanged' | 'updated' | 'created' | 'differs' | 'missing' | 'stale' | 'removed'} status
 *   `stale`: a committed report no entry point makes any more (`removed` when writing).
 * @property {string} [diff] In check mode, an excerpt of what differs (committed vs. built).
 * @property {string[]} undocumented The public symbols and members without a TSDoc comment.
 * @property {string[]} docWarnings TSDoc syntax and {@link} warnings, `file:line: text`.
 */

/**
 * Makes the API report of every public entry point of the packages and writes it into the
 * package's `etc/` folder, or (with `check`) only compares it with the committed one.
 *
 * @param {object} [options]
 * @param {{ dir: string, reportFolder?: string }[]} [options.packages] Package folders (built), and
 *   where their reports are (default `<dir>/etc`). Default: the published packages.
 * @param {boolean} [options.check] Compare without writing.
 * @param {(line: string) => void} [options.log] Where the one line per entry goes.
 * @returns {ReportResult[]}
 */
export function apiReports({ packages = PUBLISHED_PACKAGES, check = false, log = () => {} } = {}) {
  const tsdoc = tsdocConfigFile();
  const workFolder = mkdtempSync(join(tmpdir(), 'stowly-api-report-'));
  /** @type {ReportResult[]} */
  const results = [];
  try {
    for (const { dir, reportFolder = join(dir, 'etc') } of packages) {
      const entries = entryPointsOf(dir);
      /** @type {CompilerState | undefined} */
      let compilerState;
      for (const entry of entries) {
        const result = reportEntry({
          dir,
          reportFolder,
          entry,
          entries,
          tsdoc,
          workFolder,
          compilerState,
          check,
        });
        compilerState = result.compilerState;
        results.push(result.report);
        log(`${entry.name}: ${statusText(result.report.status)}`);
      }
      for (const file of staleReports(dir, reportFolder, entries)) {
        const reportPath = join(reportFolder, file);
        if (!check) rmSync(reportPath);
        const entry = `${relative(repoRoot, reportPath)}`;
        results.push({
          entry,
          reportPath,
          status: check ? 'stale' : 'removed',
          undocumented: [],
          docWarnings: [],
        });
        log(`${entry}: ${statusText(check ? 'stale' : 'removed')}`);
      }
    }
  } finally {
    rmSync(workFolder, { recursive: true, force: true });
  }
  return results;
}

/** @param {ReportResult['status']} status */
function statusText(status) {
  if (status === 'differs') return 'DIFFERS';
  if (status === 'missing') return 'MISSING (no committed report)';
  if (status === 'stale') return 'STALE (no entry point makes this report)';
  if (status === 'removed') return 'report removed (no entry point makes it)';
  return `report ${status}`;
}

/**
 * @param {object} options
 * @param {string} options.dir
 * @param {string} options.reportFolder
 * @param {EntryPoint} options.entry
 * @param {EntryPoint[]} options.entries
 * @param {ReturnType<typeof tsdocConfigFile>} options.tsdoc
 * @param {string} options.workFolder
 * @param {CompilerState | undefined} options.compilerState
 * @param {boolean} options.check
 * @returns {{ report: ReportResult, compilerState: CompilerState }}
 */
function reportEntry({ dir, reportFolder, entry, entries, tsdoc, workFolder, compilerState, check }) {
  if (!existsSync(join(dir, entry.types))) {
    throw new Error(
      `${entry.name}: ${relative(repoRoot, join(dir, entry.types))} is missing; build the packages first (npx pnpm@10 build).`,
    );
  }
  const outputFolder = join(workFolder, entry.reportFileName.replace(/\.api\.md$/, ''));
  mkdirSync(outputFolder, { recursive: true });
  /** @type {import('@microsoft/api-extractor').IConfigFile} */
  const configObject = {
    projectFolder: dir,
    mainEntryPointFilePath: join(dir, entry.types),
    compiler: {
      overrideTsconfig: {
        compilerOptions: COMPILER_OPTIONS,
        files: entries.map((each) => join(dir, each.types)),
      },
    },
    // Written to a temporary folder and compared here, so that --check never writes into the repository.
    apiReport: {
      enabled: true,
      reportFileName: entry.reportFileName.replace(/\.api\.md$/, ''),
      reportFolder: outputFolder,
      reportTempFolder: outputFolder,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: EXTRACTOR_MESSAGES,
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
    },
  };
  const config = ExtractorConfig.prepare({
    configObject,
    // The configuration is built here: this file is named in API Extractor's messages about it.
    configObjectFullPath: fileURLToPath(import.meta.url),
    packageJsonFullPath: join(dir, 'package.json'),
    tsdocConfigFile: tsdoc,
  });
  const state = compilerState ?? CompilerState.create(config);

  /** @type {string[]} */
  const docWarnings = [];
  /** @type {string[]} */
  const failures = [];
  const extractorResult = Extractor.invoke(config, {
    localBuild: true,
    compilerState: state,
    messageCallback: (message) => {
      const where = message.sourceFilePath
        ? `${relative(repoRoot, message.sourceFilePath)}:${message.sourceFileLine}: `
        : '';
      if (DOC_SYNTAX_MESSAGE.test(message.messageId)) {
        docWarnings.push(`${where}${message.text} (${message.messageId})`);
      } else if (message.logLevel === ExtractorLogLevel.Error) {
        failures.push(`${where}${message.text} (${message.messageId})`);
      } else if (message.logLevel === ExtractorLogLevel.Warning) {
        process.stderr.write(`${entry.name}: warning: ${where}${message.text} (${message.messageId})\n`);
      }
      message.handled = true;
    },
  });
  const builtPath = join(outputFolder, entry.reportFileName);
  if (!extractorResult.succeeded || failures.length > 0) {
    throw new Error(`API Extractor failed for ${entry.name}:\n${failures.join('\n')}`);
  }

  const built = normalizeReport(readFileSync(builtPath, 'utf8'), entry.name);
  const reportPath = join(reportFolder, entry.reportFileName);
  const committed = readIfExists(reportPath);
  /** @type {ReportResult} */
  const report = {
    entry: entry.name,
    reportPath,
    status: 'unchanged',
    undocumented: undocumentedIn(built),
    docWarnings,
  };
  if (committed === built) return { report, compilerState: state };
  if (check) {
    report.status = committed === undefined ? 'missing' : 'differs';
    report.diff = diffExcerpt(committed ?? '', built);
  } else {
    mkdirSync(reportFolder, { recursive: true });
    writeFileSync(reportPath, built);
    report.status = committed === undefined ? 'created' : 'updated';
  }
  return { report, compilerState: state };
}

/**
 * What API Extractor wrote, made independent of the build's layout: the heading names the entry
 * point (API Extractor names the package), and the closing list of warnings not tied to a
 * declaration drops their `dist/<chunk>-<hash>.d.ts:line:column` (which move whenever a comment
 * does) and is sorted.
 *
 * @param {string} text
 * @param {string} entryName
 */
export function normalizeReport(text, entryName) {
  const heading = text.replace(/^## API Report File for ".*"$/m, `## API Report File for "${entryName}"`);
  return heading.replace(
    /(\/\/ Warnings were encountered during analysis:\n\/\/\n)((?:\/\/ .*\n)+)/,
    (_section, title, lines) => {
      const messages = lines
        .split('\n')
        .filter(Boolean)
        .map((/** @type {string} */ line) => line.replace(/^\/\/ \S+:\d+:\d+ - /, '// '));
      return `${title}${[...new Set(messages)].sort().join('\n')}\n`;
    },
  );
}

/**
 * The declarations and members a report marks `(undocumented)`, by dotted name
 * (`BookingFlowData.discountCode`).
 *
 * @param {string} report
 * @returns {string[]}
 */
export function undocumentedIn(report) {
  /** @type {string[]} */
  const names = [];
  /** @type {string[]} */
  const path = [];
  let pendingDepth = -1;
  for (const line of report.split('\n')) {
    const depth = Math.floor((line.match(/^ */)?.[0].length ?? 0) / 4);
    const trimmed = line.trim();
    if (trimmed.startsWith('//')) {
      if (trimmed.includes('(undocumented)')) pendingDepth = depth;
      continue;
    }
    const name = depth === 0 ? topLevelName(trimmed) : memberName(trimmed);
    if (name === undefined) continue;
    path.length = depth;
    path[depth] = name;
    if (pendingDepth === depth) names.push(path.join('.'));
    pendingDepth = -1;
  }
  return names;
}

/** @param {string} line */
function topLevelName(line) {
  return line.match(
    /^export (?:declare )?(?:abstract )?(?:function|const|let|var|class|interface|type|enum|namespace) ([\w$]+)/,
  )?.[1];
}

/** @param {string} line */
function memberName(line) {
  return line.match(
    /^(?:(?:readonly|static|protected|abstract|get|set) )*("[^"]*"|'[^']*'|[\w$]+|\[[^\]]+\])\??(?:<[^(]*>)?\s*[:(=]/,
  )?.[1];
}

/** @param {string} path */
function readIfExists(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A unified-diff-like excerpt of what differs between two texts: `-` lines only in `before`, `+`
 * lines only in `after`, with a few lines of context, at most `maxLines` lines.
 *
 * @param {string} before
 * @param {string} after
 * @param {{ context?: number, maxLines?: number }} [options]
 */
function diffExcerpt(before, after, { context = 3, maxLines = 60 } = {}) {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = lineDiff(a.slice(start, endA), b.slice(start, endB));
  /** @type {{ kind: ' ' | '-' | '+', line: string, lineNumber: number }[]} */
  const ops = [];
  for (let i = 0; i < start; i++) ops.push({ kind: ' ', line: a[i] ?? '', lineNumber: i + 1 });
  let lineNumber = start;
  for (const op of middle) {
    if (op.kind !== '+') lineNumber++;
    ops.push({ ...op, lineNumber: Math.max(lineNumber, 1) });
  }
  for (let i = endA; i < a.length; i++) ops.push({ kind: ' ', line: a[i] ?? '', lineNumber: i + 1 });

  const shown = new Set();
  ops.forEach((op, index) => {
    if (op.kind === ' ') return;
    for (let i = Math.max(0, index - context); i <= Math.min(ops.length - 1, index + context); i++)
      shown.add(i);
  });
  /** @type {string[]} */
  const lines = [];
  let previous = -2;
  for (const index of [...shown].sort((x, y) => x - y)) {
    const op = ops[index];
    if (!op) continue;
    if (index !== previous + 1) lines.push(`@@ line ${op.lineNumber} @@`);
    lines.push(`${op.kind} ${op.line}`);
    previous = index;
  }
  if (lines.length <= maxLines) return lines.join('\n');
  return [...lines.slice(0, maxLines), `… ${lines.length - maxLines} more lines`].join('\n');
}

/**
 * The edit script from `a` to `b` by longest common subsequence; for a very large differing middle
 * (a new report), simply all of `a` removed and all of `b` added.
 *
 * @param {string[]} a
 * @param {string[]} b
 * @returns {{ kind: ' ' | '-' | '+', line: string }[]}
 */
function lineDiff(a, b) {
  if (a.length * b.length > 4_000_000) {
    return [
      ...a.map((line) => ({ kind: /** @type {const} */ ('-'), line })),
      ...b.map((line) => ({ kind: /** @type {const} */ ('+'), line })),
    ];
  }
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  /** @type {{ kind: ' ' | '-' | '+', line: string }[]} */
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({ kind: ' ', line: a[i++] ?? '' });
      j++;
    } else if (
      i < a.length &&
      (j === b.length || (lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0))
    ) {
      ops.push({ kind: '-', line: a[i++] ?? '' });
    } else {
      ops.push({ kind: '+', line: b[j++] ?? '' });
    }
  }
  return ops;
}

/**
 * The command line: writes or (`--check`) checks the reports of the published packages, or of the
 * packages given with `--package <dir>` (repeatable), with their reports in `--reports <dir>`
 * instead of each package's `etc/`.
 *
 * @param {string[]} argv
 * @returns {number} The exit code.
 */
export function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      package: { type: 'string', multiple: true },
      reports: { type: 'string' },
    },
  });
  const { check = false, verbose = false, reports } = values;
  const packages = (values.package?.map((dir) => ({ dir: resolve(dir) })) ?? PUBLISHED_PACKAGES).map(
    ({ dir }) => ({ dir, reportFolder: reports === undefined ? join(dir, 'etc') : resolve(reports) }),
  );
  const started = Date.now();
  /** @type {ReportResult[]} */
  let results;
  try {
    results = apiReports({ packages, check, log: (line) => console.log(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }

  const docWarnings = results.flatMap((result) => result.docWarnings);
  if (verbose) for (const warning of new Set(docWarnings)) console.warn(`warning: ${warning}`);
  const undocumented = results.reduce((count, result) => count + result.undocumented.length, 0);
  const notes = [];
  if (undocumented > 0) notes.push(`${undocumented} public symbols or members without TSDoc`);
  if (docWarnings.length > 0) notes.push(`${new Set(docWarnings).size} TSDoc syntax warnings`);
  if (notes.length > 0 && !verbose) notes.push('--verbose lists them');
  if (verbose)
    for (const result of results)
      for (const text of result.undocumented) console.warn(`${result.entry}: undocumented: ${text}`);

  const differing = results.filter((result) => ['differs', 'missing', 'stale'].includes(result.status));
  for (const result of differing) {
    const report = relative(repoRoot, result.reportPath);
    if (result.status === 'differs') {
      console.error(`\n${report} differs from the built API of ${result.entry} (- committed, + built):`);
      console.error(result.diff);
    } else if (result.status === 'missing') {
      console.error(`\n${report} is missing: ${result.entry} has no committed API report.`);
    } else {
      console.error(`\n${report} is stale: no entry point of the package's publishConfig.exports makes it.`);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${results.length} API reports in ${seconds} s${notes.length ? ` (${notes.join('; ')})` : ''}`);
  if (differing.length > 0) {
    console.error(
      `\nThe public API changed: ${differing.map((result) => relative(repoRoot, result.reportPath)).join(', ')}.` +
        `\nIf the change is intended, update the reports with \`${UPDATE_COMMAND}\` (after \`npx pnpm@10 build\`) and commit them.`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
