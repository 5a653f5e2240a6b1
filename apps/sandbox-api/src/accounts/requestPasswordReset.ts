import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { AccountMail } from '../mail/accountMail';
import { accountLink, issueAccountToken } from './accountTokens';

/** Reset mails per email address and hour; more requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;

export type ResetMail = Extract<AccountMail, { kind: 'reset' }>;

export interface PasswordResetRequest {
  /** The address as typed; compared without case. */
  email: string;
  /** The tenant whose account is meant; undefined: every account with the address. */
  tenantId: number | undefined;
  /** Where the link points and where the customer lands after the reset. */
  appOrigin: string;
  /** The mail's language. */
  language: string;
}

/**
 * "Forgot password": issues a reset token for each account with the address (at the tenant, when
 * known) and answers the mails to send. Guest records never get one. At most
 * {@link RESET_MAILS_PER_HOUR} reset mails go to one address per hour; beyond that the answer is
 * empty. The accounts are always looked up, so the work done does not depend on whether the
 * address has one until a token is issued.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  request: PasswordResetRequest,
  now: Date,
): Promise<ResetMail[]> {
  const key = request.email.trim().toLowerCase();
  let accounts = await db
    .selectFrom('customer')
    .select(['id', 'tenant_id', 'email', 'firstname'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
    .where('guest', '=', false)
    .orderBy('id')
    .execute();
  if (request.tenantId !== undefined) accounts = accounts.filter((row) => row.tenant_id === request.tenantId);
  const recent = await db
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'reset')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
    .where('created_at', '>', new Date(now.getTime() - 3600 * 1000))
    .executeTakeFirstOrThrow();
  let sent = Number(recent.count);

  const mails: ResetMail[] = [];
  for (const account of accounts) {
    if (sent >= RESET_MAILS_PER_HOUR) break;
    const token = await issueAccountToken(
      db,
      {
        kind: 'reset',
        email: account.email,
        appOrigin: request.appOrigin,
        language: request.language,
        customerId: account.id,
      },
      now,
    );
    sent += 1;
    mails.push({
      kind: 'reset',
      to: account.email,
      language: request.language,
      tenantId: account.tenant_id,
      appOrigin: request.appOrigin,
      recipientName: account.firstname,
      link: accountLink('reset', request.appOrigin, token, request.language),
    });
  }
  return mails;
}
