import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Builds the bare React page (`bench/bare-react`) with the root's Vite for production and returns
 * its dist folder, to be served by a sandbox of its own as the app is.
 */
export function buildBareReactPage(repoRoot: string): string {
  const pageDir = join(repoRoot, 'bench', 'bare-react');
  // Its bin is not in its exports: found next to its package.json.
  const vitePackage = createRequire(join(repoRoot, 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), 'bin', 'vite.js');
  // A child process, as the app's build: NODE_ENV=production picks React's production build.
  const build = spawnSync(process.execPath, [vite, 'build', '--config', join(pageDir, 'vite.config.ts')], {
    cwd: pageDir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const dist = join(pageDir, 'dist');
  if (build.status !== 0 || !existsSync(join(dist, 'index.html'))) {
    throw new Error(`Building the bare React page failed:\n${build.stdout}${build.stderr}`);
  }
  return dist;
}

/** The gzip -9 bytes of every script of the bare React page's build (all of it loads at start). */
export function bareReactScriptBytes(dist: string): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}
