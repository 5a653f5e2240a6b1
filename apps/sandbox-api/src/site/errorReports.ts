import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';

const MAX_ENVELOPE_BYTES = 1_000_000;

/**
 * A Sentry envelope collector: the apps' @sentry/browser sends error reports here when its DSN
 * points at the sandbox (`http://<key>@<host>/<projectId>`), so reports can be read back in
 * development and tests (`GET /sandbox/error-reports`).
 */
export function createErrorReportRoutes({ db }: SandboxAppDeps): Hono {
  const routes = new Hono();

  routes.post('/api/:projectId/envelope/', async (c) => {
    const projectId = c.req.param('projectId');
    if (!/^\d{1,20}$/.test(projectId)) return c.json({ error: 'invalid project id' }, 400);
    const envelope = await c.req.text();
    if (envelope.length === 0) return c.json({ error: 'empty envelope' }, 400);
    if (envelope.length > MAX_ENVELOPE_BYTES) return c.json({ error: 'envelope too large' }, 413);
    const row = await db
      .insertInto('error_report')
      .values({ project_id: projectId, envelope })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ id: String(row.id) });
  });

  routes.get('/sandbox/error-reports', async (c) => {
    const reports = await db
      .selectFrom('error_report')
      .select(['id', 'project_id', 'envelope', 'received_at'])
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return c.json({
      data: reports.map((report) => ({
        id: report.id,
        projectId: report.project_id,
        receivedAt: report.received_at.toISOString(),
        envelope: report.envelope,
      })),
    });
  });

  routes.delete('/sandbox/error-reports', async (c) => {
    await db.deleteFrom('error_report').execute();
    return c.body(null, 204);
  });

  return routes;
}
