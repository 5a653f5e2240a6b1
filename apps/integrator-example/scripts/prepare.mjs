#!/usr/bin/env node
// Installs the integrator example as a tenant's developer would have it: the @stowly packages
// from the tarballs `pnpm publish` would upload (packed from the built packages), not from the
// workspace. Then type-checks and builds it.
//
//   npx pnpm@10 run build                                     # the packages, once
//   node apps/integrator-example/scripts/prepare.mjs [--out-dir <folder>]
//
// Steps: pack @stowly/api-client, @stowly/booking and @stowly/ui into .packs/ (under stable names,
// which package.json and its pnpm overrides point at), install with pnpm outside the workspace
// (a fresh node_modules, packages from the local store where it has them), check that each
// @stowly package came from its tarball, and run the example's `build` (tsc, then vite build).
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import {
  PUBLISHED_PACKAGES,
  packPackages,
  pnpmCommand,
  repoRoot,
} from '../../../scripts/lib/packPackages.mjs';

const exampleDir = resolve(import.meta.dirname, '..');
const packsDir = join(exampleDir, '.packs');

/** The tarball name package.json points at, such as `stowly-booking.tgz`. */
const stableTarballName = (name) => `${name.replace('@', '').replace('/', '-')}.tgz`;

function parseArguments(argv) {
  const index = argv.indexOf('--out-dir');
  return { outDir: index === -1 ? null : resolve(argv[index + 1] ?? '') };
}

function run(args, options = {}) {
  const [command, ...rest] = pnpmCommand();
  execFileSync(command, [...rest, ...args], { cwd: exampleDir, stdio: 'inherit', ...options });
}

/** Throws unless every published package has been built (`pnpm build`). */
function requireBuiltPackages() {
  const missing = PUBLISHED_PACKAGES.filter(({ dir }) => !existsSync(join(dir, 'dist', 'index.js')));
  if (missing.length > 0) {
    throw new Error(
      `Build the packages first (npx pnpm@10 run build): no dist in ${missing.map(({ name }) => name).join(', ')}`,
    );
  }
}

/** Throws unless each installed @stowly package is an unpacked tarball, not a link to the workspace. */
function checkInstalledFromTarballs() {
  const dir = exampleDir;
  const packagesDir = join(repoRoot, 'packages');
  for (const { name } of PUBLISHED_PACKAGES) {
    const installed = join(dir, 'node_modules', name);
    if (!existsSync(installed)) throw new Error(`${name} is not installed in ${relative(repoRoot, dir)}`);
    const real = realpathSync(installed);
    if (!relative(packagesDir, real).startsWith('..') || !real.includes(join('node_modules', '.pnpm'))) {
      throw new Error(`${name} resolves to ${real}, not to its tarball in node_modules/.pnpm`);
    }
    const manifest = readFileSync(join(real, 'package.json'), 'utf8');
    if (manifest.includes('@stowly/source') || manifest.includes('workspace:')) {
      throw new Error(`${name} was installed with its workspace manifest (@stowly/source or workspace:)`);
    }
  }
}

function main() {
  const { outDir } = parseArguments(process.argv.slice(2));
  requireBuiltPackages();

  console.log('[integrator-example] packing the published packages');
  const scratch = mkdtempSync(join(tmpdir(), 'stowly-packs-'));
  try {
    rmSync(packsDir, { recursive: true, force: true });
    mkdirSync(packsDir, { recursive: true });
    for (const { name, tarball } of packPackages(scratch)) {
      copyFileSync(tarball, join(packsDir, stableTarballName(name)));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log('[integrator-example] installing outside the workspace');
  // A fresh node_modules every time: package.json's tarball paths never change, their contents do.
  rmSync(join(exampleDir, 'node_modules'), { recursive: true, force: true });
  run(['install', '--ignore-workspace', '--prefer-offline', '--config.confirmModulesPurge=false']);
  checkInstalledFromTarballs();

  console.log('[integrator-example] type-checking and building');
  // A production build whatever the caller's NODE_ENV (vitest sets `test`).
  const env = { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' };
  run(['run', 'build', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], { env });
  console.log(`[integrator-example] built into ${outDir ?? join(exampleDir, 'dist')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error(`[integrator-example] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
