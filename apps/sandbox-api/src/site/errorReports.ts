import { Hono } from 'hono';
import { sql } from 'kysely';
import type { SandboxAppDeps } from '../app';

const MAX_ENVELOPE_BYTES = 1_000_000;
const utf8 = new TextDecoder();

/**
 * A Sentry envelope collector: the apps' @sentry/browser sends error reports here when its DSN
 * points at the sandbox (`http://<key>@<host>/<projectId>`), so reports can be read back in
 * development and tests (`GET /sandbox/error-reports`). Envelopes are kept as bytes (a session
 * replay's recording is compressed) and listed as UTF-8 text: the JSON lines read as sent, a
 * binary payload does not.
 */
export function createErrorReportRoutes({ db }: SandboxAppDeps): Hono {
  const routes = new Hono();

  routes.post('/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d{1,20}$/.test(projectId)) return c.json({ error: 'invalid project id' }, 400);
    const envelope = new Uint8Array(await c.req.arrayBuffer());
    if (envelope.byteLength === 0) return c.json({ error: 'empty envelope' }, 400);
    if (envelope.byteLength > MAX_ENVELOPE_BYTES) return c.json({ error: 'envelope too large' }, 413);
    const row = await db
      .insertInto('error_report')
      // As base64 through SQL: the two drivers (pg, PGlite) pass a byte array differently.
      .values({
        project_id: projectId,
        envelope: sql<Uint8Array>`decode(${Buffer.from(envelope).toString('base64')}, 'base64')`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ id: String(row.id) });
  });

  routes.get('/sandbox/error-reports', async (c) => {
    const reports = await db
      .selectFrom('error_report')
      .select(['id', 'project_id', 'received_at', sql<string>`encode(envelope, 'base64')`.as('envelope')])
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return c.json({
      data: reports.map((report) => ({
        id: report.id,
        projectId: report.project_id,
        receivedAt: report.received_at.toISOString(),
        envelope: utf8.decode(Buffer.from(report.envelope, 'base64')),
      })),
    });
  });

  routes.delete('/sandbox/error-reports', async (c) => {
    await db.deleteFrom('error_report').execute();
    return c.body(null, 204);
  });

  return routes;
}
