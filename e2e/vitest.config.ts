import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    // Real Chromium against one real server: generous per test (a journey takes 25-40 s here and
    // twice that on a loaded machine; every single wait is bounded at 15 s anyway), and run after
    // the other projects (group order 1) so unit tests and browsers do not compete for the CPU.
    testTimeout: 120_000,
    // A file with a sandbox of its own starts it in beforeAll: migrating and seeding a fresh
    // database and launching Chromium can take over a minute on a loaded 2-core machine.
    hookTimeout: 180_000,
    // expect.poll waits for what the page shows after a request, not only for the next frame.
    expect: { poll: { timeout: 10_000 } },
    sequence: { groupOrder: 1 },
    // The files mostly wait on Chromium and the sandbox (other processes): run three at a time
    // even on two cores, which vitest's default (cores − 1) would not.
    maxWorkers: 3,
  },
});
