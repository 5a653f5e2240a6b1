#!/usr/bin/env node
// `pnpm --filter @stowly/web build [--outDir DIR] [--emptyOutDir]`: the SDK's build-time entry
// (scripts/build-vite-entry.mjs), then the client build into DIR (default dist) and the server
// entry (src/server/entry.ts) into the folder beside it named DIR-server (dist-server): the page
// server reads the client's index.html, and no server code lands among the files a host serves.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outDirFlag = args.indexOf('--outDir');
const outDir = resolve(webDir, outDirFlag >= 0 ? (args[outDirFlag + 1] ?? 'dist') : 'dist');
const vite = join(webDir, 'node_modules', 'vite', 'bin', 'vite.js');

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, [join(webDir, '..', '..', 'scripts', 'build-vite-entry.mjs')]);
run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir']);
run(process.execPath, [
  vite,
  'build',
  '--ssr',
  'src/server/entry.ts',
  '--outDir',
  `${outDir}-server`,
  '--emptyOutDir',
]);
