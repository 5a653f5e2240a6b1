import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    checkout: 'src/checkout.ts',
    'react/index': 'src/react/index.ts',
    // Build-time plugins for an app's vite.config.ts (Node); the reference app also builds this
    // entry alone before its own build (scripts/build-vite-entry.mjs).
    vite: 'src/vite.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external: ['react', '@tanstack/react-query', '@tanstack/query-core', 'vite'],
});
