import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFreeUnits } from '../src/domain/availability';
import { bookingBody, captchaToken, submitBooking } from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { type StartedPostgres, startPostgres } from './support/postgres';

const RACERS = 20;

/**
 * Twenty visitors submit a booking for unit type 103 (Stockholm, exactly one free unit) at the same
 * moment, each with its own Idempotency-Key, bot-check token and email: exactly one gets a basket,
 * the other nineteen a clear 409 `unit-unavailable`, and the unit is held once.
 */
async function raceForTheLastUnit(sandbox: TestSandbox) {
  const body = bookingBody(1, { unitTypeId: 103, billingPeriodId: 1031 });
  const tokens = await Promise.all(Array.from({ length: RACERS }, () => captchaToken(sandbox)));
  const freeBefore = await countFreeUnits(sandbox.db, 103, body.moveInDate, sandbox.config.now());
  expect(freeBefore).toBe(1);

  const responses = await Promise.all(
    tokens.map((recaptchaToken, index) =>
      submitBooking(sandbox, { ...body, email: `racer-${index}@example.com`, recaptchaToken }),
    ),
  );
  const answers = await Promise.all(
    responses.map(async (response) => ({ status: response.status, body: await response.json() })),
  );

  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(created, JSON.stringify(answers.filter((answer) => answer.status !== 409))).toHaveLength(1);
  expect(refused).toHaveLength(RACERS - 1);
  for (const answer of refused) expect(answer.body.error.code).toBe('unit-unavailable');

  const baskets = await sandbox.db
    .selectFrom('basket')
    .select(['id', 'unit_id'])
    .where('unit_type_id', '=', 103)
    .execute();
  expect(baskets).toHaveLength(1);
  const held = await sandbox.db
    .selectFrom('unit')
    .select(['id', 'held_by_basket_id'])
    .where('unit_type_id', '=', 103)
    .where('held_by_basket_id', 'is not', null)
    .execute();
  expect(held).toHaveLength(1);
  expect(String(held[0]?.held_by_basket_id)).toBe(String(created[0]?.body.data.basketId));
  expect(await countFreeUnits(sandbox.db, 103, body.moveInDate, sandbox.config.now())).toBe(0);
  // The losers' bot-check tokens were not used up: their submissions rolled back entirely.
  const usedTokens = await sandbox.db
    .selectFrom('captcha_token')
    .select('token')
    .where('used', '=', true)
    .execute();
  expect(usedTokens).toHaveLength(1);
  // And no Idempotency-Key of a refused submission was kept.
  const keys = await sandbox.db
    .selectFrom('idempotency_key')
    .select('key')
    .where('scope', '=', 'POST /booking')
    .execute();
  expect(keys).toHaveLength(1);
}

/** The same submission sent five times at once with one key: one basket, five equal answers. */
async function raceWithOneKey(sandbox: TestSandbox) {
  const body = {
    ...bookingBody(1, { unitTypeId: 102, billingPeriodId: 1021 }),
    recaptchaToken: await captchaToken(sandbox),
  };
  const key = randomUUID();
  const responses = await Promise.all(Array.from({ length: 5 }, () => submitBooking(sandbox, body, { key })));
  const answers = await Promise.all(responses.map((response) => response.json()));
  expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
  expect(new Set(answers.map((answer) => answer.data.basketId)).size).toBe(1);
  expect(responses.filter((response) => response.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(
    4,
  );
  const baskets = await sandbox.db
    .selectFrom('basket')
    .select('id')
    .where('unit_type_id', '=', 102)
    .execute();
  expect(baskets).toHaveLength(1);
}

describe('racing for the last unit on PGlite', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it(`${RACERS} concurrent submissions get one basket and ${RACERS - 1} × 409 unit-unavailable`, async () => {
    await raceForTheLastUnit(sandbox);
  });

  it('concurrent submissions with the same Idempotency-Key create one basket and replay it', async () => {
    await raceWithOneKey(sandbox);
  });
});

describe('racing for the last unit on PostgreSQL', () => {
  let server: StartedPostgres | undefined;
  let skipped: string | undefined;
  let sandbox: TestSandbox | undefined;

  beforeAll(async () => {
    const started = await startPostgres();
    if ('skipped' in started) {
      skipped = started.skipped;
      console.warn(`[concurrency] PostgreSQL tests skipped: ${skipped}`);
      return;
    }
    server = started;
    sandbox = await createTestSandbox({ target: { databaseUrl: started.url } });
  });

  afterAll(async () => {
    await sandbox?.close();
    await server?.stop();
  });

  it(`${RACERS} concurrent submissions get one basket and ${RACERS - 1} × 409 unit-unavailable`, async (context) => {
    if (!sandbox) {
      context.skip(skipped);
      return;
    }
    await raceForTheLastUnit(sandbox);
    // The requests really overlapped: the pool (10 connections) only opens a connection when all
    // open ones are busy, so more than one backend means concurrent transactions.
    const backends = await sql<{ count: string }>`
      SELECT count(*)::text AS count FROM pg_stat_activity
      WHERE datname = current_database() AND backend_type = 'client backend'`.execute(sandbox.db);
    expect(Number(backends.rows[0]?.count)).toBeGreaterThan(1);
  });

  it('concurrent submissions with the same Idempotency-Key create one basket and replay it', async (context) => {
    if (!sandbox) {
      context.skip(skipped);
      return;
    }
    await raceWithOneKey(sandbox);
  });
});
