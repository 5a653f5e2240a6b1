#!/usr/bin/env node
// Builds `@stowly/booking/vite` (packages/booking/dist/vite.js) alone, in a second: the reference
// app's vite.config.ts imports it, and Node loads a package's build, not its TypeScript source.
// apps/web runs this before `vite` and `vite build`, so a fresh clone (`pnpm start`) needs no
// package build. `pnpm build` makes the same file with the rest of the package (and its types).
import { join, resolve } from 'node:path';
import { build } from 'tsup';

const booking = resolve(import.meta.dirname, '..', 'packages', 'booking');

await build({
  config: false,
  entry: { vite: join(booking, 'src', 'vite.ts') },
  outDir: join(booking, 'dist'),
  format: ['esm'],
  platform: 'node',
  target: 'es2022',
  external: ['vite'],
  sourcemap: true,
  clean: false,
  dts: false,
  silent: true,
});
