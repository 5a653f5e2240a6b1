import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { unprocessable } from '../http/ApiProblem';
import { checkoutText } from './checkoutMessages';

/**
 * Idempotency-Key handling (contract, "Idempotency").
 *
 * A key is claimed by inserting its row inside the same transaction that does the work, and the
 * answer is written to that row before the transaction commits. So:
 * - a finished first request leaves a row with its 201 answer, which later requests replay;
 * - a request that arrives while the first one still runs blocks on the row's unique index (the
 *   first transaction has not committed) and, once the first commits, reads and replays its answer;
 *   on PGlite, whose single connection runs one transaction at a time, it simply runs afterwards;
 * - a failing first request rolls back, which removes the claim: error answers are not kept and a
 *   retry with the same key is processed again.
 * Answers are kept for 24 hours, measured on the sandbox clock.
 */

/** How long a stored answer is replayed. */
const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** One idempotent request: its operation scope, the client's key and the hash of its body. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  requestHash: string;
}

/** A stored first answer. */
export interface StoredReply {
  status: number;
  body: unknown;
}

/** JSON with object keys sorted at every level, so equal JSON values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON of a request body. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? null))
    .digest('hex');
}

function reused(language: string) {
  return unprocessable('idempotency-key-reused', checkoutText('idempotencyKeyReused', language), [
    { field: 'Idempotency-Key', code: 'reused' },
  ]);
}

type Row = { request_hash: string; status: number | null; response: unknown; created_at: Date };

function replayOf(row: Row, request: IdempotentRequest, language: string): StoredReply | undefined {
  if (row.request_hash !== request.requestHash) throw reused(language);
  if (row.status === null || row.response === null) return undefined;
  return { status: row.status, body: row.response };
}

function selectRow(db: Kysely<Database>, request: IdempotentRequest) {
  return db
    .selectFrom('idempotency_key')
    .select(['request_hash', 'status', 'response', 'created_at'])
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .executeTakeFirst();
}

/**
 * The stored answer for a key, read before any work is done (the fast path for retries).
 * Throws 422 `idempotency-key-reused` when the key was used with another body.
 */
export async function findStoredReply(
  db: Kysely<Database>,
  request: IdempotentRequest,
  now: Date,
  language: string,
): Promise<StoredReply | undefined> {
  const row = await selectRow(db, request);
  if (!row || row.created_at.getTime() <= now.getTime() - IDEMPOTENCY_KEEP_MS) return undefined;
  return replayOf(row, request, language);
}

/**
 * Claims a key inside the transaction `trx` that will do the work. Answers undefined when the key
 * is now this transaction's (do the work, then {@link storeReply}), or the stored answer to
 * replay. Waits (PostgreSQL) while another transaction holds the same key. Throws 422
 * `idempotency-key-reused` when the key was used with another body.
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  request: IdempotentRequest,
  now: Date,
  language: string,
): Promise<StoredReply | undefined> {
  // An answer older than the keeping time no longer counts: the key starts afresh.
  await trx
    .deleteFrom('idempotency_key')
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_KEEP_MS))
    .execute();
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await trx
      .insertInto('idempotency_key')
      .values({
        scope: request.scope,
        key: request.key,
        request_hash: request.requestHash,
        status: null,
        response: null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return undefined;
    const row = await selectRow(trx, request);
    // Gone between the insert and the read (its holder rolled back): try to claim it again.
    if (!row) continue;
    const reply = replayOf(row, request, language);
    if (reply) return reply;
  }
  throw new Error(`Idempotency key ${request.scope}/${request.key} could not be claimed`);
}

/** Stores the answer of the claimed key, in the transaction that claimed it. */
export async function storeReply(
  trx: Kysely<Database>,
  request: IdempotentRequest,
  reply: StoredReply,
): Promise<void> {
  await trx
    .updateTable('idempotency_key')
    .set({ status: reply.status, response: reply.body as Record<string, unknown> })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .execute();
}

/** Gives a claimed key up again (the work ended in an error answer, which is not kept). */
export async function releaseClaim(trx: Kysely<Database>, request: IdempotentRequest): Promise<void> {
  await trx
    .deleteFrom('idempotency_key')
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('status', 'is', null)
    .execute();
}
