#!/usr/bin/env node
// `pnpm start`: builds the reference web app (when it exists) and runs the sandbox API, which
// serves the booking API, the identity server, the simulated providers and the web app on one
// local URL, printed when it is ready. Data is kept in .data/sandbox-pglite (delete it to re-seed).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const run = (args, options = {}) =>
  spawnSync(pnpm[0], [...pnpm.slice(1), ...args], { cwd: root, stdio: 'inherit', ...options });

const webPackage = join(root, 'apps', 'web', 'package.json');
const webScripts = existsSync(webPackage) ? (JSON.parse(readFileSync(webPackage, 'utf8')).scripts ?? {}) : {};
if (webScripts.build) {
  console.log('Building the web app…');
  const build = run(['--filter', '@stowly/web', 'run', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The reference web app is not built yet: starting the sandbox API alone.');
}

const server = spawn(pnpm[0], [...pnpm.slice(1), '--filter', '@stowly/sandbox-api', 'run', 'start'], {
  cwd: root,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
