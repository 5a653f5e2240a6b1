import { defineProject } from 'vitest/config';

export default defineProject({
  // The workspace packages from source, in the browser-like (jsdom) and the node environment alike.
  resolve: { conditions: ['@stowly/source'] },
  ssr: { resolve: { conditions: ['@stowly/source'] } },
  test: {
    name: 'web',
    environment: 'node',
    // Whole pages render in jsdom; two test workers share the CI machine's two cores.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
