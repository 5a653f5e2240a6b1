// The server side of the load benchmark, in its own process so the load generator does not share
// its event loop: an in-memory sandbox with the demo data, on a free loopback port it prints.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandboxApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seed } from '../src/db/seed';
import { createMailer } from '../src/mail/createMailer';

const database = await openDatabase({ memory: true });
await seed(database.db, process.argv[2] ?? new Date().toISOString().slice(0, 10));
const mailer = await createMailer({ db: database.db });
const app = await createSandboxApp({ db: database.db, config: defaultConfig(), mailer });
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
server.once('listening', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void mailer
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
