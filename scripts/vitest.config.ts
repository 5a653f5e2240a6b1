import { defineProject } from 'vitest/config';

/** Tests of the repository's own checks (package contents, changesets, API reports, docs samples). */
export default defineProject({
  test: {
    name: 'scripts',
    include: ['scripts/**/*.test.ts'],
    root: `${import.meta.dirname}/..`,
    environment: 'node',
    testTimeout: 120_000,
  },
});
