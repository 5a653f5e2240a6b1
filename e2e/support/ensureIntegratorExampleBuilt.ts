import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { newestModification } from './newestModification';

/**
 * Prepares `apps/integrator-example` (its `scripts/prepare.mjs`: packs the built packages,
 * installs them from the tarballs outside the workspace, type-checks and builds) when its
 * `dist/index.html` is missing or older than a file of the example or a published package's build
 * or manifest. Returns the example's `dist` folder; throws with the script's output when it fails.
 */
export function ensureIntegratorExampleBuilt(repoRoot: string): string {
  const exampleDir = join(repoRoot, 'apps', 'integrator-example');
  const dist = join(exampleDir, 'dist');
  const builtAt = newestModification(join(dist, 'index.html'));
  const inputs = [
    exampleDir,
    ...['api-client', 'booking', 'ui'].flatMap((name) => [
      join(repoRoot, 'packages', name, 'dist'),
      join(repoRoot, 'packages', name, 'package.json'),
    ]),
  ];
  const installed = existsSync(join(exampleDir, 'node_modules', '@stowly', 'booking'));
  if (installed && builtAt > Math.max(...inputs.map(newestModification))) return dist;

  console.log(
    `[e2e] preparing apps/integrator-example (${builtAt === 0 ? 'no build yet' : 'packages or example changed since the last build'})`,
  );
  const run = spawnSync(process.execPath, [join(exampleDir, 'scripts', 'prepare.mjs')], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (run.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(
      `Preparing apps/integrator-example failed (exit ${run.status}):\n${output || run.error?.message}`,
    );
  }
  return dist;
}
