import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Failed password checks per email address before the address is locked for a while. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** Failed password checks of `email` (lower case) in the window before `now`. */
export async function recentFailures(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000);
  const row = await db
    .selectFrom('identity_sign_in_failure')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('email', '=', email)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a failed password check of `email` (lower case), forgetting those out of the window. */
export async function recordFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await db
    .deleteFrom('identity_sign_in_failure')
    .where('failed_at', '<=', new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000))
    .execute();
  await db.insertInto('identity_sign_in_failure').values({ email, failed_at: now }).execute();
}

/** Forgets the failures of `email` (lower case): its owner proved the password. */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('identity_sign_in_failure').where('email', '=', email).execute();
}
