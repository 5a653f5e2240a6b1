#!/usr/bin/env node
// Compiles every ```ts and ```tsx sample of the documentation as an integrator's code: each block is
// a complete module, checked by `tsc` (strict) against the packages' published types (their built
// `dist/*.d.ts`, without the workspace's `@stowly/source` condition). Errors name the Markdown file
// and line. Blocks tagged `sh`, `text`, `json` and so on are not compiled; a block tagged
// `ts nocheck` or `tsx nocheck` is skipped (none is, so far).
//
//   node scripts/check-docs-samples.mjs               docs/**/*.md, README.md, packages/*/README.md
//   node scripts/check-docs-samples.mjs FILE.md ...   only those files
//   --out DIR                                          extract to DIR (inside the repository) instead of docs/.samples
//
// The extracted files are removed when everything compiles and kept for a look when not.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = resolve(import.meta.dirname, '..');

/** Where the CLI writes the extracted samples (gitignored). */
export const DEFAULT_SAMPLES_DIR = join(repoRoot, 'docs', '.samples');

/** The fence tags that are compiled, with the file extension each sample gets. */
const COMPILED_TAGS = { ts: '.ts', typescript: '.ts', tsx: '.tsx' };

/** The marker that leaves a `ts`/`tsx` block out of the check: ```ts nocheck */
const NOCHECK = 'nocheck';

/** Lines written above each sample's code: the pointer back to the Markdown. */
const HEADER_LINES = 2;

/**
 * Things a sample may use without declaring them: what every host app has in some form. Kept
 * small; a sample that needs more declares it itself (`declare function ...`).
 */
const HOST_DECLARATIONS = `// Host-app functions the documentation's samples call without declaring them.
// Written by scripts/check-docs-samples.mjs; see docs/README.md ("Code samples").

/** The host app's error reporting (Sentry or similar). */
declare function reportToSentry(error: unknown): void;
`;

/**
 * The built type entries the samples compile against; the check stops early when one is missing.
 */
const PUBLISHED_TYPES = [
  'packages/api-client/dist/index.d.ts',
  'packages/booking/dist/index.d.ts',
  'packages/booking/dist/react/index.d.ts',
  'packages/booking/dist/checkout.d.ts',
  'packages/ui/dist/index.d.ts',
  'packages/ui/dist/stripe.d.ts',
];

/**
 * The Markdown files checked by default: every `docs/**\/*.md` (but not `docs/.samples`), the root
 * README and each package's README.
 *
 * @param {string} [root]
 * @returns {string[]} absolute paths
 */
export function defaultDocFiles(root = repoRoot) {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  if (existsSync(join(root, 'README.md'))) files.push(join(root, 'README.md'));
  const packagesDir = join(root, 'packages');
  if (existsSync(packagesDir)) {
    for (const name of readdirSync(packagesDir).sort()) {
      const readme = join(packagesDir, name, 'README.md');
      if (existsSync(readme)) files.push(readme);
    }
  }
  return files;
}

/**
 * @typedef {object} Sample
 * @property {string} docFile absolute path of the Markdown file
 * @property {number} line the Markdown line (1-based) of the sample's first code line
 * @property {number} indent the columns of indentation removed from each line (a block in a list)
 * @property {'.ts' | '.tsx'} extension
 * @property {string} code
 */

/**
 * The compiled samples of one Markdown text: the ```ts, ```typescript and ```tsx fenced blocks
 * (indented ones too, as in lists), except those marked `nocheck`.
 *
 * @param {string} markdown
 * @param {string} docFile
 * @returns {Sample[]}
 */
