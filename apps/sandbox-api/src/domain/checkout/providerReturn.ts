import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { type ApiProblem, conflict } from '../../http/ApiProblem';
import { type CheckoutSessionKind, jsonb, type ProviderSession } from '../../providers/providerSessions';
import { checkoutText } from '../checkoutMessages';
import { type CheckoutStep, type LockedBasket, wrongStep } from './lockedBasket';

async function findSession(
  trx: Kysely<Database>,
  sessionId: string,
  kind: CheckoutSessionKind,
): Promise<ProviderSession | undefined> {
  return trx
    .selectFrom('provider_session')
    .selectAll()
    .where('id', '=', sessionId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

export async function setSession(
  trx: Kysely<Database>,
  sessionId: string,
  changes: { status?: string; used?: boolean; detail?: object },
  now: Date,
): Promise<void> {
  const { detail, ...rest } = changes;
  await trx
    .updateTable('provider_session')
    .set({ ...rest, ...(detail ? { detail: jsonb(detail) } : {}), updated_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * The checks every provider return makes, in the contract's order: an ended basket answers
 * `wrong-step`/`session-ended`, an unknown session 404, a session of another basket
 * `foreign-session`, a session already reported `session-used`, a basket not at one of `steps`
 * `wrong-step`. None of them change anything.
 */
export async function checkReturn(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: {
    sessionId: string;
    kind: CheckoutSessionKind;
    steps: readonly CheckoutStep[];
    unknown: ApiProblem;
    language: string;
  },
): Promise<ProviderSession | ApiProblem> {
  if (basket.step === 'session-ended') return wrongStep('session-ended', options.language);
  const session = await findSession(trx, options.sessionId, options.kind);
  if (!session) return options.unknown;
  if (session.basket_id === null || String(session.basket_id) !== String(basket.row.id)) {
    return conflict('foreign-session', checkoutText('foreignSession', options.language));
  }
  if (session.used) return conflict('session-used', checkoutText('sessionUsed', options.language));
  if (!options.steps.includes(basket.step)) return wrongStep(basket.step, options.language);
  return session;
}
