import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@stowly/source'] },
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
