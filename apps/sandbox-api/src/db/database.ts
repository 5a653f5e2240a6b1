import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataFolder } from './dataFolderLock';
import { JsonbPlugin } from './jsonbPlugin';
import type { Database } from './types';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

// PostgreSQL type ids whose text form we keep as text: date (YYYY-MM-DD, no time-zone shift),
// numeric (exact money), int8 (basket ids beyond 2^31).
const TEXT_TYPES = { DATE: 1082, NUMERIC: 1700, INT8: 20 } as const;

/** Where the data lives: a PostgreSQL server, a PGlite data folder, or memory. */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Which engine answered: `postgres` or `pglite`. */
  engine: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations. A PGlite data folder is locked for this
 * process first (dataFolderLock.ts): a second server on the same folder refuses to start with a
 * `DataFolderLockedError`; `close()` releases it.
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  let db: Kysely<Database>;
  let engine: OpenedDatabase['engine'];
  let unlock = () => {};
  if ('databaseUrl' in target) {
    const keepText = (id: number) => Object.values(TEXT_TYPES).includes(id as never);
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((id: number, format?: 'text' | 'binary') =>
          keepText(id)
            ? (value: string) => value
            : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is an error event
    // of the pool: unheard, it would stop the process. The pool drops that connection and the next
    // query opens a new one.
    pool.on('error', (error) => {
      console.warn(`[sandbox-api] a database connection was closed by the server: ${error.message}`);
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new JsonbPlugin()] });
    engine = 'postgres';
  } else {
    const parsers = Object.fromEntries(Object.values(TEXT_TYPES).map((id) => [id, (value: string) => value]));
    let client: PGlite;
    if ('dataDir' in target) {
      const dataDir = resolve(target.dataDir);
      mkdirSync(dirname(dataDir), { recursive: true });
      unlock = await lockDataFolder(dataDir);
      try {
        client = new PGlite(dataDir, { parsers });
        await client.waitReady;
      } catch (error) {
        unlock();
        throw error;
      }
    } else {
      client = new PGlite({ parsers });
      await client.waitReady;
    }
    db = new Kysely<Database>({ dialect: new PGliteDialect(client), plugins: [new JsonbPlugin()] });
    engine = 'pglite';
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    unlock();
    throw error;
  }
  return {
    db,
    engine,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

/** Applies every migrations/*.sql file not yet applied, in name order, each in a transaction. */
async function migrate(db: Kysely<Database>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
    db,
  );
  const applied = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(db)).rows.map((row) => row.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of files) {
    if (applied.has(name)) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await db.transaction().execute(async (trx) => {
      // Serialise concurrent starts against one PostgreSQL server.
      await sql`SELECT pg_advisory_xact_lock(424242)`.execute(trx);
      const done = await sql<{
        name: string;
      }>`SELECT name FROM schema_migration WHERE name = ${name}`.execute(trx);
      if (done.rows.length > 0) return;
      // One statement at a time: PGlite's extended protocol takes a single statement per query.
      for (const statement of splitStatements(text)) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migration (name) VALUES (${name})`.execute(trx);
    });
  }
}

/** Splits a migration file into statements: each ends with a semicolon at the end of a line. */
function splitStatements(text: string): string[] {
  return text
    .split(/;[ \t]*\r?\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
