import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newestModification } from './newestModification';

/** The pnpm to run a package script with: the one running the tests, else `npx pnpm@10`. */
function pnpmCommand(): string[] {
  const execPath = process.env.npm_execpath;
  return execPath?.includes('pnpm') ? [process.execPath, execPath] : ['npx', '-y', 'pnpm@10'];
}

/**
 * Builds `apps/web` (its `build` script) when `apps/web/dist/index.html` is missing or older than a
 * source file of the app or of the packages it bundles from source, so that the tests always run
 * the current app. Returns the `dist` folder; throws with the build's output when it fails.
 */
export function ensureWebAppBuilt(repoRoot: string): string {
  const webDir = join(repoRoot, 'apps', 'web');
  // E2E_WEB_DIST: a build folder of one's own, for runs side by side that must not rebuild each
  // other's app.
  const dist = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(webDir, 'dist');
  const builtAt = newestModification(join(dist, 'index.html'));
  const sources = [
    webDir,
    ...['api-client', 'booking', 'ui'].map((name) => join(repoRoot, 'packages', name, 'src')),
  ];
  const changedAt = Math.max(...sources.map(newestModification));
  if (builtAt > changedAt) return dist;

  console.log(
    `[e2e] building apps/web (${builtAt === 0 ? 'no build yet' : 'sources changed since the last build'})`,
  );
  const [command = 'pnpm', ...args] = pnpmCommand();
  const run = spawnSync(command, [...args, 'run', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: webDir,
    encoding: 'utf8',
    // A production build (vitest sets NODE_ENV=test, which would make `import.meta.env.DEV` true
    // and React's development build), with tracking scripts on whatever the shell says: the consent
    // test checks that the location's scripts load after marketing consent (their URLs are stubbed).
    env: { ...process.env, FORCE_COLOR: '0', NODE_ENV: 'production', VITE_STOWLY_TRACKING_SCRIPTS: 'true' },
  });
  if (run.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`Building apps/web failed (exit ${run.status}):\n${output || run.error?.message}`);
  }
  return dist;
}
