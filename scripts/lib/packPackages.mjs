import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's root folder. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The published packages, in dependency order, with their folders. */
export const PUBLISHED_PACKAGES = [
  { name: '@stowly/api-client', dir: join(repoRoot, 'packages', 'api-client') },
  { name: '@stowly/booking', dir: join(repoRoot, 'packages', 'booking') },
  { name: '@stowly/ui', dir: join(repoRoot, 'packages', 'ui') },
];

/**
 * How to run pnpm: the one running this script when there is one, else `npx pnpm@10`. Also used by
 * apps/integrator-example/scripts/prepare.mjs, which is outside the workspace knip sees.
 * @public
 */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['npx', '--yes', 'pnpm@10'];
}

/**
 * Packs every published package with pnpm, as `pnpm publish` would (publishConfig applied,
 * `workspace:` ranges replaced by versions), into `destination` (emptied first). The packages must
 * be built (`pnpm build`). Answers each package's name and tarball path.
 *
 * @param {string} destination
 * @returns {{ name: string, tarball: string }[]}
 */
export function packPackages(destination) {
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  return PUBLISHED_PACKAGES.map(({ name, dir }) => {
    const before = new Set(readdirSync(destination));
    const [command, ...args] = pnpmCommand();
    execFileSync(command, [...args, 'pack', '--pack-destination', destination], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const made = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
    if (made.length !== 1)
      throw new Error(`pnpm pack of ${name} made ${made.length} tarballs in ${destination}`);
    return { name, tarball: join(destination, made[0]) };
  });
}
