#!/usr/bin/env node
// Runs every check of the project, in order, and ends with one line `N passed, N failed`:
// each check step counts once, and the vitest suites (unit and end-to-end) count each test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

/** Each step: a name and a command. `count` reads a vitest JSON report instead of counting once. */
const steps = [
  { name: 'OpenAPI lint (Redocly)', cmd: [...pnpm, 'run', '--silent', 'openapi:lint'] },
  { name: 'Generated API types are fresh', cmd: [...pnpm, 'run', '--silent', 'openapi:check'] },
  { name: 'Typecheck', cmd: [...pnpm, 'run', '--silent', 'typecheck'] },
  { name: 'Lint and format (Biome)', cmd: [...pnpm, 'run', '--silent', 'lint'] },
  { name: 'Unused files, exports and dependencies (knip)', cmd: [...pnpm, 'run', '--silent', 'knip'] },
  { name: 'Build packages (tsup)', cmd: [...pnpm, 'run', '--silent', 'build'] },
  { name: 'SDK size budgets (size-limit)', cmd: [...pnpm, 'run', '--silent', 'size'] },
  {
    // pnpm pack as pnpm publish would, then contents, peers, publint --strict and attw on each tarball
    name: 'Published packages (contents, peers, publint --strict, attw)',
    cmd: [...pnpm, 'run', '--silent', 'packages:check'],
  },
  { name: 'API reports are up to date (api-extractor)', cmd: [...pnpm, 'run', '--silent', 'api:check'] },
  { name: 'Every changed package has a changeset', cmd: [...pnpm, 'run', '--silent', 'changeset:check'] },
  {
    name: 'Typecheck the code samples of the docs and READMEs (against the built types)',
    cmd: [...pnpm, 'run', '--silent', 'docs:check'],
  },
  { name: 'Storybook build', cmd: [...pnpm, 'run', '--silent', 'storybook:build'] },
  {
    name: 'Unit and component tests (vitest)',
    cmd: [
      ...pnpm,
      'exec',
      'vitest',
      'run',
      '--project=!e2e',
      // vitest runs cores − 1 workers: one on the 2-core CI machine, which then waits on each
      // file's imports and jsdom setup in turn; at least two keep both cores busy.
      `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(resultsDir, 'vitest.json')}`,
    ],
    report: join(resultsDir, 'vitest.json'),
    groups: true,
  },
  { name: 'Typecheck end-to-end tests', cmd: [...pnpm, 'exec', 'tsc', '-p', 'e2e/tsconfig.json'] },
  { name: 'Typecheck the benchmark', cmd: [...pnpm, 'exec', 'tsc', '-p', 'bench/tsconfig.json'] },
  { name: 'Typecheck the repository scripts', cmd: [...pnpm, 'exec', 'tsc', '-p', 'scripts/tsconfig.json'] },
  {
    // Builds apps/web when stale, starts the sandbox and Chromium itself (e2e/README.md).
    name: 'End-to-end tests (Chromium against the sandbox)',
    cmd: [
      ...pnpm,
      'exec',
      'vitest',
      'run',
      '--project=e2e',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(resultsDir, 'e2e.json')}`,
    ],
    report: join(resultsDir, 'e2e.json'),
    groups: true,
  },
  {
    // The hard gates only Lighthouse measures: LCP of the unit list ÷ LCP of the bare React page
    // (≤ 1.3, median of 3 pairs) and CLS 0 of both, on the built app. `pnpm bench` prints every
    // figure with its goal; this runs its Lighthouse part alone, after the e2e tests (a quiet machine).
    name: 'Performance hard gates (Lighthouse: LCP of /1 against the bare React page, CLS)',
    cmd: [...pnpm, 'run', '--silent', 'bench', '--only', 'lighthouse', '--runs', '3'],
  },
];

/**
 * The reliability, security and accessibility suite: mostly `e2e/hardening/`, and the
 * unit tests of the same risks; each of its test files' outer `describe` starts with its group's
 * name and a colon.
 */
const SUITE_GROUPS = ['security', 'faults', 'accessibility'];
const suiteCounts = new Map(SUITE_GROUPS.map((group) => [group, { tried: 0, passed: 0 }]));

/** Counts a vitest JSON report's tests of each suite group. */
function countGroups(report) {
  for (const test of report.testResults.flatMap((suite) => suite.assertionResults)) {
    const group = SUITE_GROUPS.find((name) => test.ancestorTitles[0]?.startsWith(`${name}:`));
    if (!group) continue;
    const counts = suiteCounts.get(group);
    counts.tried += 1;
    if (test.status === 'passed') counts.passed += 1;
  }
}

let passed = 0;
let failed = 0;
const summary = [];
/** Each failed test, named again after the summary: CI shows the end of the output. */
const failedTests = [];
/** Vitest's errors outside the tests ("Unhandled Errors"), shown again after the summary too. */
const outsideErrors = [];

/**
 * Runs a step with its output passed through as it comes, and kept (the last 4 MB) so that
 * vitest's "Unhandled Errors" block can be shown again at the end.
 */
function runStep(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let kept = '';
    const keep = (chunk, stream) => {
      stream.write(chunk);
      kept = (kept + chunk.toString('utf8')).slice(-4_000_000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => resolve({ status, output: kept }));
  });
}

/** The lines of vitest's "Unhandled Errors" block(s) in a step's output, at most 60. */
function unhandledErrors(output) {
  const start = output.search(/Unhandled (Errors?|Rejection)/);
  if (start < 0) return [];
  return output.slice(start).split('\n').slice(0, 60);
}

for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const run = await runStep(step.cmd);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  if (step.report) {
    if (existsSync(step.report)) {
      const report = JSON.parse(readFileSync(step.report, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      // A suite that failed to load, or whose setup failed (its tests then did not run): no failed
      // test to count, so count it as a failure.
      const isBroken = (suite) =>
        suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed');
      const brokenSuites = report.testResults.filter(isBroken).length;
      failed += brokenSuites;
      if (!ok && report.numFailedTests === 0 && brokenSuites === 0) failed += 1;
      // Every test passed and the run still failed: errors outside the tests (vitest's "Unhandled
      // Errors" above) or a crashed worker.
      const outside = !ok && report.numFailedTests === 0 && brokenSuites === 0;
      const why = outside ? `, exit code ${run.status}: errors outside the tests, shown below` : '';
      if (outside || /Unhandled (Errors?|Rejection)/.test(run.output)) {
        outsideErrors.push(`${step.name}:`, ...unhandledErrors(run.output).map((line) => `     ${line}`));
      }
      summary.push(
        `${ok ? 'ok  ' : 'FAIL'} ${step.name}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites} failed${why} (${seconds} s)`,
      );
      if (step.groups) countGroups(report);
      for (const suite of report.testResults) {
        const file = relative(root, suite.name);
        for (const test of suite.assertionResults.filter((result) => result.status === 'failed')) {
          failedTests.push(`${file} > ${test.fullName}`);
        }
        if (isBroken(suite)) {
          const why = suite.message ? `: ${suite.message.split('\n')[0].slice(0, 200)}` : '';
          failedTests.push(`${file} (did not load, or its setup failed${why})`);
        }
      }
    } else {
      failed += 1;
      summary.push(`FAIL ${step.name}: no report written (${seconds} s)`);
    }
  } else {
    if (ok) passed += 1;
    else failed += 1;
    summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds} s)`);
  }
}

console.log('\n=== Summary');
for (const line of summary) console.log(line);
if (failedTests.length > 0) {
  console.log('Failed tests:');
  for (const name of failedTests) console.log(`     ${name}`);
}
if (outsideErrors.length > 0) {
  console.log('Errors outside the tests:');
  for (const line of outsideErrors) console.log(`     ${line}`);
}
console.log('Reliability, security and accessibility suite:');
for (const [group, { tried, passed: groupPassed }] of suiteCounts) {
  console.log(`     ${group}: tried ${tried}, passed ${groupPassed}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
