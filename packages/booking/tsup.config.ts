import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', checkout: 'src/checkout.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  external: ['react', '@tanstack/react-query', '@tanstack/query-core'],
});
