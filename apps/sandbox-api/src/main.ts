import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandboxApp } from './app';
import { defaultConfig } from './config';
import { openDatabase } from './db/database';
import { DataFolderLockedError } from './db/dataFolderLock';
import { seed } from './db/seed';
import { serveSandbox } from './http/nodeServer';
import { parseAppOrigins } from './http/securityHeaders';
import { parseRedirectUriList } from './identity/clients';
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

// A PGlite data folder serves one server at a time: a second one on the same folder stops here.
const database = await openDatabase(target).catch((error: unknown) => {
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const seeded = await seed(database.db, new Date().toISOString().slice(0, 10));
const config = defaultConfig({
  webDist: existsSync(join(webDist, 'index.html')) ? webDist : undefined,
  // The web app's page server, built beside its client files (apps/web/scripts/build.mjs).
  webServerEntry:
    existsSync(join(webDist, 'index.html')) && existsSync(join(`${webDist}-server`, 'entry.js'))
      ? join(`${webDist}-server`, 'entry.js')
      : undefined,
  webServerApiBaseUrl: process.env.SANDBOX_PAGE_API_URL || undefined,
  holdMinutes: Number(process.env.SANDBOX_HOLD_MINUTES ?? 15),
  idCheckInProgressSeconds: Number(process.env.SANDBOX_ID_CHECK_IN_PROGRESS_SECONDS ?? 8),
  accessTokenSeconds: Number(process.env.SANDBOX_ACCESS_TOKEN_SECONDS ?? 15 * 60),
  // Sign-in callbacks of frontends on other origins, matched exactly (the sandbox's own origin is
  // registered once it listens, below).
  extraRedirectUris: parseRedirectUriList(process.env.SANDBOX_REDIRECT_URIS),
  trustProxy: process.env.SANDBOX_TRUST_PROXY === '1',
  appOrigins: parseAppOrigins(process.env.SANDBOX_APP_ORIGINS),
  // The error reports' admin key (random unless given) and the DSN keys the collector takes.
  ...(process.env.SANDBOX_ADMIN_KEY ? { adminKey: process.env.SANDBOX_ADMIN_KEY } : {}),
  ...(process.env.SANDBOX_SENTRY_KEYS
    ? {
        sentryKeys: process.env.SANDBOX_SENTRY_KEYS.split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      }
    : {}),
});
// Mails go to SMTP_URL when set, otherwise to an embedded capture server read at /sandbox/mail.
const smtpUrl = process.env.SMTP_URL || undefined;
const mailer = await createMailer({ db: database.db, smtpUrl, from: process.env.SMTP_FROM || undefined });
const app = await createSandboxApp({ db: database.db, config, mailer });

const server = serveSandbox({ fetch: app.fetch, hostname: host, port }, (info) => {
  const origin = `http://${host}:${info.port}`;
  // The web client's redirect URIs are registered for this origin (or the one browsers use, behind
  // a proxy), before the first request is answered.
  config.publicOrigin = process.env.SANDBOX_PUBLIC_ORIGIN || origin;
  console.log(
    [
      `Stowly sandbox running on ${origin} (${database.engine}${seeded ? ', demo data written' : ''})`,
      config.webDist ? `  Booking:        ${origin}/1?lang=en` : '  Booking:        (web app not built)',
      config.webDist ? `  Customer portal: ${origin}/customer-portal  (anna@example.com / stowly-demo)` : '',
      `  Booking API:    ${origin}/v1   reference: ${origin}/docs`,
      `  Identity:       ${origin}/identity`,
      smtpUrl ? '  Mail:           sent to SMTP_URL' : `  Mail:           ${origin}/sandbox/mail`,
      `  Error reports:  ${origin}/sandbox/error-reports  admin key: ${process.env.SANDBOX_ADMIN_KEY ? '(SANDBOX_ADMIN_KEY)' : config.adminKey}`,
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
