import { build } from 'esbuild';
import { defineConfig } from 'tsup';

export default defineConfig({
  // `stripe` is its own entry (`@stowly/ui/stripe`), so the root entry never reaches Stripe code;
  // code both entries use (the theme context) goes into a shared chunk, one instance for both.
  entry: ['src/index.ts', 'src/stripe.ts'],
  external: [
    'react',
    'react-dom',
    'react-aria',
    'react-aria-components',
    '@internationalized/date',
    '@stowly/booking',
    '@stripe/react-stripe-js',
    '@stripe/stripe-js',
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
