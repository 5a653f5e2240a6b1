import type { Kysely, Selectable } from 'kysely';
import { LINK_TOKEN_PATTERN } from '../contract/contractLimits';
import type { AccountTokenKind, AccountTokenTable, Database } from '../db/types';
import { randomSecret, secretHash } from '../identity/secrets';

/**
 * How long each kind of mailed link works. Activation 7 days, reset 1 hour; an invitation as long as an activation; a claim link 90 days, because a guest
 * booking stays valid and reachable through it when its owner does nothing for a while.
 */
export const ACCOUNT_TOKEN_LIFETIME_SECONDS: Record<AccountTokenKind, number> = {
  activation: 7 * 24 * 3600,
  reset: 3600,
  invitation: 7 * 24 * 3600,
  claim: 90 * 24 * 3600,
};

export type AccountToken = Selectable<AccountTokenTable>;

/** What a new token is for; `appOrigin` is where its link points, `language` the mail's language. */
export interface NewAccountToken {
  kind: AccountTokenKind;
  email: string;
  appOrigin: string;
  language: string;
  customerId?: number | null;
  bookingId?: number | null;
  managerId?: number | null;
}

/**
 * Issues a mailed link's token: 256 random bits, base64url. Only its SHA-256 is stored; the token
 * itself is returned once, for the mail. A new reset or activation token of a customer replaces
 * their unused ones of that kind, so only the newest mail's link works.
 */
export async function issueAccountToken(
  db: Kysely<Database>,
  token: NewAccountToken,
  now: Date,
): Promise<string> {
  const secret = randomSecret();
  if ((token.kind === 'reset' || token.kind === 'activation') && token.customerId != null) {
    await db
      .updateTable('account_token')
      .set({ used_at: now })
      .where('customer_id', '=', token.customerId)
      .where('kind', '=', token.kind)
      .where('used_at', 'is', null)
      .execute();
  }
  await db
    .insertInto('account_token')
    .values({
      token_hash: secretHash(secret),
      kind: token.kind,
      customer_id: token.customerId ?? null,
      booking_id: token.bookingId ?? null,
      manager_id: token.managerId ?? null,
      email: token.email,
      app_origin: token.appOrigin,
      language: token.language,
      expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_SECONDS[token.kind] * 1000),
      used_at: null,
      created_at: now,
    })
    .execute();
  return secret;
}

/**
 * The live token of `kind` for `secret` (unused, not expired), locked for the caller's
 * transaction, or undefined. Nothing tells a used token from an expired or unknown one.
 */
export async function findAccountToken(
  trx: Kysely<Database>,
  kind: AccountTokenKind,
  secret: string | undefined,
  now: Date,
): Promise<AccountToken | undefined> {
  // A token has the contract's form (`LinkToken`); anything else cannot be one (and is not hashed at all).
  if (!secret || !LINK_TOKEN_PATTERN.test(secret)) return undefined;
  return trx
    .selectFrom('account_token')
    .selectAll()
    .where('token_hash', '=', secretHash(secret))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a token used: its link never works again. Answers false when it was used meanwhile. */
export async function markAccountTokenUsed(
  trx: Kysely<Database>,
  token: AccountToken,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('account_token')
    .set({ used_at: now })
    .where('token_hash', '=', token.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The identity server page each kind of mailed link opens. */
const LINK_PATHS: Record<AccountTokenKind, string> = {
  activation: '/identity/activate',
  reset: '/identity/reset-password',
  invitation: '/identity/invitation',
  claim: '/identity/claim',
};

/**
 * The link of a mail: the identity server's page for `kind` on the app's origin (the sandbox serves
 * the app and the identity server on one origin), carrying the token and the mail's language.
 *
 * @example accountLink('activation', 'http://127.0.0.1:8080', token, 'sv')
 * // 'http://127.0.0.1:8080/identity/activate?token=…&language=sv'
 */
export function accountLink(
  kind: AccountTokenKind,
  appOrigin: string,
  token: string,
  language: string,
): string {
  const url = new URL(LINK_PATHS[kind], appOrigin);
  url.searchParams.set('token', token);
  url.searchParams.set('language', language);
  return url.toString();
}
