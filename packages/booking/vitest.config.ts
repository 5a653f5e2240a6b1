import { defineProject } from 'vitest/config';

export default defineProject({
  // The workspace packages (@stowly/api-client) from source in the node environment too, as in the
  // web app's tests: otherwise they would run against the last build.
  resolve: { conditions: ['@stowly/source'] },
  ssr: { resolve: { conditions: ['@stowly/source'] } },
  test: {
    name: 'booking',
    include: ['src/**/*.test.{ts,tsx}'],
    // Core tests run in node (no DOM); React tests opt into jsdom with a file comment.
    environment: 'node',
    // Whole pages render in jsdom; two test workers share the CI machine's two cores.
    testTimeout: 15_000,
  },
});
