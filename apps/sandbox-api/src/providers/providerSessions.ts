import { randomBytes } from 'node:crypto';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database, ProviderSessionTable } from '../db/types';
import { checkoutText } from '../domain/checkoutMessages';
import { unprocessable } from '../http/ApiProblem';

/** Where app.ts mounts the simulated providers. */
export const PROVIDERS_PATH = '/sandbox-providers';

export type ProviderSession = Selectable<ProviderSessionTable>;
export type CheckoutSessionKind = 'payment' | 'e-signature' | 'id-check';

/**
 * Statuses a simulated provider records on its session, like a provider's webhook would. The
 * return URL only carries the session id; the outcome is always read from here.
 *
 * - payment: `pending` (no card yet), `requires-verification` (3-D Secure challenge open),
 *   `authorised` (card accepted, amount held; for a setup intent the card is saved), `declined`,
 *   `canceled` (the customer left the page), `captured` (the booking was created), `voided`
 *   (the checkout ended before the booking, the hold on the card was released).
 * - e-signature: `pending`, `signed`, `cancelled`, `expired`, `superseded` (a newer session was opened).
 * - id-check: `pending`, `in-progress` (deciding until `ready_at`, then passed), `passed`,
 *   `rejected` (the identity could not be confirmed), `cancelled`, `expired`, `superseded`.
 */
export type PaymentStatus =
  | 'pending'
  | 'requires-verification'
  | 'authorised'
  | 'declined'
  | 'canceled'
  | 'captured'
  | 'voided';

/** What the payment page recorded about the card (never the full number). */
export interface CardDetail {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string | null;
}

/** `detail` of a payment session. */
export interface PaymentDetail {
  intentType: 'setup' | 'payment';
  amount: number;
  currency: string;
  card?: CardDetail;
  declineCode?: string;
}

const PREFIX: Record<CheckoutSessionKind, string> = {
  payment: 'pay',
  'e-signature': 'sig',
  'id-check': 'idv',
};

/** A new, unguessable provider session id such as `sig_3kT...`. */
export function newSessionId(kind: CheckoutSessionKind): string {
  return `${PREFIX[kind]}_${randomBytes(18).toString('base64url')}`;
}

/** The hosted page of a session at the sandbox's origin. */
export function sessionPageUrl(origin: string, kind: CheckoutSessionKind, sessionId: string): string {
  return `${origin}${PROVIDERS_PATH}/${kind}/${encodeURIComponent(sessionId)}`;
}

/**
 * The address the provider sends the customer back to: the client's return URL with the session id
 * as `session` (and, for payments, also as `paymentReference`, the name the contract gives it).
 */
export function returnUrlFor(session: Pick<ProviderSession, 'id' | 'kind' | 'return_url'>): string | null {
  if (!session.return_url) return null;
  const url = new URL(session.return_url);
  if (session.kind === 'payment') url.searchParams.set('paymentReference', session.id);
  url.searchParams.set('session', session.id);
  return url.toString();
}

/**
 * The status a session has at `now`: an e-signature or identity-check session nobody acted on for
 * the hold time has expired, and an identity check in progress has passed once its `ready_at` is
 * reached.
 */
export function effectiveStatus(
  session: Pick<ProviderSession, 'kind' | 'status' | 'created_at' | 'ready_at'>,
  now: Date,
  config: Pick<SandboxConfig, 'holdMinutes'>,
): string {
  if (session.kind === 'e-signature' || session.kind === 'id-check') {
    if (
      session.status === 'pending' &&
      session.created_at.getTime() + config.holdMinutes * 60_000 <= now.getTime()
    ) {
      return 'expired';
    }
    if (
      session.kind === 'id-check' &&
      session.status === 'in-progress' &&
      session.ready_at !== null &&
      session.ready_at.getTime() <= now.getTime()
    ) {
      return 'passed';
    }
  }
  return session.status;
}

/**
 * Checks that a client's return URL stays on this site: an absolute http(s) URL without
 * credentials whose origin is the origin the request came to, or one registered for the tenant.
 * Anything else answers 422 `invalid-return-url` (no open redirects through the providers).
 */
export async function checkReturnUrl(
  db: Kysely<Database>,
  options: { returnUrl: string; origin: string; tenantId: number; language: string },
): Promise<string> {
  const problem = () =>
    unprocessable(
      'invalid-return-url',
      checkoutText('invalidReturnUrl', options.language, { origin: options.origin }),
      [{ field: 'returnUrl', code: 'origin' }],
    );
  let url: URL;
  try {
    url = new URL(options.returnUrl);
  } catch {
    throw problem();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw problem();
  if (url.origin === options.origin) return url.toString();
  const tenant = await db
    .selectFrom('tenant')
    .select('allowed_origins')
    .where('id', '=', options.tenantId)
    .executeTakeFirst();
  if (tenant?.allowed_origins.includes(url.origin)) return url.toString();
  throw problem();
}

/**
 * A jsonb value for `provider_session.detail`, whose column type (Generated over a jsonb column)
 * does not accept plain objects in Kysely's typings.
 */
export function jsonb(value: object): RawBuilder<never> {
  return sql<never>`${JSON.stringify(value)}::jsonb`;
}

/** The `detail` of a session as the object it holds. */
export function detailOf<T extends object>(session: Pick<ProviderSession, 'detail'>): T {
  return session.detail as unknown as T;
}
