import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@stowly/source'] },
  test: {
    name: 'sandbox-api',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
