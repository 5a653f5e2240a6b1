import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `vite dev` forwards the API, identity and sandbox paths (the sandbox API by default). */
const sandboxUrl = process.env.STOWLY_SANDBOX_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/v1', '/identity', '/sandbox-providers', '/sandbox-assets', '/api'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are read from source (their `@stowly/source` export condition): no
    // package build or watch is needed.
    conditions: ['@stowly/source', ...defaultClientConditions],
    // One copy of each context-holding library, whichever package imports it.
    dedupe: ['react', 'react-dom', '@tanstack/react-query', 'react-router'],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: sandboxUrl, changeOrigin: false }])),
  },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
});
