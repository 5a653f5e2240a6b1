import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './app';
import { defaultConfig } from './config';
import { openDatabase } from './db/database';
import { seed } from './db/seed';
import { createMailer } from './mail/createMailer';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const webDist = resolve(process.env.WEB_DIST ?? join(repoRoot, 'apps', 'web', 'dist'));

const target = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL }
  : process.env.SANDBOX_DATA_DIR === 'memory'
    ? ({ memory: true } as const)
    : { dataDir: resolve(process.env.SANDBOX_DATA_DIR ?? join(repoRoot, '.data', 'sandbox-pglite')) };

const database = await openDatabase(target);
const seeded = await seed(database.db, new Date().toISOString().slice(0, 10));
const config = defaultConfig({
  webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
  holdMinutes: Number(process.env.SANDBOX_HOLD_MINUTES ?? 15),
  idCheckInProgressSeconds: Number(process.env.SANDBOX_ID_CHECK_IN_PROGRESS_SECONDS ?? 8),
  accessTokenSeconds: Number(process.env.SANDBOX_ACCESS_TOKEN_SECONDS ?? 15 * 60),
});
// Mails go to SMTP_URL when set, otherwise to an embedded capture server read at /sandbox/mail.
const smtpUrl = process.env.SMTP_URL || undefined;
const mailer = await createMailer({ db: database.db, smtpUrl, from: process.env.SMTP_FROM || undefined });
const app = await createSandboxApp({ db: database.db, config, mailer });

const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
  const origin = `http://${host}:${info.port}`;
  console.log(
    [
      `Stowly sandbox running on ${origin} (${database.engine}${seeded ? ', demo data written' : ''})`,
      config.webDist ? `  Booking:        ${origin}/1?lang=en` : '  Booking:        (web app not built)',
      config.webDist ? `  Customer portal: ${origin}/customer-portal  (anna@example.com / stowly-demo)` : '',
      `  Booking API:    ${origin}/v1   reference: ${origin}/docs`,
      `  Identity:       ${origin}/identity`,
      smtpUrl ? '  Mail:           sent to SMTP_URL' : `  Mail:           ${origin}/sandbox/mail`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
});

const shutdown = () => {
  server.close();
  void mailer
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
