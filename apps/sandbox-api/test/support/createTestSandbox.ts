import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createSandboxApp } from '../../src/app';
import { defaultConfig, type SandboxConfig } from '../../src/config';
import { type DatabaseTarget, openDatabase } from '../../src/db/database';
import { seed } from '../../src/db/seed';
import type { Database } from '../../src/db/types';
import type { CapturedMail, Mailer } from '../../src/mail/accountMail';
import { createMailer } from '../../src/mail/createMailer';

/** The day the test data is anchored on. Tests compute dates from it, never from the real clock. */
export const TEST_TODAY = '2026-11-21';

/** The origin of the in-process requests: the sandbox's own origin, as if it listened there. */
const SANDBOX_ORIGIN = 'http://127.0.0.1:8080';

export interface TestSandbox {
  app: Hono;
  db: Kysely<Database>;
  config: SandboxConfig;
  /** The sandbox's mailer, with its embedded SMTP capture server. */
  mailer: Mailer;
  /**
   * Calls the sandbox in-process: `api('/v1/unit-type/101')`. JSON bodies may be passed as objects;
   * text, form and byte bodies are sent as they are.
   */
  api: (
    path: string,
    init?: Omit<RequestInit, 'body'> & { body?: unknown; token?: string },
  ) => Promise<Response>;
  /** The captured mails, newest first, read through `GET /sandbox/mail` (only those to `to`, if given). */
  mails: (to?: string) => Promise<CapturedMail[]>;
  /** Moves the sandbox clock forward. */
  advance: (milliseconds: number) => void;
  close: () => Promise<void>;
}

/**
 * A fresh sandbox with the demo data, in memory (or on `target`), with the clock at noon UTC of
 * {@link TEST_TODAY} and every answer checked against the contract.
 */
export async function createTestSandbox(
  options: { config?: Partial<SandboxConfig>; target?: DatabaseTarget } = {},
): Promise<TestSandbox> {
  let now = new Date(`${TEST_TODAY}T12:00:00Z`).getTime();
  const database = await openDatabase(options.target ?? { memory: true });
  await seed(database.db, TEST_TODAY);
  const config = defaultConfig({
    now: () => new Date(now),
    // The origin in-process requests go to (see `api`): the web client's URIs are registered for it.
    publicOrigin: SANDBOX_ORIGIN,
    // A development server of the web app on another port, as SANDBOX_REDIRECT_URIS registers it
    // (test/support/signIn.ts signs in through it).
    extraRedirectUris: ['http://127.0.0.1:5173/auth'],
    ...options.config,
  });
  const mailer = await createMailer({ db: database.db });
  const app = await createSandboxApp({ db: database.db, config, mailer, validateResponses: true });
  const api: TestSandbox['api'] = (path, init = {}) => {
    const { body, token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (typeof body === 'string' || body instanceof URLSearchParams) payload = body;
      else if (body instanceof Uint8Array) payload = new Blob([new Uint8Array(body)]);
      else {
        payload = JSON.stringify(body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
    }
    return Promise.resolve(app.request(`${SANDBOX_ORIGIN}${path}`, { ...rest, headers, body: payload }));
  };
  return {
    app,
    db: database.db,
    config,
    mailer,
    api,
    mails: async (to) => {
      const query = to === undefined ? '' : `?${new URLSearchParams({ to })}`;
      const response = await api(`/sandbox/mail${query}`, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`GET /sandbox/mail answered ${response.status}`);
      return ((await response.json()) as { data: CapturedMail[] }).data;
    },
    advance: (milliseconds) => {
      now += milliseconds;
    },
    close: async () => {
      await mailer.close();
      await database.close();
    },
  };
}
