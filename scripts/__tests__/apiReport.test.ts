import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiReports, entryPointsOf, normalizeReport, undocumentedIn } from '../api-report.mjs';
import { repoRoot } from '../lib/packPackages.mjs';

const script = join(repoRoot, 'scripts', 'api-report.mjs');
const booking = join(repoRoot, 'packages', 'booking');
const bookingReports = join(booking, 'etc');
const workFolder = mkdtempSync(join(tmpdir(), 'stowly-api-report-test-'));
afterAll(() => rmSync(workFolder, { recursive: true, force: true }));

/**
 * A copy of @stowly/booking as built (package.json and dist) in a folder of its own, resolving its
 * dependencies from the real package's node_modules.
 */
function copyOfBuiltBooking(name: string) {
  const dir = join(workFolder, name);
  cpSync(join(booking, 'package.json'), join(dir, 'package.json'));
  cpSync(join(booking, 'dist'), join(dir, 'dist'), {
    recursive: true,
    filter: (path) => !path.endsWith('.map'),
  });
  symlinkSync(join(booking, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function runCheck(packageDir: string, reportsDir: string) {
  const run = spawnSync(
    process.execPath,
    [script, '--check', '--package', packageDir, '--reports', reportsDir],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Replaces `search` in a file of the copy, failing when it is not there (the fixture would prove nothing). */
/** The declaration file of `dist` that holds `text`: an entry's own, or a shared chunk's. */
function declaringFile(dist: string, text: string): string {
  const found = readdirSync(dist)
    .filter((name) => name.endsWith('.d.ts'))
    .map((name) => join(dist, name))
    .find((file) => readFileSync(file, 'utf8').includes(text));
  if (!found) throw new Error(`No declaration file in ${dist} holds ${text}`);
  return found;
}

function edit(file: string, search: string, replacement: string) {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(search);
  writeFileSync(file, text.replace(search, replacement));
}

beforeAll(() => {
  if (!existsSync(join(booking, 'dist', 'index.d.ts')))
    throw new Error('@stowly/booking is not built: run `npx pnpm@10 build` first');
});

test('the entry points are those of publishConfig.exports that have types, one report file each', () => {
  expect(entryPointsOf(booking)).toEqual([
    { name: '@stowly/booking', types: 'dist/index.d.ts', reportFileName: 'booking.api.md' },
    { name: '@stowly/booking/react', types: 'dist/react/index.d.ts', reportFileName: 'booking-react.api.md' },
    {
      name: '@stowly/booking/checkout',
      types: 'dist/checkout.d.ts',
      reportFileName: 'booking-checkout.api.md',
    },
    { name: '@stowly/booking/vite', types: 'dist/vite.d.ts', reportFileName: 'booking-vite.api.md' },
  ]);
  // ./styles.css and ./package.json have no types.
  expect(entryPointsOf(join(repoRoot, 'packages', 'ui')).map((entry) => entry.name)).toEqual([
    '@stowly/ui',
    '@stowly/ui/stripe',
  ]);
});

describe('the check', () => {
  test('passes for the built packages as committed, even built elsewhere and with a comment moved', () => {
    const copy = copyOfBuiltBooking('unchanged');
    // A comment (or any change that moves lines) is not a change of the public API.
    edit(
      join(copy, 'dist', 'react', 'index.d.ts'),
      "import { ReactNode } from 'react';",
      "import { ReactNode } from 'react';\n/** A moved line. */\n\n",
    );

    const run = runCheck(copy, bookingReports);

    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('@stowly/booking: report unchanged');
    expect(run.stdout).toContain('@stowly/booking/react: report unchanged');
    expect(run.stdout).toContain('@stowly/booking/checkout: report unchanged');
    expect(run.status).toBe(0);
  });

  test('fails naming each report whose entry point changed, with the diff and the command to update', () => {
    const copy = copyOfBuiltBooking('changed');
    const before = readFileSync(join(bookingReports, 'booking-checkout.api.md'), 'utf8');
    // A changed signature in @stowly/booking/checkout (declared in the entry or a chunk it re-exports)...
    edit(
      declaringFile(join(copy, 'dist'), 'declare function isFinalCheckoutStep(step: CheckoutStep): boolean;'),
      'declare function isFinalCheckoutStep(step: CheckoutStep): boolean;',
      'declare function isFinalCheckoutStep(step: CheckoutStep, strict?: boolean): boolean;',
    );
    // ...and an export added to @stowly/booking.
    edit(
      join(copy, 'dist', 'index.d.ts'),
      'export {',
      '/** Added for the test. */\ndeclare function addedForTheTest(): void;\nexport { addedForTheTest };\nexport {',
    );

    const run = runCheck(copy, bookingReports);

    expect(run.status).toBe(1);
    expect(run.stdout).toContain('@stowly/booking: DIFFERS');
    expect(run.stdout).toContain('@stowly/booking/react: report unchanged');
    expect(run.stdout).toContain('@stowly/booking/checkout: DIFFERS');
    expect(run.stderr).toContain(
      'packages/booking/etc/booking-checkout.api.md differs from the built API of @stowly/booking/checkout (- committed, + built):',
    );
    expect(run.stderr).toContain('- export function isFinalCheckoutStep(step: CheckoutStep): boolean;');
    expect(run.stderr).toContain(
      '+ export function isFinalCheckoutStep(step: CheckoutStep, strict?: boolean): boolean;',
    );
    expect(run.stderr).toContain(
      'packages/booking/etc/booking.api.md differs from the built API of @stowly/booking (',
    );
    expect(run.stderr).toContain('+ export function addedForTheTest(): void;');
    expect(run.stderr).not.toContain('booking-react.api.md');
    expect(run.stderr).toContain('npx pnpm@10 api:report');
    // The check never writes the reports.
    expect(readFileSync(join(bookingReports, 'booking-checkout.api.md'), 'utf8')).toBe(before);
  });
});

test('writing makes the same reports as committed, with no paths, dates or chunk names in them', () => {
  const reportFolder = join(workFolder, 'written');
  const results = apiReports({ packages: [{ dir: booking, reportFolder }] });

  expect(results.map((result) => [result.entry, result.status])).toEqual([
    ['@stowly/booking', 'created'],
    ['@stowly/booking/react', 'created'],
    ['@stowly/booking/checkout', 'created'],
    ['@stowly/booking/vite', 'created'],
  ]);
  for (const file of [
    'booking.api.md',
    'booking-react.api.md',
    'booking-checkout.api.md',
    'booking-vite.api.md',
  ]) {
    const written = readFileSync(join(reportFolder, file), 'utf8');
    expect(written).toBe(readFileSync(join(bookingReports, file), 'utf8'));
    expect(written).not.toContain(repoRoot);
    expect(written).not.toMatch(/-[A-Za-z0-9_]{8}\.(d\.ts|js)/);
    expect(written).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
  }
  // The react entry point's report names it, not just the package.
  expect(readFileSync(join(reportFolder, 'booking-react.api.md'), 'utf8')).toMatch(
    /^## API Report File for "@stowly\/booking\/react"$/m,
  );
});

test('a missing report, or one that no entry point makes any more, fails the check; writing mends both', () => {
  const copy = copyOfBuiltBooking('entry-removed');
  const manifestPath = join(copy, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.publishConfig.exports['./checkout'];
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const reportFolder = join(workFolder, 'entry-removed-reports');
  cpSync(bookingReports, reportFolder, { recursive: true });
  rmSync(join(reportFolder, 'booking-react.api.md'));

  const run = runCheck(copy, reportFolder);

  expect(run.status).toBe(1);
  expect(run.stdout).toContain('@stowly/booking/react: MISSING (no committed report)');
  expect(run.stderr).toContain(
    'booking-react.api.md is missing: @stowly/booking/react has no committed API report.',
  );
  expect(run.stdout).toMatch(/booking-checkout\.api\.md: STALE \(no entry point makes this report\)/);
  expect(run.stderr).toMatch(/booking-checkout\.api\.md is stale: no entry point/);

  const written = apiReports({ packages: [{ dir: copy, reportFolder }] });
  expect(written.map((result) => result.status)).toEqual(['unchanged', 'created', 'unchanged', 'removed']);
  expect(readFileSync(join(reportFolder, 'booking-react.api.md'), 'utf8')).toBe(
    readFileSync(join(bookingReports, 'booking-react.api.md'), 'utf8'),
  );
  expect(existsSync(join(reportFolder, 'booking-checkout.api.md'))).toBe(false);
});

test('undocumented declarations and members are named by their dotted path', () => {
  const report = [
    '// @public (undocumented)',
    'export interface Paths {',
    '    // (undocumented)',
    '    "/booking": {',
    '        // (undocumented)',
    '        get: () => void;',
    '        post: () => void;',
    '    };',
    '}',
    '',
    '// @public',
    'export class BookingError extends Error {',
    '    // (undocumented)',
    '    readonly name = "BookingError";',
    '}',
  ].join('\n');
  expect(undocumentedIn(report)).toEqual([
    'Paths',
    'Paths."/booking"',
    'Paths."/booking".get',
    'BookingError.name',
  ]);
});

test('warnings not tied to a declaration lose their file, line and chunk hash, and are sorted', () => {
  const report = [
    '## API Report File for "@stowly/booking"',
    '// Warnings were encountered during analysis:',
    '//',
    '// dist/createToastStore-D6K17sqU.d.ts:658:5 - (ae-forgotten-export) The symbol "Z" needs to be exported',
    '// dist/index.d.ts:12:1 - (ae-forgotten-export) The symbol "A" needs to be exported',
    '',
  ].join('\n');
  expect(normalizeReport(report, '@stowly/booking/react')).toBe(
    [
      '## API Report File for "@stowly/booking/react"',
      '// Warnings were encountered during analysis:',
      '//',
      '// (ae-forgotten-export) The symbol "A" needs to be exported',
      '// (ae-forgotten-export) The symbol "Z" needs to be exported',
      '',
    ].join('\n'),
  );
});
