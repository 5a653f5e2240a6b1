import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages from source in the jsdom (client) and the node (ssr) environment alike:
  // otherwise a node-environment test would import a sibling's last build, or fail without one.
  resolve: { conditions: ['@stowly/source'] },
  ssr: { resolve: { conditions: ['@stowly/source'] } },
  test: {
    name: 'ui',
    environment: 'node',
    // Whole pages render in jsdom; two test workers share the CI machine's two cores.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
