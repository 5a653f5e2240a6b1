import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The flags every Chromium of the tests and the benchmark runs with: no sandbox (containers), no
 * GPU, nothing fetched in the background. Playwright adds `--headless`; a Chromium started directly
 * needs `--headless=new` too.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where Debian's `chromium` package puts its launcher. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function aptGet(args: string[]): boolean {
  const run = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

/**
 * The Chromium the end-to-end tests launch: `CHROMIUM_PATH` when set, else Debian's
 * `/usr/bin/chromium`, installed with `apt-get install -y chromium` when missing and running as root.
 * Never downloads a browser of its own. Throws an error that says what to do when none can be had.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH is set to ${configured}, which does not exist.`);
    return configured;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The end-to-end tests need Chromium at ${DEBIAN_CHROMIUM}. Install it with ` +
        '"sudo apt-get install -y chromium" (Debian, Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log(`[e2e] ${DEBIAN_CHROMIUM} is missing: installing Debian's chromium package`);
  // A fresh machine may have no package lists yet: update them once if the first try fails.
  if (!aptGet(['install', '-y', 'chromium'])) {
    aptGet(['update']);
    aptGet(['install', '-y', 'chromium']);
  }
  if (!existsSync(DEBIAN_CHROMIUM)) {
    throw new Error(
      `"apt-get install -y chromium" did not install ${DEBIAN_CHROMIUM}; see its output above.`,
    );
  }
  return DEBIAN_CHROMIUM;
}
