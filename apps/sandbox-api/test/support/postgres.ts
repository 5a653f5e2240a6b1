import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A PostgreSQL database for one test file, dropped (and its server stopped) by `stop()`. */
export type StartedPostgres = { url: string; stop(): Promise<void> };

const PG_ROOT = '/usr/lib/postgresql';

/** Debian's PostgreSQL binaries folder of the newest installed major version, if any. */
function findBinaries(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(PG_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(PG_ROOT, versions[0], 'bin');
}

function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 10 * 60_000,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** Installs Debian's `postgresql` package (root only); `apt-get update` only when the first try fails. */
function installPostgres(): string | undefined {
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  let result = install();
  if (!result.ok) {
    const update = run('apt-get', ['update']);
    if (!update.ok) return `apt-get update failed: ${update.output.slice(-500)}`;
    result = install();
  }
  return result.ok ? undefined : `apt-get install postgresql failed: ${result.output.slice(-500)}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary as the `postgres` user (PostgreSQL refuses to run as root). */
function asPostgres(binary: string, args: string[]): void {
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'pipe' });
  else execFileSync(binary, args, { stdio: 'pipe' });
}

/** Creates a fresh database on the server at `serverUrl`; answers its URL and a dropper. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `stowly_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A real PostgreSQL server for tests. With `DATABASE_URL` set, a fresh database is created on that
 * server. Otherwise Debian's PostgreSQL (installed with apt-get when missing and running as root)
 * is started on a temporary folder owned by `postgres`, listening on 127.0.0.1 at a free port with
 * its socket in that folder; `stop()` stops it and removes the folder. Answers `{ skipped }` with
 * the reason when no server can be had.
 */
export async function startPostgres(): Promise<StartedPostgres | { skipped: string }> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const database = await createDatabase(external);
    return { url: database.url, stop: database.drop };
  }

  const isRoot = process.getuid?.() === 0;
  let bin = findBinaries();
  if (!bin) {
    if (!isRoot)
      return { skipped: 'PostgreSQL is not installed and the tests do not run as root to install it' };
    const failure = installPostgres();
    if (failure) return { skipped: failure };
    bin = findBinaries();
    if (!bin) return { skipped: `apt-get installed postgresql but no binaries were found under ${PG_ROOT}` };
  }

  const folder = mkdtempSync(join(tmpdir(), 'stowly-pg-'));
  const dataDir = join(folder, 'data');
  if (isRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0 || group.status !== 0) {
      rmSync(folder, { recursive: true, force: true });
      return { skipped: 'there is no postgres user to run the server as' };
    }
    chownSync(folder, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  try {
    asPostgres(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    asPostgres(pgCtl, [
      '-D',
      dataDir,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${folder} -c fsync=off -c max_connections=50`,
      'start',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    return { skipped: `PostgreSQL did not start: ${String(error).slice(0, 500)}` };
  }

  const stopServer = () => {
    try {
      asPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  };
  try {
    const database = await createDatabase(`postgresql://postgres@127.0.0.1:${port}/postgres`);
    return {
      url: database.url,
      stop: async () => {
        stopServer();
      },
    };
  } catch (error) {
    stopServer();
    return { skipped: `PostgreSQL started but could not create a database: ${String(error).slice(0, 500)}` };
  }
}
