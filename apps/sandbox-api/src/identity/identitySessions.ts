import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';
import { randomSecret, safeEqual, secretHash } from './secrets';

/** The identity server's session cookie: who is signed in at the identity server (not in the app). */
export const SESSION_COOKIE = 'stowly_identity_session';
/** The double-submit token of the identity server's forms. */
const CSRF_COOKIE = 'stowly_identity_csrf';
/** How long a session at the identity server lasts. */
const SESSION_SECONDS = 8 * 3600;
const COOKIE_PATH = '/identity';

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export interface IdentityDeps {
  db: Kysely<Database>;
  config: SandboxConfig;
}

/** Who a session is: the customer, their address and their tenant. */
export interface SessionCustomer {
  customerId: number;
  email: string;
  tenantId: number;
}

/**
 * The signed-in customer of the request's session cookie, if the session is still valid. With
 * `tenantId`, only a session of that tenant's account counts (a session of another tenant's account
 * signs in again there).
 */
export async function sessionCustomer(
  c: Context,
  deps: IdentityDeps,
  tenantId?: number,
): Promise<SessionCustomer | undefined> {
  const secret = getCookie(c, SESSION_COOKIE);
  if (!secret) return undefined;
  const row = await deps.db
    .selectFrom('identity_session')
    .innerJoin('customer', 'customer.id', 'identity_session.customer_id')
    .select([
      'identity_session.customer_id',
      'identity_session.expires_at',
      'customer.email',
      'customer.tenant_id',
    ])
    .where('identity_session.id', '=', secretHash(secret))
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.config.now()) return undefined;
  if (tenantId !== undefined && row.tenant_id !== tenantId) return undefined;
  return { customerId: row.customer_id, email: row.email, tenantId: row.tenant_id };
}

/** Starts a new session for `customerId` (always a new id: no session fixation) and sets its cookie. */
export async function startSession(c: Context, deps: IdentityDeps, customerId: number): Promise<void> {
  await endSession(c, deps);
  await deps.db.deleteFrom('identity_session').where('expires_at', '<=', deps.config.now()).execute();
  const secret = randomSecret();
  await deps.db
    .insertInto('identity_session')
    .values({
      id: secretHash(secret),
      customer_id: customerId,
      expires_at: new Date(deps.config.now().getTime() + SESSION_SECONDS * 1000),
    })
    .execute();
  setCookie(c, SESSION_COOKIE, secret, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: SESSION_SECONDS,
  });
}

/** Ends the request's session (if any) and clears its cookie. */
export async function endSession(c: Context, deps: IdentityDeps): Promise<void> {
  const secret = getCookie(c, SESSION_COOKIE);
  if (secret) {
    await deps.db.deleteFrom('identity_session').where('id', '=', secretHash(secret)).execute();
    deleteCookie(c, SESSION_COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c),
    });
  }
}

/** Ends every session of a customer, on every device. */
export async function endCustomerSessions(deps: IdentityDeps, customerId: number): Promise<void> {
  await deps.db.deleteFrom('identity_session').where('customer_id', '=', customerId).execute();
}

/** The form token for this browser: the one in its cookie, or a new one (set as a cookie). */
export function csrfToken(c: Context): string {
  const existing = getCookie(c, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomSecret();
  setCookie(c, CSRF_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
  });
  return token;
}

/**
 * Whether a form post comes from the identity server's own page: its `Origin` (when the browser
 * sends one) is this server, and its form token matches the browser's cookie.
 */
export function isOwnFormPost(c: Context, formToken: string | undefined): boolean {
  const origin = c.req.header('origin');
  if (origin && origin !== new URL(c.req.url).origin) return false;
  const cookie = getCookie(c, CSRF_COOKIE);
  return Boolean(cookie && formToken && safeEqual(cookie, formToken));
}
