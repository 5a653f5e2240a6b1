import { defineProject } from 'vitest/config';

export default defineProject({
  // The workspace packages from source, in the browser-like (jsdom) and the node environment alike.
  resolve: { conditions: ['@stowly/source'] },
  ssr: { resolve: { conditions: ['@stowly/source'] } },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
