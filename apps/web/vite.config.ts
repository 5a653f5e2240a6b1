import optimizeLocales from '@react-aria/optimize-locales-plugin';
// The SDK's build-time entry, run from its build: this app's `dev` and `build` scripts make it
// first (scripts/build-vite-entry.mjs), so a fresh clone builds without building the packages.
import { precompileMessages, SUPPORTED_LANGUAGES } from '@stowly/booking/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The unit list's page and the modules it shares with the booking flow's later pages. */
const FLOW_SHARED =
  /[\\/](UnitSelectionPage|LazyResumeCheckoutNotice|UnitTypeList|UnitTypeCard|unitTypeCardData|useUnitTypes|useUnitTypeCategories|useBooking[A-Za-z]+|toSelectedUnitType|shownPrices|useFlowNavigation)\.tsx?$/;

/** Chunks loaded on a click or once the page is idle (see `modulePreload` below). */
const LOADED_LATER =
  /(^|\/)(ShellExtras|InterestRegistrationForm|draftTabSharing|errorReporting|sessionReplay|trackingSnippets|SignedInAccountActions)-[\w-]+\.js$/;

/** Where `vite dev` forwards the API, identity and sandbox paths (the sandbox API by default). */
const sandboxUrl = process.env.STOWLY_SANDBOX_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/v1', '/identity', '/sandbox-providers', '/sandbox-assets', '/api'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The ICU messages of the SDK's catalogs and the app's own (src/i18n/catalogs) are parsed at
    // build time: no ICU parser on the first load.
    precompileMessages({ include: [/[\\/]src[\\/]i18n[\\/]catalogs[\\/]/] }),
    // React Aria ships its built-in strings in 30+ locales; keep the 14 the app speaks (spec
    // section 9). Portuguese is European Portuguese (pt-PT), as the app formats it.
    optimizeLocales.vite({
      locales: SUPPORTED_LANGUAGES.map((language) => (language === 'pt' ? 'pt-PT' : language)),
    }),
  ],
  resolve: {
    // Workspace packages are read from source (their `@stowly/source` export condition): no
    // package build or watch is needed.
    conditions: ['@stowly/source', ...defaultClientConditions],
    // One copy of each context-holding library, whichever package imports it.
    dedupe: ['react', 'react-dom', '@tanstack/react-query', 'wouter'],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandboxUrl, changeOrigin: false }])),
  },
  preview: { host: '127.0.0.1' },
  // The server entry (`vite build --ssr src/server/entry.ts`, into dist-server: scripts/build.mjs) is one self-contained
  // bundle, dependencies included: it runs as it is on Node or an edge runtime.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@stowly/source', ...defaultServerConditions] },
  },
  // The manifest lets the byte budgets (bench/lib/webBundle.ts) follow which chunks each page loads.
  build: isSsrBuild
    ? { target: 'node20', sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // Source maps are written next to the chunks (the byte budgets read them; an error-reporting
        // service can be given them) but the chunks do not point at them, and the sandbox never serves
        // *.map: the production build publishes no source.
        sourcemap: 'hidden',
        manifest: true,
        // Every browser the app supports has `<link rel="modulepreload">`: no polyfill in the entry.
        modulePreload: {
          polyfill: false,
          // What loads only on a click or once the page is idle (the cookie dialog and language
          // menu, error reporting, a form opened from a card) is not preloaded with its imports:
          // its list of files would be part of the first load for nothing the first screen needs.
          resolveDependencies: (file, deps) => (LOADED_LATER.test(file) ? [] : deps),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry needs in one file: Rolldown otherwise splits what the entry shares
              // with lazy pages into many small chunks, all requested on the first load anyway (each
              // file costs a request and compresses worse alone: 29 files → 13, −6.6 kB gzip).
              groups: [
                { name: 'app', tags: ['$initial'] },
                // What the unit list's page shares with the flow's later pages: one chunk of the
                // first load, not a file of its own per module (each a request, and 100-200 bytes
                // of imports and exports that compress alone).
                { name: 'flow', test: FLOW_SHARED, minShareCount: 2 },
              ],
            },
          },
        },
      },
}));
