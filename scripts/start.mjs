#!/usr/bin/env node
// `pnpm start` builds and serves the whole product on one local URL. The sandbox API and the
// reference app do not exist yet, so it says so instead of pretending to run something.
console.log(
  [
    'Stowly: the sandbox API and the reference app are not built yet, so there is nothing to serve.',
    'What works today: `npx pnpm@10 test` (contract lint, API client, packages, unit tests).',
  ].join('\n'),
);
