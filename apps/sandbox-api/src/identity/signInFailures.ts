import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Password-check throttling, shared by the sign-in page, the invitation's sign-in and change
 * password (identity-api.yaml, `/sign-in`).
 *
 * Each check is counted per account (the address typed, lower case, known or not) and per client
 * address BEFORE the password is compared, in one transaction that locks both rows: parallel
 * guesses cannot all be checked before the first failure counts. A correct password takes its
 * count back. Failures beyond a key's free allowance make the next check wait, doubling with each
 * failure up to {@link MAX_DELAY_SECONDS}; attempts refused while waiting are not checked and do not
 * count. A key's failures are forgotten {@link FAILURE_MEMORY_SECONDS} after its last one, and an
 * account's at once when its password is proved (sign-in, reset link).
 *
 * So a stranger typing wrong passwords for someone else's address delays its owner by at most
 * {@link MAX_DELAY_SECONDS} after the stranger's last failure, never locks them out; and the
 * stranger's own address soon waits as long for every account it tries.
 */

/** Failures of one account checked without delay; after the n-th failure the next check waits 2^(n-3) s. */
export const ACCOUNT_FREE_FAILURES = 3;
/** Failures from one client address (any accounts) checked without delay: offices and homes share one. */
export const ADDRESS_FREE_FAILURES = 20;
/** The longest wait before the next check: 5 minutes. */
export const MAX_DELAY_SECONDS = 5 * 60;
/** A key's failures are forgotten this long after its last failure. */
const FAILURE_MEMORY_SECONDS = 15 * 60;

/** What is throttled: the account (address typed, any case) and the client address. */
export interface ThrottleSubject {
  email: string;
  address: string;
}

/** The outcome of {@link beginPasswordCheck}. */
export type PasswordCheck =
  | {
      allowed: true;
      /** The password was right: the account's failures are forgotten, the address's count taken back. */
      succeeded: () => Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/** Seconds to wait before the next check after `failures` failures with `free` allowed without delay. */
function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.min(failures - free, 30));
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Counts a password check of `subject` as a failure before it is made, unless the account or the
 * address must still wait. Call `succeeded()` when the password was right.
 */
export async function beginPasswordCheck(
  db: Kysely<Database>,
  subject: ThrottleSubject,
  now: Date,
): Promise<PasswordCheck> {
  const account = accountKey(subject.email);
  const address = addressKey(subject.address);
  const free = new Map([
    [account, ACCOUNT_FREE_FAILURES],
    [address, ADDRESS_FREE_FAILURES],
  ]);
  // Rows are created and locked in key order, so two checks never wait for each other's lock.
  const keys = [account, address].sort();
  const forgetBefore = addSeconds(now, -FAILURE_MEMORY_SECONDS);

  const outcome = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('identity_sign_in_throttle')
      .values(keys.map((key) => ({ key, failures: 0, last_failure_at: now, next_attempt_at: now })))
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const rows = await trx
      .selectFrom('identity_sign_in_throttle')
      .selectAll()
      .where('key', 'in', keys)
      .orderBy('key')
      .forUpdate()
      .execute();
    let waitMs = 0;
    for (const row of rows) {
      if (row.last_failure_at > forgetBefore) {
        waitMs = Math.max(waitMs, row.next_attempt_at.getTime() - now.getTime());
      }
    }
    if (waitMs > 0) return { allowed: false as const, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const row of rows) {
      const failures = (row.last_failure_at > forgetBefore ? row.failures : 0) + 1;
      await trx
        .updateTable('identity_sign_in_throttle')
        .set({
          failures,
          last_failure_at: now,
          next_attempt_at: addSeconds(now, delayAfter(failures, free.get(row.key) ?? 0)),
        })
        .where('key', '=', row.key)
        .execute();
    }
    return { allowed: true as const };
  });

  // Forget what nobody needs any more (outside the locks above).
  await db
    .deleteFrom('identity_sign_in_throttle')
    .where('last_failure_at', '<=', forgetBefore)
    .where('next_attempt_at', '<=', now)
    .execute();

  if (!outcome.allowed) return outcome;
  return {
    allowed: true,
    succeeded: async () => {
      await db.transaction().execute(async (trx) => {
        await clearAccountFailures(trx, subject.email);
        // The address's count of this check is taken back; a wait it earned before stays.
        const row = await trx
          .selectFrom('identity_sign_in_throttle')
          .selectAll()
          .where('key', '=', address)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return;
        const failures = Math.max(0, row.failures - 1);
        const earned = addSeconds(row.last_failure_at, delayAfter(failures, ADDRESS_FREE_FAILURES));
        await trx
          .updateTable('identity_sign_in_throttle')
          .set({
            failures,
            next_attempt_at: new Date(Math.min(earned.getTime(), row.next_attempt_at.getTime())),
          })
          .where('key', '=', address)
          .execute();
      });
    },
  };
}

/** Forgets the failures of the account `email`: its owner proved the password (or reset it by mail). */
export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('identity_sign_in_throttle').where('key', '=', accountKey(email)).execute();
}

/** The wait of a 429 for the page's message: seconds below a minute, else minutes rounded up. */
export function formatWait(language: string, seconds: number): string {
  const minutes = seconds >= 60;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : Math.max(1, seconds));
}
