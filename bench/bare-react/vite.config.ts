import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

// @vitejs/plugin-react is a dependency of apps/web only: load the app's copy, so both build alike.
const fromWeb = createRequire(join(here, '..', '..', 'apps', 'web', 'package.json'));
const { default: react } = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
  default: () => PluginOption;
};

export default defineConfig({
  root: here,
  plugins: [react()],
  // As the app: no inline scripts (the sandbox's CSP allows scripts from 'self' only).
  build: { target: 'es2022', outDir: join(here, 'dist'), emptyOutDir: true },
  logLevel: 'warn',
});
