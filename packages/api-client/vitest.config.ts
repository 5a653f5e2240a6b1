import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@stowly/source'] },
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
