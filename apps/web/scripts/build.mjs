#!/usr/bin/env node
// `pnpm --filter @stowly/web build [--outDir DIR] [--emptyOutDir]`: the SDK's build-time entry
// (scripts/build-vite-entry.mjs), then the client build into DIR (default dist) and the server
// entry (src/server/entry.ts) into the folder beside it named DIR-server (dist-server), with the
// page server's template (DIR-server/index.html: the client's index.html with the styles inlined).
// No server code lands among the files a host serves.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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

// The page server's template: the client's index.html with its stylesheets, and those of the lazy
// pages (a rendered page may be any of them), inlined in one <style> element. A server-rendered page
// then paints styled from its first response: no request before the first paint, and the page's
// own styles are there before its chunk has loaded (no shift when it does, and readable without
// JavaScript). All the app's CSS is about 10 kB gzip; the HTML is sent compressed.
const clientHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;
const linked = [...clientHtml.matchAll(stylesheet)].map((match) => match[1].replace(/^\//, ''));
const lazy = Object.values(manifest).flatMap((chunk) => chunk.css ?? []);
const files = [...new Set([...linked, ...lazy])];
const css = files.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
if (css.includes('</')) throw new Error('build: a stylesheet contains "</" and cannot be inlined');
let replaced = false;
const serverHtml = clientHtml.replace(stylesheet, () => {
  if (replaced) return '';
  replaced = true;
  return `<style>${css}</style>\n  `;
});
if (!replaced) throw new Error('build: the client index.html links no stylesheet to inline');
writeFileSync(join(`${outDir}-server`, 'index.html'), serverHtml);