export function extractSamples(markdown, docFile) {
  const lines = markdown.split(/\r?\n/);
  /** @type {Sample[]} */
  const samples = [];
  let open = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (open === null) {
      const fence = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
      if (!fence) continue;
      const [, indent = '', marker = '', tag = '', meta = ''] = fence;
      open = {
        indent: indent.length,
        marker,
        tag: tag.toLowerCase(),
        nocheck: meta.split(/\s+/).includes(NOCHECK),
        start: index + 2,
        body: [],
      };
      continue;
    }
    const closing = new RegExp(`^\\s*${open.marker[0] === '`' ? '`' : '~'}{${open.marker.length},}\\s*$`);
    if (closing.test(line)) {
      const extension = COMPILED_TAGS[/** @type {keyof typeof COMPILED_TAGS} */ (open.tag)];
      if (extension && !open.nocheck) {
        samples.push({
          docFile,
          line: open.start,
          indent: open.indent,
          extension,
          code: open.body.join('\n'),
        });
      }
      open = null;
      continue;
    }
    // Inside a list the block's lines carry the fence's indentation: remove it.
    const indent = open.indent;
    open.body.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
  }
  return samples;
}

/** A file-name-safe name for a Markdown file: `docs/getting-started.md` → `docs_getting-started`. */
function sampleStem(docFile, root) {
  const rel = relative(root, docFile);
  const name = rel.startsWith('..') || isAbsolute(rel) ? basename(docFile) : rel;
  return name.replace(/\.md$/i, '').replace(/[^\w-]+/g, '_');
}

/** The compiler options of an integrator's app: strict, React JSX, bundler resolution, no emit. */
function samplesTsconfig() {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      forceConsistentCasingInFileNames: true,
      types: [],
      // No `customConditions`: `@stowly/*` resolve to their published `types` (the built dist), as
      // in an integrator's app.
    },
    include: ['*.ts', '*.tsx'],
  };
}

/**
 * @typedef {object} SampleError
 * @property {string} file the Markdown file (or, for an error outside the samples, that file)
 * @property {number} line
 * @property {number} column
 * @property {string} message `TS2345: ...`
 */

/**
 * Extracts the samples of `files` into `samplesDir` (emptied first) and compiles them with `tsc`.
 * `samplesDir` must lie inside the repository so that `@stowly/*`, React, TanStack Query and React
 * Router resolve through the root's `node_modules`.
 *
 * @param {object} [options]
 * @param {string[]} [options.files] Markdown files (absolute, or relative to the repository root)
 * @param {string} [options.samplesDir]
 * @param {string} [options.root]
 * @returns {{ samples: (Sample & { path: string })[], errors: SampleError[], output: string }}
 */
export function checkDocsSamples(options = {}) {
  const root = options.root ?? repoRoot;
  const files = (options.files ?? defaultDocFiles(root)).map((file) => resolve(root, file));
  const samplesDir = resolve(root, options.samplesDir ?? DEFAULT_SAMPLES_DIR);

  const missing = PUBLISHED_TYPES.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    throw new Error(
      `The samples compile against the built packages, but ${missing.join(', ')} is missing: ` +
        'run `npx pnpm@10 run build` first.',
    );
  }

  rmSync(samplesDir, { recursive: true, force: true });
  mkdirSync(samplesDir, { recursive: true });
  writeFileSync(join(samplesDir, 'tsconfig.json'), `${JSON.stringify(samplesTsconfig(), null, 2)}\n`);
  writeFileSync(join(samplesDir, 'host.d.ts'), HOST_DECLARATIONS);

  /** @type {(Sample & { path: string })[]} */
  const samples = [];
  for (const docFile of files) {
    const found = extractSamples(readFileSync(docFile, 'utf8'), docFile);
    found.forEach((sample, index) => {
      const path = join(samplesDir, `${sampleStem(docFile, root)}-${index + 1}${sample.extension}`);
      const header = [
        `// Generated by scripts/check-docs-samples.mjs from ${relative(root, docFile)}, line ${sample.line}.`,
        '// Edit the Markdown, not this file.',
      ];
      // A sample without imports or exports is made a module, so samples never share top-level names.
      const isModule = /^\s*(import|export)\b/m.test(sample.code);
      writeFileSync(path, `${[...header, sample.code, ...(isModule ? [] : ['export {};'])].join('\n')}\n`);
      samples.push({ ...sample, path });
    });
  }
  if (samples.length === 0) return { samples, errors: [], output: '' };

  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const run = spawnSync(
    process.execPath,
    [tsc, '-p', join(samplesDir, 'tsconfig.json'), '--pretty', 'false'],
    {
      cwd: samplesDir,
      encoding: 'utf8',
    },
  );
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const errors = parseDiagnostics(output, samplesDir, samples);
  if (run.status !== 0 && errors.length === 0) {
    errors.push({ file: samplesDir, line: 0, column: 0, message: `tsc failed:\n${output.trim()}` });
  }
  return { samples, errors, output };
}

