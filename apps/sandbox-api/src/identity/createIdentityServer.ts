import OAuth2Server from '@node-oauth/oauth2-server';
import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxAppDeps } from '../app';
import { revokeCustomerTokens, revokeFamilyOfToken } from './accessTokens';
import {
  findClient,
  isClientRedirectUri,
  isLoopbackHost,
  isPostLogoutRedirectUri,
  type OAuthClientRecord,
  originOf,
} from './clients';
import {
  type IdentityMessages,
  identityLanguage,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './identityMessages';
import { changePasswordPage, errorPage, type SignInPageOptions, signInPage } from './identityPages';
import {
  csrfToken,
  endCustomerSessions,
  endSession,
  type IdentityDeps,
  isOwnFormPost,
  SESSION_COOKIE,
  sessionCustomer,
  startSession,
} from './identitySessions';
import { AUTHORIZATION_CODE_SECONDS, createOAuthModel } from './oauthModel';
import { hashPassword, verifyPassword } from './secrets';
import { registerTokenEndpoints } from './tokenEndpoints';

/** Where app.ts mounts the identity server; its cookies are scoped to it. */
const BASE = '/identity';

/** Failed sign-ins per email address before the address is locked for a while. */
const MAX_FAILURES = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;

const STATE = /^[\x20-\x7E]{8,512}$/;
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** Parameters of an authorization request that must not repeat (RFC 6749 section 3.1). */
const OAUTH_PARAMETERS = new Set([
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
]);

/** Parameters (first value of each) and the names that came more than once. */
function parametersOf(search: URLSearchParams): { params: Record<string, string>; repeated: Set<string> } {
  const params: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const [name, value] of search) {
    if (name in params) repeated.add(name);
    else params[name] = value;
  }
  return { params, repeated };
}

const queryParams = (c: Context) => parametersOf(new URL(c.req.url).searchParams);

/** The site shown on the pages: `host` when given, else the app's host (a loopback address as `localhost`). */
function displayHost(host: string | undefined, redirectUri: string | undefined): string | undefined {
  const given = host?.trim();
  if (given && given.length <= 255) return given;
  if (!redirectUri) return undefined;
  try {
    const url = new URL(redirectUri);
    return isLoopbackHost(url.hostname) ? `localhost${url.port ? `:${url.port}` : ''}` : url.host;
  } catch {
    return undefined;
  }
}

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

function html(
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

function redirect(c: Context, location: string) {
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 302);
}

