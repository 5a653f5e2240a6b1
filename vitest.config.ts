import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // e2e: Chromium against the sandbox and the built app (e2e/README.md); it runs after the others.
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
