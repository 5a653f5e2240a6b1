import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** A running sandbox API: its origin and how to stop it. */
export interface RunningSandbox {
  /** Such as `http://127.0.0.1:41234`: the web app, `/v1`, `/identity` and the providers. */
  origin: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * The sandbox admin key of every sandbox the tests start (`SANDBOX_ADMIN_KEY`): the error-report
 * helpers read and clear the collector with it (see errorReports.ts).
 */
export const E2E_ADMIN_KEY = 'e2e-sandbox-admin-key';

/** How long the sandbox may take to migrate and seed its in-memory database and listen. */
const START_TIMEOUT_MS = 120_000;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts `apps/sandbox-api` as a child process on 127.0.0.1 with a free port, a fresh in-memory
 * database with the demo data, and `webDist` as the web app it serves; resolves once it prints
 * its URL. Rejects with the server's output when it exits or does not listen in time.
 */
export function startSandbox(
  repoRoot: string,
  webDist: string,
  /** Extra environment for this instance, such as `SANDBOX_ACCESS_TOKEN_SECONDS`. */
  env: Record<string, string> = {},
): Promise<RunningSandbox> {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps', 'sandbox-api'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SANDBOX_DATA_DIR: 'memory',
      // A manual identity review passes after 10 s, so the in-progress page is seen moving on; long
      // enough that a slow page load on a loaded CI machine still finds the review in progress (at
      // 5 s the accessibility sweep once found it already passed).
      SANDBOX_ID_CHECK_IN_PROGRESS_SECONDS: '10',
      WEB_DIST: webDist,
      DATABASE_URL: '',
      // Mail stays in this sandbox's own capture server, never a developer's relay.
      SMTP_URL: '',
      // A known admin key instead of a random one, for reading the error reports.
      SANDBOX_ADMIN_KEY: E2E_ADMIN_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 5_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };

  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`The sandbox API did not start: ${reason}\n${output.trim()}`)));
    };
    const timer = setTimeout(() => fail(`no URL after ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1] || settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout?.off('data', onOutput);
      // Keep draining the pipes so the server never blocks on a full one.
      child.stdout?.resume();
      resolve({ origin: match[1], stop });
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
    child.once('error', (error) => fail(error.message));
  });
}
