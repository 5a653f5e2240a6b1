import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@stowly/source'] },
  test: {
    name: 'booking',
    include: ['src/**/*.test.{ts,tsx}'],
    // Core tests run in node (no DOM); React tests opt into jsdom with a file comment.
    environment: 'node',
  },
});
