import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './support/ensureChromium';
import { ensureWebAppBuilt } from './support/ensureWebAppBuilt';
import { type RunningSandbox, startSandbox } from './support/startSandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The sandbox's origin, such as `http://127.0.0.1:41234`; empty when the setup failed. */
    e2eOrigin: string;
    /** The Chromium binary to launch; empty when the setup failed. */
    e2eChromiumPath: string;
    /** Why the setup failed, or empty. */
    e2eSetupError: string;
    /** The built web app the sandbox serves, for test files that start a sandbox of their own. */
    e2eWebDist: string;
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Global setup of the `e2e` project: finds (or installs) Chromium, builds `apps/web` when its
 * build is missing or stale, and starts one sandbox API (fresh in-memory demo data) for the run;
 * the returned teardown stops it. It never throws: vitest runs every project's global setup before
 * any test, so a failure here is handed to the e2e tests (`e2eSetupError`), which fail with it,
 * instead of aborting the other projects' tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let sandbox: RunningSandbox | undefined;
  project.provide('e2eOrigin', '');
  project.provide('e2eChromiumPath', '');
  project.provide('e2eSetupError', '');
  project.provide('e2eWebDist', '');
  try {
    const chromiumPath = ensureChromium();
    const webDist = ensureWebAppBuilt(repoRoot);
    sandbox = await startSandbox(repoRoot, webDist);
    project.provide('e2eChromiumPath', chromiumPath);
    project.provide('e2eOrigin', sandbox.origin);
    project.provide('e2eWebDist', webDist);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[e2e] setup failed: ${message}`);
    // Each test repeats the reason: its first line, the details are printed once above.
    project.provide('e2eSetupError', message.split('\n')[0] ?? message);
  }
  return async () => {
    await sandbox?.stop();
  };
}
