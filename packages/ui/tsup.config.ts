import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  external: ['react', 'react-dom', 'react-aria-components', '@stowly/booking'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // The stylesheet ships as written: plain CSS inside `@layer stowly`.
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
  },
});