/**
 * Maps `tsc --pretty false` diagnostics (`file(line,col): error TS1234: text`, continued on indented
 * lines) back to the Markdown files and lines.
 *
 * @param {string} output
 * @param {string} samplesDir
 * @param {(Sample & { path: string })[]} samples
 * @returns {SampleError[]}
 */
function parseDiagnostics(output, samplesDir, samples) {
  const byPath = new Map(samples.map((sample) => [resolve(sample.path), sample]));
  /** @type {SampleError[]} */
  const errors = [];
  for (const line of output.split(/\r?\n/)) {
    const diagnostic = /^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/.exec(line);
    if (diagnostic) {
      const [, file = '', lineText = '0', columnText = '0', message = ''] = diagnostic;
      const path = resolve(samplesDir, file);
      const sample = byPath.get(path);
      const sampleLine = Number(lineText) - HEADER_LINES;
      errors.push(
        sample
          ? {
              file: sample.docFile,
              line: sample.line + Math.max(0, sampleLine - 1),
              column: Number(columnText) + sample.indent,
              message,
            }
          : { file: path, line: Number(lineText), column: Number(columnText), message },
      );
    } else if (/^\s+\S/.test(line) && errors.length > 0) {
      const last = errors[errors.length - 1];
      if (last) last.message += `\n  ${line.trim()}`;
    } else if (/^error (TS\d+: .*)$/.test(line)) {
      errors.push({ file: samplesDir, line: 0, column: 0, message: line.replace(/^error /, '') });
    }
  }
  return errors;
}

/** `docs/getting-started.md:42:7: TS2345: ...`, relative to the working directory. */
export function formatError(error, cwd = process.cwd()) {
  const file = relative(cwd, error.file) || error.file;
  return `${file}:${error.line}:${error.column}: ${error.message}`;
}

/** Reads `[--out DIR] [FILE.md ...]`. */
function parseArgs(argv) {
  const files = [];
  let samplesDir = DEFAULT_SAMPLES_DIR;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    if (arg === '--out') samplesDir = resolve(process.cwd(), argv[++index] ?? '');
    else files.push(resolve(process.cwd(), arg));
  }
  return { files: files.length > 0 ? files : undefined, samplesDir };
}

function main(argv) {
  const { files, samplesDir } = parseArgs(argv);
  let result;
  try {
    result = checkDocsSamples({ samplesDir, ...(files ? { files } : {}) });
  } catch (error) {
    console.error(`docs samples: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const docs = new Set(result.samples.map((sample) => sample.docFile)).size;
  if (result.errors.length > 0) {
    for (const error of result.errors) console.error(formatError(error));
    console.error(
      `docs samples: ${result.errors.length} error(s) in ${result.samples.length} samples of ${docs} files ` +
        `(extracted to ${relative(process.cwd(), samplesDir)})`,
    );
    return 1;
  }
  // Kept only when something failed, to look at.
  rmSync(samplesDir, { recursive: true, force: true });
  console.log(`docs samples: ${result.samples.length} samples in ${docs} files compile`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
