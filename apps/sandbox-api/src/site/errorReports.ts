import { createHash, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import { ApiProblem, type ProblemDetail } from '../http/ApiProblem';
import type { SandboxAppDeps } from '../SandboxAppDeps';

const utf8 = new TextDecoder();

/** Envelopes a read answers when it names no `limit`, and the most it may name. */
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

function problem(
  c: Context,
  status: 400 | 401 | 403 | 413,
  code: string,
  message: string,
  details: ProblemDetail[] = [],
  headers: Record<string, string> = {},
): Response {
  return c.json(new ApiProblem(status, code, message, details).toBody(), status, {
    'Cache-Control': 'no-store',
    ...headers,
  });
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a read or delete carries the sandbox admin key: `Authorization: Bearer <key>` (scripts,
 * tests), or `?key=<key>` (a person opening the list in a browser; the key then sits in the
 * browser's history, which is fine for a development sandbox, not for a real service).
 */
function hasAdminKey(c: Context, adminKey: string): boolean {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const given = bearer ?? c.req.query('key');
  return given !== undefined && sameSecret(given, adminKey);
}

/** The DSN public keys a request names: `sentry_key` in the query and in `X-Sentry-Auth`. */
function requestKeys(c: Context): string[] {
  const keys: string[] = [];
  const query = c.req.query('sentry_key');
  if (query) keys.push(query);
  const header = /(?:^|[\s,])sentry_key=([^,\s]+)/.exec(c.req.header('x-sentry-auth') ?? '')?.[1];
  if (header) keys.push(header);
  return keys;
}

/** The public key of the envelope header's `dsn` (`{"dsn":"http://<key>@host/1",...}`), if any. */
function envelopeKey(envelope: Uint8Array): string | undefined {
  const end = envelope.indexOf(0x0a);
  try {
    const header = JSON.parse(utf8.decode(envelope.subarray(0, end < 0 ? envelope.length : end))) as {
      dsn?: unknown;
    };
    return typeof header.dsn === 'string' ? decodeURIComponent(new URL(header.dsn).username) : undefined;
  } catch {
    return undefined;
  }
}

/** The request body, or undefined once it grows past `maxBytes` (the rest is not read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
}

/**
 * A Sentry envelope collector: the apps' @sentry/browser sends error reports here when its DSN
 * points at the sandbox (`http://<key>@<host>/<projectId>`), so reports can be read back in
 * development and tests. Envelopes are kept as bytes (a session replay's recording is compressed)
 * and listed as UTF-8 text: the JSON lines read as sent, a binary payload does not.
 *
 * - `POST /api/<projectId>/envelope/` takes an envelope for a DSN public key the sandbox knows
 *   (`config.sentryKeys`, `SANDBOX_SENTRY_KEYS`; the web app's default DSN uses `sandbox`), named
 *   as Sentry's SDKs do: `sentry_key` in the query (the browser SDK) or in `X-Sentry-Auth`, or the
 *   envelope header's `dsn`. Any key named must be known, and one must be named: 403 otherwise.
 *   An envelope over `maxEnvelopeBytes` (10 MiB) answers 413 (a declared `Content-Length` before
 *   anything is read). The collector keeps the newest `maxStoredEnvelopes` (1000) envelopes and at
 *   most `maxStoredBytes` (100 MiB) in all, dropping the oldest.
 * - `GET /sandbox/error-reports` lists the envelopes, newest first: `?limit=` (1–200, default 50)
 *   of them and at most `maxPageBytes` (20 MiB) of envelope bytes (always at least one); the next
 *   page is `?before=<nextBefore>` (`nextBefore` is null on the last page).
 * - `DELETE /sandbox/error-reports` removes them all.
 *
 * Reading and deleting need the sandbox admin key (`config.adminKey`, printed at start):
 * `Authorization: Bearer <key>`, or `?key=<key>` from a browser; 401 without it. Errors answer in
 * the API's error schema.
 */
export function createErrorReportRoutes({ db, config }: SandboxAppDeps): Hono {
  const routes = new Hono();
  const limits = config.errorReportLimits;

  routes.post('/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d{1,20}$/.test(projectId)) {
      return problem(c, 400, 'bad-request', 'The project id is not a number', [
        { field: 'projectId', code: 'pattern' },
      ]);
    }
    const named = requestKeys(c);
    const unknownKey = () =>
      problem(c, 403, 'forbidden', 'The DSN public key is not one this collector accepts');
    if (named.some((key) => !config.sentryKeys.includes(key))) return unknownKey();

    const tooLarge = () =>
      problem(
        c,
        413,
        'payload-too-large',
        `An envelope may be at most ${megabytes(limits.maxEnvelopeBytes)}`,
      );
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > limits.maxEnvelopeBytes) return tooLarge();
    const envelope = await readAtMost(c.req.raw, limits.maxEnvelopeBytes);
    if (!envelope) return tooLarge();
    if (envelope.byteLength === 0) {
      return problem(c, 400, 'bad-request', 'The envelope is empty', [{ field: 'body', code: 'required' }]);
    }
    const fromHeader = envelopeKey(envelope);
    if (fromHeader !== undefined) named.push(fromHeader);
    if (named.length === 0 || named.some((key) => !config.sentryKeys.includes(key))) return unknownKey();

    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('error_report')
        // As base64 through SQL: the two drivers (pg, PGlite) pass a byte array differently.
        .values({
          project_id: projectId,
          envelope: sql<Uint8Array>`decode(${Buffer.from(envelope).toString('base64')}, 'base64')`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The newest envelopes within both caps stay; the oldest go.
      await sql`
        DELETE FROM error_report WHERE id IN (
          SELECT id FROM (
            SELECT id,
              row_number() OVER (ORDER BY id DESC) AS position,
              sum(octet_length(envelope)) OVER (ORDER BY id DESC) AS bytes
            FROM error_report
          ) AS kept
          WHERE position > ${limits.maxStoredEnvelopes} OR bytes > ${limits.maxStoredBytes}
        )`.execute(trx);
      return row.id;
    });
    return c.json({ id: String(id) });
  });

  const unauthorized = (c: Context) =>
    problem(
      c,
      401,
      'unauthorized',
      'The error reports need the sandbox admin key (printed when the sandbox starts)',
      [],
      { 'WWW-Authenticate': 'Bearer realm="sandbox"' },
    );

  routes.get('/sandbox/error-reports', async (c) => {
    if (!hasAdminKey(c, config.adminKey)) return unauthorized(c);
    const details: ProblemDetail[] = [];
    const limitText = c.req.query('limit');
    const limit = limitText === undefined ? DEFAULT_PAGE_SIZE : Number(limitText);
    if (!/^\d+$/.test(limitText ?? '1')) details.push({ field: 'limit', code: 'type' });
    else if (limit < 1) details.push({ field: 'limit', code: 'minimum' });
    else if (limit > MAX_PAGE_SIZE) details.push({ field: 'limit', code: 'maximum' });
    const beforeText = c.req.query('before');
    if (beforeText !== undefined && !/^[1-9]\d{0,15}$/.test(beforeText)) {
      details.push({ field: 'before', code: 'pattern' });
    }
    if (details.length > 0) return problem(c, 400, 'bad-request', 'The query is not valid', details);

    // Sizes first, so that a page never loads more than its byte budget.
    let listed = db
      .selectFrom('error_report')
      .select(['id', sql<number>`octet_length(envelope)`.as('size')])
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (beforeText !== undefined) listed = listed.where('id', '<', Number(beforeText));
    const candidates = await listed.execute();
    const chosen: number[] = [];
    let bytes = 0;
    for (const candidate of candidates.slice(0, limit)) {
      const size = Number(candidate.size);
      if (chosen.length > 0 && bytes + size > limits.maxPageBytes) break;
      chosen.push(candidate.id);
      bytes += size;
    }
    const more = candidates.length > chosen.length;
    const reports =
      chosen.length === 0
        ? []
        : await db
            .selectFrom('error_report')
            .select([
              'id',
              'project_id',
              'received_at',
              sql<string>`encode(envelope, 'base64')`.as('envelope'),
            ])
            .where('id', 'in', chosen)
            .orderBy('id', 'desc')
            .execute();
    return c.json(
      {
        data: reports.map((report) => ({
          id: report.id,
          projectId: report.project_id,
          receivedAt: report.received_at.toISOString(),
          envelope: utf8.decode(Buffer.from(report.envelope, 'base64')),
        })),
        nextBefore: more ? String(chosen.at(-1)) : null,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  routes.delete('/sandbox/error-reports', async (c) => {
    if (!hasAdminKey(c, config.adminKey)) return unauthorized(c);
    await db.deleteFrom('error_report').execute();
    return c.body(null, 204);
  });

  return routes;
}