const wantsJson = (c: Context) => {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/** 400 before a redirect is safe: an error page for browsers, the OAuth error object for JSON clients. */
function cannotRedirect(
  c: Context,
  language: { tag: string; messages: IdentityMessages },
  error: 'invalid_client' | 'invalid_request',
  description: string,
  problem: string,
) {
  if (wantsJson(c)) {
    return c.json({ error, error_description: description }, 400, { 'Cache-Control': 'no-store' });
  }
  return html(c, 400, errorPage(language.tag, language.messages, problem));
}

/** `redirectUri` with extra query parameters (error answers of /authorize). */
function withQuery(redirectUri: string, extra: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/** The sign-in page, coming back to `returnTo` (a page of this server); shows `host` in `language`. */
function signInLocation(returnTo: string, host: string | undefined, language: string | undefined): string {
  const query = new URLSearchParams({ return_to: returnTo });
  if (host) query.set('host', host);
  if (language) query.set('language', language);
  return `${BASE}/sign-in?${query}`;
}

const pathAndQuery = (c: Context) => {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
};

/** The sign-in page's `return_to`: only this server's authorize or change-password page. */
function parseReturnTo(value: string | undefined, origin: string): URL | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return undefined;
    return url.pathname === `${BASE}/authorize` || url.pathname === `${BASE}/change-password`
      ? url
      : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the identity server (identity-api.yaml) under /identity. */
export function createIdentityServer(appDeps: SandboxAppDeps): Hono {
  const deps: IdentityDeps = { db: appDeps.db, config: appDeps.config };
  const { db, config } = deps;
  const app = new Hono();

  /** The registered address the browser ends up at after a page under `returnTo`, if valid. */
  async function finalTarget(returnTo: URL): Promise<string | undefined> {
    const redirectUri = returnTo.searchParams.get('redirect_uri') ?? undefined;
    if (!redirectUri) return undefined;
    if (returnTo.pathname === `${BASE}/authorize`) {
      const client = await findClient(db, returnTo.searchParams.get('client_id') ?? '');
      return client && isClientRedirectUri(client, redirectUri, config) ? redirectUri : undefined;
    }
    return (await isPostLogoutRedirectUri(db, config, redirectUri)) ? redirectUri : undefined;
  }

  async function recentFailures(email: string): Promise<number> {
    const since = new Date(config.now().getTime() - FAILURE_WINDOW_SECONDS * 1000);
    const row = await db
      .selectFrom('identity_sign_in_failure')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('email', '=', email)
      .where('failed_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function recordFailure(email: string): Promise<void> {
    const now = config.now();
    await db
      .deleteFrom('identity_sign_in_failure')
      .where('failed_at', '<=', new Date(now.getTime() - FAILURE_WINDOW_SECONDS * 1000))
      .execute();
    await db.insertInto('identity_sign_in_failure').values({ email, failed_at: now }).execute();
  }

  const clearFailures = (email: string) =>
    db.deleteFrom('identity_sign_in_failure').where('email', '=', email).execute();

  // --- GET /authorize ---------------------------------------------------------------------------

  /**
   * The answer of /authorize for `search`: an error page, an error or code redirect to the app, or
   * the sign-in page. `customerId` is the customer who just signed in (their cookie is only in the
   * answer); otherwise the request's session decides.
   */
  async function authorize(c: Context, search: URLSearchParams, customerId?: number): Promise<Response> {
    const { params, repeated } = parametersOf(search);
    const language = identityLanguage(params.language);

    const client: OAuthClientRecord | undefined =
      params.client_id && !repeated.has('client_id') ? await findClient(db, params.client_id) : undefined;
    if (!client) {
      return cannotRedirect(
        c,
        language,
        'invalid_client',
        'The client_id is missing or not registered.',
        language.messages.unknownClient,
      );
    }
    const redirectUri = params.redirect_uri;
    if (!redirectUri || repeated.has('redirect_uri') || !isClientRedirectUri(client, redirectUri, config)) {
      return cannotRedirect(
        c,
        language,
        'invalid_request',
        'The redirect_uri is missing or not registered for this client.',
        language.messages.badRedirect,
      );
    }

    // From here on, problems go back to the app (RFC 6749 section 4.1.2.1).
    const state =
      params.state && STATE.test(params.state) && !repeated.has('state') ? params.state : undefined;
    const fail = (error: string, description: string) =>
      redirect(c, withQuery(redirectUri, { error, error_description: description, state }));
    const repeatedOAuth = [...repeated].filter((name) => OAUTH_PARAMETERS.has(name));
    if (repeatedOAuth.length > 0) {
      return fail('invalid_request', `Parameters must not repeat: ${repeatedOAuth.join(', ')}.`);
    }
    if (!params.response_type) return fail('invalid_request', 'The response_type parameter is required.');
    if (params.response_type !== 'code') {
      return fail('unsupported_response_type', 'Only response_type=code is supported.');
    }
    if (!state) return fail('invalid_request', 'The state parameter is required (8 to 512 characters).');
    const scopes = (params.scope ?? '').trim().split(/\s+/).filter(Boolean);
    if (!scopes.includes('booking')) return fail('invalid_scope', 'The scope must include booking.');
    if (!params.code_challenge || !CODE_CHALLENGE.test(params.code_challenge)) {
      return fail(
        'invalid_request',
        'A code_challenge (BASE64URL of the SHA-256 of the code_verifier) is required.',
      );
    }
    if (params.code_challenge_method !== 'S256') {
      return fail('invalid_request', 'The code_challenge_method must be S256.');
    }

    const signedIn = customerId ?? (await sessionCustomer(c, deps))?.customerId;
    if (signedIn === undefined) {
      return redirect(c, signInLocation(`${BASE}/authorize?${search}`, params.host, params.language));
    }

    // Signed in: the OAuth library issues the code (stored by the model) and builds the redirect.
    const server = new OAuth2Server({
      model: createOAuthModel(deps, { endpoint: 'authorize' }),
      authorizationCodeLifetime: AUTHORIZATION_CODE_SECONDS,
      allowEmptyState: false,
    });
    const request = new OAuth2Server.Request({
      method: 'GET',
      headers: {},
      body: {},
      query: {
        response_type: 'code',
        client_id: client.id,
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        state,
        code_challenge: params.code_challenge,
        code_challenge_method: 'S256',
      },
    });
    const response = new OAuth2Server.Response();
    try {
      await server.authorize(request, response, {
        authenticateHandler: { handle: () => ({ id: signedIn }) },
      });
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError)) throw error;
      console.error('[identity] authorization failed', error);
    }
    const location = response.get('location');
    if (typeof location !== 'string') throw new Error('The authorization answer has no redirect');
    return redirect(c, location);
  }

  app.get('/authorize', (c) => authorize(c, new URL(c.req.url).searchParams));

  // --- Sign-in page -------------------------------------------------------------------------------

  app.get('/sign-in', async (c) => {
    const origin = new URL(c.req.url).origin;
    const returnTo = parseReturnTo(c.req.query('return_to'), origin);
    const language = identityLanguage(
      c.req.query('language') ?? returnTo?.searchParams.get('language') ?? undefined,
    );
    if (!returnTo)
      return html(c, 400, errorPage(language.tag, language.messages, language.messages.badReturnAddress));
    if (await sessionCustomer(c, deps)) return redirect(c, `${returnTo.pathname}${returnTo.search}`);
    const target = await finalTarget(returnTo);
    const page = signInPage({
      lang: language.tag,
      messages: language.messages,
      host: displayHost(c.req.query('host') ?? returnTo.searchParams.get('host') ?? undefined, target),
      action: pathAndQuery(c),
      csrf: csrfToken(c),
    });
    return html(c, 200, page, [originOf(target)]);
  });

  app.post('/sign-in', async (c) => {
    const origin = new URL(c.req.url).origin;
    const returnTo = parseReturnTo(c.req.query('return_to'), origin);
    const language = identityLanguage(
      c.req.query('language') ?? returnTo?.searchParams.get('language') ?? undefined,
    );
    const m = language.messages;
    if (!returnTo) return html(c, 400, errorPage(language.tag, m, m.badReturnAddress));
    const target = await finalTarget(returnTo);
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    // Capped beyond any real address or password (at most 128 characters), so huge input costs no more.
    const email = text('email').trim().slice(0, 254);
    const password = text('password').slice(0, 1024);

    const again = (
      status: ContentfulStatusCode,
      errors: Pick<SignInPageOptions, 'formError' | 'emailError' | 'passwordError'>,
      headers: Record<string, string> = {},
    ) => {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return html(
        c,
        status,
        signInPage({
          lang: language.tag,
          messages: m,
          host: displayHost(c.req.query('host') ?? returnTo.searchParams.get('host') ?? undefined, target),
          action: pathAndQuery(c),
          csrf: csrfToken(c),
          email,
          ...errors,
        }),
        [originOf(target)],
      );
    };

    if (!isOwnFormPost(c, text('csrf') || undefined)) return again(403, { formError: m.formExpired });
    if (!email || !password) {
      return again(400, {
        emailError: email ? undefined : m.emailRequired,
        passwordError: password ? undefined : m.passwordRequired,
      });
    }
    const key = email.toLowerCase();
    if ((await recentFailures(key)) >= MAX_FAILURES) {
      return again(429, { formError: m.tooManyAttempts }, { 'Retry-After': String(FAILURE_WINDOW_SECONDS) });
    }

    const candidates = await db
      .selectFrom('customer')
      .select(['id', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
      .orderBy('id')
      .execute();
    let customerId: number | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(password, candidate.password_hash)) {
        customerId = candidate.id;
        break;
      }
    }
    if (candidates.length === 0) await verifyPassword(password, undefined); // same cost as a known address
    if (customerId === undefined) {
      await recordFailure(key);
      return again(400, { formError: m.wrongCredentials });
    }

    await clearFailures(key);
    await startSession(c, deps, customerId);
    // Back to the authorization: the code goes straight to the app.
    if (returnTo.pathname === `${BASE}/authorize`) return authorize(c, returnTo.searchParams, customerId);
    return redirect(c, `${returnTo.pathname}${returnTo.search}`);
  });

  // --- Token endpoint and token check ---------------------------------------------------------------

  registerTokenEndpoints(app, deps);

  // --- Sign-out -----------------------------------------------------------------------------------

  app.get('/logout', async (c) => {
    const { params, repeated } = queryParams(c);
    const language = identityLanguage(params.language);
    const redirectUri = params.redirect_uri;
    if (
      !redirectUri ||
      repeated.has('redirect_uri') ||
      !(await isPostLogoutRedirectUri(db, config, redirectUri))
    ) {
      return cannotRedirect(
        c,
        language,
        'invalid_request',
        'The redirect_uri is missing or not registered.',
        language.messages.badRedirect,
      );
    }
    if (params.token) await revokeFamilyOfToken(db, params.token);
    await endSession(c, deps);
    return redirect(c, redirectUri);
  });

  // --- Change password ------------------------------------------------------------------------------

  /** The change-password request's language, host and validated post-logout address. */
  async function changePasswordRequest(c: Context) {
    const { params, repeated } = queryParams(c);
    const language = identityLanguage(params.language);
    const redirectUri = params.redirect_uri;
    const valid =
      redirectUri !== undefined &&
      !repeated.has('redirect_uri') &&
      (await isPostLogoutRedirectUri(db, config, redirectUri));
    return {
      language,
      redirectUri: valid ? redirectUri : undefined,
      host: displayHost(params.host, redirectUri),
    };
  }

  const badChangePasswordRequest = (c: Context, language: { tag: string; messages: IdentityMessages }) =>
    cannotRedirect(
      c,
      language,
      'invalid_request',
      'The redirect_uri is missing or not registered.',
      language.messages.badRedirect,
    );

  const backUrl = (redirectUri: string) => `${new URL(redirectUri).origin}/`;

  app.get('/change-password', async (c) => {
    const { language, redirectUri, host } = await changePasswordRequest(c);
    if (!redirectUri) return badChangePasswordRequest(c, language);
    const session = await sessionCustomer(c, deps);
    if (!session) return redirect(c, signInLocation(pathAndQuery(c), host, language.tag));
    const page = changePasswordPage({
      lang: language.tag,
      messages: language.messages,
      host,
      email: session.email,
      action: pathAndQuery(c),
      csrf: csrfToken(c),
      backUrl: backUrl(redirectUri),
    });
    return html(c, 200, page, [originOf(redirectUri)]);
  });

  app.post('/change-password', async (c) => {
    const { language, redirectUri, host } = await changePasswordRequest(c);
    if (!redirectUri) return badChangePasswordRequest(c, language);
    const m = language.messages;
    const session = await sessionCustomer(c, deps);
    if (!session) return redirect(c, signInLocation(pathAndQuery(c), host, language.tag));

    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const current = text('current_password');
    const next = text('new_password');
    const confirm = text('confirm_password');

    const again = (
      status: ContentfulStatusCode,
      errors: { formError?: string; currentError?: string; newError?: string; confirmError?: string },
    ) =>
      html(
        c,
        status,
        changePasswordPage({
          lang: language.tag,
          messages: m,
          host,
          email: session.email,
          action: pathAndQuery(c),
          csrf: csrfToken(c),
          backUrl: backUrl(redirectUri),
          ...errors,
        }),
        [originOf(redirectUri)],
      );

    if (!isOwnFormPost(c, text('csrf') || undefined)) return again(403, { formError: m.formExpired });
    const key = session.email.toLowerCase();
    if ((await recentFailures(key)) >= MAX_FAILURES) {
      c.header('Retry-After', String(FAILURE_WINDOW_SECONDS));
      return again(429, { formError: m.tooManyAttempts });
    }

    const customer = await db
      .selectFrom('customer')
      .select('password_hash')
      .where('id', '=', session.customerId)
      .executeTakeFirstOrThrow();
    const errors: { currentError?: string; newError?: string; confirmError?: string } = {};
    if (!current) errors.currentError = m.passwordRequired;
    else if (!(await verifyPassword(current, customer.password_hash))) {
      errors.currentError = m.currentPasswordWrong;
      await recordFailure(key);
    }
    const length = [...next].length;
    if (length < PASSWORD_MIN_LENGTH) errors.newError = m.newPasswordTooShort;
    else if (length > PASSWORD_MAX_LENGTH) errors.newError = m.newPasswordTooLong;
    else if (next === current) errors.newError = m.newPasswordSame;
    else if (confirm !== next) errors.confirmError = m.confirmMismatch;
    if (Object.keys(errors).length > 0) return again(400, errors);

    await db
      .updateTable('customer')
      .set({ password_hash: await hashPassword(next) })
      .where('id', '=', session.customerId)
      .execute();
    // Signed out everywhere: every token and every identity session of the customer.
    await revokeCustomerTokens(db, session.customerId);
    await endCustomerSessions(deps, session.customerId);
    await clearFailures(key);
    deleteCookie(c, SESSION_COOKIE, { path: BASE, httpOnly: true, sameSite: 'Lax' });
    return redirect(c, redirectUri);
  });

  return app;
}
