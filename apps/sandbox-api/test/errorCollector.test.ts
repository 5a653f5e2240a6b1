import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';

/** The web app's default DSN (apps/web/src/config.ts): the key the collector must accept. */
const WEB_CONFIG = readFileSync(join(import.meta.dirname, '..', '..', 'web', 'src', 'config.ts'), 'utf8');

let sandbox: TestSandbox;
/** A sandbox with small caps, so that the caps can be reached with small envelopes. */
let small: TestSandbox;

beforeAll(async () => {
  [sandbox, small] = await Promise.all([
    createTestSandbox(),
    createTestSandbox({
      config: {
        errorReportLimits: {
          maxEnvelopeBytes: 1000,
          maxStoredEnvelopes: 5,
          maxStoredBytes: 3000,
          maxPageBytes: 1500,
        },
      },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([sandbox?.close(), small?.close()]);
});

/** An envelope (header, event item) of exactly `bytes` bytes, its message marked with `mark`. */
function envelopeOf(mark: string, bytes = 200): string {
  const start = `{"event_id":"${mark}"}\n{"type":"event"}\n{"message":"${mark}:`;
  const end = '"}';
  return start + 'x'.repeat(Math.max(0, bytes - start.length - end.length)) + end;
}

function ingest(
  target: TestSandbox,
  envelope: string | Uint8Array,
  query = '?sentry_key=sandbox',
  headers = {},
) {
  return target.api(`/api/1/envelope/${query}`, { method: 'POST', body: envelope, headers });
}

function admin(target: TestSandbox, path = '/sandbox/error-reports', init: { method?: string } = {}) {
  return target.api(path, { ...init, headers: { Authorization: `Bearer ${target.config.adminKey}` } });
}

async function messages(
  target: TestSandbox,
  query = '',
): Promise<{ marks: string[]; nextBefore: string | null }> {
  const response = await admin(target, `/sandbox/error-reports${query}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { envelope: string }[]; nextBefore: string | null };
  return {
    marks: body.data.map((report) => JSON.parse(report.envelope.split('\n')[0] ?? '{}').event_id),
    nextBefore: body.nextBefore,
  };
}

async function expectProblem(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ error: { code, details: expect.any(Array) } });
  expect(typeof body.error.message).toBe('string');
}

describe('security: error-report collector', () => {
  describe('reading and deleting need the sandbox admin key', () => {
    it('answers 401 in the error schema without the key or with a wrong one', async () => {
      expect((await ingest(sandbox, envelopeOf('kept'))).status).toBe(200);
      for (const init of [
        {},
        { headers: { Authorization: 'Bearer not-the-key' } },
        { headers: { Authorization: `Basic ${sandbox.config.adminKey}` } },
      ]) {
        const read = await sandbox.api('/sandbox/error-reports', init);
        expect(read.headers.get('WWW-Authenticate')).toBe('Bearer realm="sandbox"');
        await expectProblem(read, 401, 'unauthorized');
        await expectProblem(
          await sandbox.api('/sandbox/error-reports', { ...init, method: 'DELETE' }),
          401,
          'unauthorized',
        );
      }
      await expectProblem(await sandbox.api('/sandbox/error-reports?key=wrong'), 401, 'unauthorized');
      // Nothing was deleted.
      expect((await messages(sandbox)).marks).toContain('kept');
    });

    it('lists with the key as a bearer token or as ?key= (a browser), and deletes with it', async () => {
      expect((await messages(sandbox)).marks.length).toBeGreaterThan(0);
      const inBrowser = await sandbox.api(
        `/sandbox/error-reports?key=${encodeURIComponent(sandbox.config.adminKey)}`,
      );
      expect(inBrowser.status).toBe(200);
      expect(inBrowser.headers.get('Cache-Control')).toBe('no-store');
      expect((await admin(sandbox, '/sandbox/error-reports', { method: 'DELETE' })).status).toBe(204);
      expect((await messages(sandbox)).marks).toEqual([]);
    });

    it('makes a random key per sandbox unless one is given', () => {
      const [first, second] = [defaultConfig().adminKey, defaultConfig().adminKey];
      expect(first).toMatch(/^[\w-]{32}$/);
      expect(second).not.toBe(first);
    });
  });

  describe('ingest checks the DSN public key', () => {
    it("accepts the web app's default DSN key, named as the SDKs name it", async () => {
      expect(WEB_CONFIG).toContain(`//sandbox@\${location.host}/1`);
      expect(defaultConfig().sentryKeys).toEqual(['sandbox']);
      await admin(sandbox, '/sandbox/error-reports', { method: 'DELETE' });

      expect((await ingest(sandbox, envelopeOf('query'))).status).toBe(200);
      const auth = {
        'X-Sentry-Auth':
          'Sentry sentry_version=7, sentry_client=sentry.javascript.browser/10.0.0, sentry_key=sandbox',
      };
      expect((await ingest(sandbox, envelopeOf('auth-header'), '', auth)).status).toBe(200);
      const dsnHeader = `{"event_id":"dsn-header","dsn":"http://sandbox@127.0.0.1:8080/1"}\n{"type":"event"}\n{}`;
      expect((await ingest(sandbox, dsnHeader, '')).status).toBe(200);
      expect((await messages(sandbox)).marks).toEqual(['dsn-header', 'auth-header', 'query']);
    });

    it('refuses a missing or unknown key with 403 and stores nothing', async () => {
      await admin(sandbox, '/sandbox/error-reports', { method: 'DELETE' });
      await expectProblem(await ingest(sandbox, envelopeOf('none'), ''), 403, 'forbidden');
      await expectProblem(await ingest(sandbox, envelopeOf('wrong'), '?sentry_key=guess'), 403, 'forbidden');
      await expectProblem(
        await ingest(sandbox, envelopeOf('wrong-header'), '', { 'X-Sentry-Auth': 'Sentry sentry_key=guess' }),
        403,
        'forbidden',
      );
      // Every key named must be known: the query's and the envelope header's.
      const otherDsn = `{"event_id":"mixed","dsn":"http://guess@127.0.0.1:8080/1"}\n{"type":"event"}\n{}`;
      await expectProblem(await ingest(sandbox, otherDsn), 403, 'forbidden');
      expect((await messages(sandbox)).marks).toEqual([]);
    });

    it('accepts exactly the configured keys (SANDBOX_SENTRY_KEYS)', async () => {
      const configured = sandbox.config.sentryKeys;
      sandbox.config.sentryKeys = ['a1b2c3'];
      try {
        await expectProblem(await ingest(sandbox, envelopeOf('old-key')), 403, 'forbidden');
        expect((await ingest(sandbox, envelopeOf('new-key'), '?sentry_key=a1b2c3')).status).toBe(200);
      } finally {
        sandbox.config.sentryKeys = configured;
      }
    });
  });

  describe('sizes are capped', () => {
    it('refuses an envelope over the limit with 413, declared or streamed', async () => {
      expect(defaultConfig().errorReportLimits.maxEnvelopeBytes).toBe(10 * 1024 * 1024);
      await admin(small, '/sandbox/error-reports', { method: 'DELETE' });
      expect((await ingest(small, envelopeOf('fits', 1000))).status).toBe(200);
      await expectProblem(await ingest(small, envelopeOf('declared', 1001)), 413, 'payload-too-large');
      // Without a Content-Length (chunked): cut off while it arrives.
      const chunks = [envelopeOf('streamed', 600), 'x'.repeat(600)];
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      const streamed = await small.app.request('http://127.0.0.1:8080/api/1/envelope/?sentry_key=sandbox', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await expectProblem(streamed, 413, 'payload-too-large');
      expect((await messages(small)).marks).toEqual(['fits']);
    });

    it('keeps the newest envelopes within the count and byte caps, dropping the oldest', async () => {
      await admin(small, '/sandbox/error-reports', { method: 'DELETE' });
      for (const mark of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']) {
        expect((await ingest(small, envelopeOf(mark, 100))).status).toBe(200);
      }
      // At most 5 envelopes.
      expect((await messages(small)).marks).toEqual(['c7', 'c6', 'c5', 'c4', 'c3']);
      // At most 3000 bytes: three of 1000 bytes leave room for nothing older.
      for (const mark of ['b1', 'b2', 'b3'])
        expect((await ingest(small, envelopeOf(mark, 1000))).status).toBe(200);
      const { marks } = await messages(small, '?limit=10');
      expect(marks.slice(0, 1)).toEqual(['b3']);
      const all: string[] = [];
      let before: string | null = '';
      while (before !== null) {
        const page: { marks: string[]; nextBefore: string | null } = await messages(
          small,
          before ? `?before=${before}` : '',
        );
        all.push(...page.marks);
        before = page.nextBefore;
      }
      expect(all).toEqual(['b3', 'b2', 'b1']);
    });

    it('answers a page of at most `limit` envelopes and the byte budget, with the next page to follow', async () => {
      await admin(small, '/sandbox/error-reports', { method: 'DELETE' });
      for (const mark of ['p1', 'p2', 'p3', 'p4', 'p5']) {
        expect((await ingest(small, envelopeOf(mark, 100))).status).toBe(200);
      }
      const first = await messages(small, '?limit=2');
      expect(first.marks).toEqual(['p5', 'p4']);
      const second = await messages(small, `?limit=2&before=${first.nextBefore}`);
      expect(second.marks).toEqual(['p3', 'p2']);
      const last = await messages(small, `?limit=2&before=${second.nextBefore}`);
      expect(last).toEqual({ marks: ['p1'], nextBefore: null });

      // 1500 bytes a page: envelopes of 1000 bytes come one per page, however large `limit` is.
      await admin(small, '/sandbox/error-reports', { method: 'DELETE' });
      for (const mark of ['q1', 'q2']) expect((await ingest(small, envelopeOf(mark, 1000))).status).toBe(200);
      const budgeted = await messages(small, '?limit=50');
      expect(budgeted.marks).toEqual(['q2']);
      expect(budgeted.nextBefore).not.toBeNull();
      expect(await messages(small, `?before=${budgeted.nextBefore}`)).toEqual({
        marks: ['q1'],
        nextBefore: null,
      });
    });

    it('refuses paging parameters out of bounds with 400 and details', async () => {
      for (const [query, detail] of [
        ['?limit=0', { field: 'limit', code: 'minimum' }],
        ['?limit=201', { field: 'limit', code: 'maximum' }],
        ['?limit=1e18', { field: 'limit', code: 'type' }],
        ['?before=-1', { field: 'before', code: 'pattern' }],
        ['?before=99999999999999999999', { field: 'before', code: 'pattern' }],
      ] as const) {
        const response = await admin(small, `/sandbox/error-reports${query}`);
        expect(response.status, query).toBe(400);
        expect((await response.json()).error, query).toMatchObject({
          code: 'bad-request',
          details: [detail],
        });
      }
    });
  });
});
