import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';
import { findClient, isClientRedirectUri, isPostLogoutRedirectUri } from './clients';
import { identityLanguage } from './identityMessages';
import { errorPage, type PageContext } from './identityPages';
import type { TenantBranding } from './tenantBranding';

/** Where app.ts mounts the identity server; its cookies are scoped to it. */
export const BASE = '/identity';

/** The page CSP: nothing external; forms post here, and may redirect on to the app's origin. */
function contentSecurityPolicy(formTargets: (string | undefined)[]): string {
  const targets = [...new Set(formTargets.filter((target): target is string => Boolean(target)))];
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action 'self'${targets.map((target) => ` ${target}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** An identity page: never cached, with the page CSP; `formTargets` are origins its forms may end up at. */
export function htmlPage(
  c: Context,
  status: ContentfulStatusCode,
  page: string,
  formTargets: (string | undefined)[] = [],
) {
  return c.html(page, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy(formTargets),
  });
}

/** The page language (a supported one, else English) with the tenant's branding. */
export function pageContext(language: string | undefined, branding: TenantBranding | undefined): PageContext {
  const { tag, messages } = identityLanguage(language);
  return { lang: tag, messages, branding };
}

/** Query parameters (first value of each) and the names that came more than once. */
export function parametersOf(search: URLSearchParams): {
  params: Record<string, string>;
  repeated: Set<string>;
} {
  const params: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of search) {
    if (name in params) repeated.add(name);
    else params[name] = value;
  }
  return { params, repeated };
}

/** {@link parametersOf} the request's query. */
export const queryParams = (c: Context) => parametersOf(new URL(c.req.url).searchParams);

const wantsJson = (c: Context) => {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/** 400 before a redirect is safe: an error page for browsers, the OAuth error object for JSON clients. */
export function cannotRedirect(
  c: Context,
  context: PageContext,
  error: 'invalid_client' | 'invalid_request',
  description: string,
  problem: string,
) {
  if (wantsJson(c)) {
    return c.json({ error, error_description: description }, 400, { 'Cache-Control': 'no-store' });
  }
  return htmlPage(c, 400, errorPage(context, problem));
}

/** A redirect that is never cached: 302 for GET answers, 303 after a form post. */
export function redirectTo(c: Context, location: string, status: 302 | 303 = 302) {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, status);
}

/**
 * How much of a typed (existing) password is read: beyond any real one (a new one has at most the
 * contract's `NewPassword` length), so that huge input costs no more to check.
 */
export const PASSWORD_READ_LENGTH = 1024;

/** The text fields of a posted form: a missing or non-text field reads as ''. */
export async function formFields(c: Context): Promise<(name: string) => string> {
  const form = await c.req.parseBody();
  return (name) => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
}

/**
 * The sign-in page's `return_to`: only this server's authorize, change-password or claim page
 * (a path on this origin, never `//host`).
 */
export function parseReturnTo(value: string | null | undefined, origin: string): URL | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    return [`${BASE}/authorize`, `${BASE}/change-password`, `${BASE}/claim`].includes(url.pathname)
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `returnTo` as a path with query, as the pages carry it on: without `host` (never shown, so not
 * carried either) and with `tenant` only when it names a known tenant.
 */
export function carriedReturnTo(returnTo: URL, tenantId: number | undefined): string {
  const search = new URLSearchParams(returnTo.search);
  search.delete('host');
  search.delete('tenant');
  if (tenantId !== undefined) search.set('tenant', String(tenantId));
  const query = search.toString();
  return `${returnTo.pathname}${query ? `?${query}` : ''}`;
}

/** A page of this server with `return_to`, `language` and a known `tenant`. */
function pageWithReturn(
  page: string,
  returnTo: URL | undefined,
  language: string,
  tenantId: number | undefined,
): string {
  const query = new URLSearchParams();
  if (returnTo) query.set('return_to', carriedReturnTo(returnTo, tenantId));
  query.set('language', language);
  if (tenantId !== undefined) query.set('tenant', String(tenantId));
  return `${BASE}/${page}?${query}`;
}

/** The sign-in page, coming back to `returnTo` (a page of this server). */
export const signInLocation = (returnTo: URL, language: string, tenantId: number | undefined) =>
  pageWithReturn('sign-in', returnTo, language, tenantId);

/** "Forgot your password?", coming from the sign-in page for `returnTo`, if any. */
export const forgotPasswordLocation = (
  returnTo: URL | undefined,
  language: string,
  tenantId: number | undefined,
) => pageWithReturn('forgot-password', returnTo, language, tenantId);

/**
 * The app's own sign-in route on this origin (the sandbox serves the app and the identity server on
 * one origin; mailed links open the identity pages on the app's origin).
 */
export const appSignInPath = (language: string) => `/auth/login?${new URLSearchParams({ lang: language })}`;

/** Where the app lands a customer after a mailed link: its login attempt, then the portal. */
export function portalLogin(appOrigin: string, language: string, locationId: number | undefined): string {
  const returnTo = `/customer-portal/account-overview${locationId === undefined ? '' : `/${locationId}`}`;
  const url = new URL('/auth/login', appOrigin);
  url.search = new URLSearchParams({ returnTo, lang: language }).toString();
  return url.toString();
}

/** The registered address the browser ends up at after a page under `returnTo`, if valid. */
export async function finalTarget(
  deps: { db: Kysely<Database>; config: SandboxConfig },
  returnTo: URL | undefined,
): Promise<string | undefined> {
  const redirectUri = returnTo?.searchParams.get('redirect_uri') ?? undefined;
  if (!returnTo || !redirectUri) return undefined;
  if (returnTo.pathname === `${BASE}/authorize`) {
    const client = await findClient(deps.db, returnTo.searchParams.get('client_id') ?? '');
    return client && isClientRedirectUri(client, redirectUri, deps.config) ? redirectUri : undefined;
  }
  if (returnTo.pathname === `${BASE}/change-password`) {
    return (await isPostLogoutRedirectUri(deps.db, deps.config, redirectUri)) ? redirectUri : undefined;
  }
  return undefined;
}
