import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@stowly/source'] },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
