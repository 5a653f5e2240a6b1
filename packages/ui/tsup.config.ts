import { build } from 'esbuild';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  external: [
    'react',
    'react-dom',
    'react-aria',
    'react-aria-components',
    '@internationalized/date',
    '@stowly/booking',
  ],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // The stylesheet ships as one plain CSS file: esbuild inlines each component's file where
  // styles.css imports it, keeping the `@layer stowly` of the import.
  onSuccess: async () => {
    await build({
      entryPoints: ['src/styles.css'],
      bundle: true,
      outfile: 'dist/styles.css',
      logLevel: 'warning',
    });
  },
});
