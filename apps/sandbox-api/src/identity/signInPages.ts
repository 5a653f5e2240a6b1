import OAuth2Server from '@node-oauth/oauth2-server';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CODE_CHALLENGE_PATTERN,
  OAUTH_STATE_LENGTH,
  SIGN_IN_EMAIL_MAX_LENGTH,
} from '../contract/contractLimits';
import { clientAddress } from '../http/clientAddress';
import { revokeFamilyOfToken } from './accessTokens';
import {
  findClient,
  isClientRedirectUri,
  isPostLogoutRedirectUri,
  type OAuthClientRecord,
  originOf,
} from './clients';
import { errorPage, type SignInPageOptions, signInPage } from './identityPages';
import {
  BASE,
  cannotRedirect,
  carriedReturnTo,
  finalTarget,
  forgotPasswordLocation,
  formFields,
  htmlPage,
  PASSWORD_READ_LENGTH,
  pageContext,
  parametersOf,
  parseReturnTo,
  queryParams,
  redirectTo,
  signInLocation,
} from './identityResponses';
import {
  csrfToken,
  endSession,
  type IdentityDeps,
  isOwnFormPost,
  sessionCustomer,
  startSession,
} from './identitySessions';
import { AUTHORIZATION_CODE_SECONDS, createOAuthModel } from './oauthModel';
import { verifyPassword } from './secrets';
import { beginPasswordCheck, formatWait } from './signInFailures';
import { findTenantOfParameter } from './tenantBranding';

/** A `state` as the contract bounds it, of printable ASCII (RFC 6749's VSCHAR). */
const STATE = new RegExp(`^[\\x20-\\x7E]{${OAUTH_STATE_LENGTH.min},${OAUTH_STATE_LENGTH.max}}$`);
/** Parameters of an authorization request that must not repeat (RFC 6749 section 3.1). */
const OAUTH_PARAMETERS = new Set([
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
]);

/** `redirectUri` with extra query parameters (error answers of /authorize). */
function withQuery(redirectUri: string, extra: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Signing in and out at the identity server (identity-api.yaml): `GET /authorize` (authorization
 * code with PKCE), the sign-in page and `GET /logout`.
 */
export function registerSignInPages(app: Hono, deps: IdentityDeps): void {
  const { db, config } = deps;

  /**
   * The answer of /authorize for `search`: an error page, an error or code redirect to the app, or
   * the sign-in page. `customerId` is the customer who just signed in (their cookie is only in the
   * answer); otherwise the request's session decides.
   */
  async function authorize(c: Context, search: URLSearchParams, customerId?: number): Promise<Response> {
    const { params, repeated } = parametersOf(search);
    const branding = repeated.has('tenant') ? undefined : await findTenantOfParameter(db, params.tenant);
    const context = pageContext(params.language, branding);

    const client: OAuthClientRecord | undefined =
      params.client_id && !repeated.has('client_id') ? await findClient(db, params.client_id) : undefined;
    if (!client) {
      return cannotRedirect(
        c,
        context,
        'invalid_client',
        'The client_id is missing or not registered.',
        context.messages.unknownClient,
      );
    }
    const redirectUri = params.redirect_uri;
    if (!redirectUri || repeated.has('redirect_uri') || !isClientRedirectUri(client, redirectUri, config)) {
      return cannotRedirect(
        c,
        context,
        'invalid_request',
        'The redirect_uri is missing or not registered for this client.',
        context.messages.badRedirect,
      );
    }

    // From here on, problems go back to the app (RFC 6749 section 4.1.2.1).
    const state =
      params.state && STATE.test(params.state) && !repeated.has('state') ? params.state : undefined;
    const fail = (error: string, description: string) =>
      redirectTo(c, withQuery(redirectUri, { error, error_description: description, state }));
    const repeatedOAuth = [...repeated].filter((name) => OAUTH_PARAMETERS.has(name));
    if (repeatedOAuth.length > 0) {
      return fail('invalid_request', `Parameters must not repeat: ${repeatedOAuth.join(', ')}.`);
    }
    if (!params.response_type) return fail('invalid_request', 'The response_type parameter is required.');
    if (params.response_type !== 'code') {
      return fail('unsupported_response_type', 'Only response_type=code is supported.');
    }
    if (!state) {
      return fail(
        'invalid_request',
        `The state parameter is required (${OAUTH_STATE_LENGTH.min} to ${OAUTH_STATE_LENGTH.max} characters).`,
      );
    }
    const scopes = (params.scope ?? '').trim().split(/\s+/).filter(Boolean);
    if (!scopes.includes('booking')) return fail('invalid_scope', 'The scope must include booking.');
    if (!params.code_challenge || !CODE_CHALLENGE_PATTERN.test(params.code_challenge)) {
      return fail(
        'invalid_request',
        'A code_challenge (BASE64URL of the SHA-256 of the code_verifier) is required.',
      );
    }
    if (params.code_challenge_method !== 'S256') {
      return fail('invalid_request', 'The code_challenge_method must be S256.');
    }

    // With a known tenant, only a session of that tenant's account signs in.
    const signedIn = customerId ?? (await sessionCustomer(c, deps, branding?.id))?.customerId;
    if (signedIn === undefined) {
      const returnTo = new URL(`${BASE}/authorize?${search}`, new URL(c.req.url).origin);
      return redirectTo(c, signInLocation(returnTo, context.lang, branding?.id));
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
    return redirectTo(c, location);
  }

  app.get('/authorize', (c) => authorize(c, new URL(c.req.url).searchParams));

  /**
   * What the sign-in page works with: the validated `return_to`, the page language and the tenant
   * (the `tenant` parameter, else the one `return_to` carries; unknown ids are ignored).
   */
  async function signInRequest(c: Context) {
    const returnTo = parseReturnTo(c.req.query('return_to'), new URL(c.req.url).origin);
    const branding = await findTenantOfParameter(
      db,
      c.req.query('tenant') ?? returnTo?.searchParams.get('tenant'),
    );
    const context = pageContext(
      c.req.query('language') ?? returnTo?.searchParams.get('language') ?? undefined,
      branding,
    );
    return { returnTo, branding, context };
  }

  app.get('/sign-in', async (c) => {
    const { returnTo, branding, context } = await signInRequest(c);
    if (!returnTo) return htmlPage(c, 400, errorPage(context, context.messages.badReturnAddress));
    if (await sessionCustomer(c, deps, branding?.id)) {
      return redirectTo(c, carriedReturnTo(returnTo, branding?.id));
    }
    const target = await finalTarget(deps, returnTo);
    const page = signInPage({
      context,
      action: signInLocation(returnTo, context.lang, branding?.id),
      csrf: csrfToken(c),
      forgotPasswordHref: forgotPasswordLocation(returnTo, context.lang, branding?.id),
    });
    return htmlPage(c, 200, page, [originOf(target)]);
  });

  app.post('/sign-in', async (c) => {
    const { returnTo, branding, context } = await signInRequest(c);
    const m = context.messages;
    if (!returnTo) return htmlPage(c, 400, errorPage(context, m.badReturnAddress));
    const target = await finalTarget(deps, returnTo);
    const text = await formFields(c);
    const email = text('email').trim().slice(0, SIGN_IN_EMAIL_MAX_LENGTH);
    const password = text('password').slice(0, PASSWORD_READ_LENGTH);

    const again = (
      status: ContentfulStatusCode,
      errors: Pick<SignInPageOptions, 'formError' | 'emailError' | 'passwordError'>,
      headers: Record<string, string> = {},
    ) => {
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      return htmlPage(
        c,
        status,
        signInPage({
          context,
          action: signInLocation(returnTo, context.lang, branding?.id),
          csrf: csrfToken(c),
          forgotPasswordHref: forgotPasswordLocation(returnTo, context.lang, branding?.id),
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
    // Counted before the check (per account and client address), so parallel guesses cannot pass.
    const check = await beginPasswordCheck(
      db,
      { email: key, address: clientAddress(c, config.trustProxy) },
      config.now(),
    );
    if (!check.allowed) {
      return again(
        429,
        { formError: m.tooManyAttempts(formatWait(context.lang, check.retryAfterSeconds)) },
        { 'Retry-After': String(check.retryAfterSeconds) },
      );
    }

    // Accounts only (a guest record never signs in); with a known tenant, only that tenant's.
    let candidatesQuery = db
      .selectFrom('customer')
      .select(['id', 'password_hash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', key))
      .where('guest', '=', false);
    if (branding) candidatesQuery = candidatesQuery.where('tenant_id', '=', branding.id);
    const candidates = await candidatesQuery.orderBy('id').execute();
    let customerId: number | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(password, candidate.password_hash)) {
        customerId = candidate.id;
        break;
      }
    }
    if (candidates.length === 0) await verifyPassword(password, undefined); // same cost as a known address
    if (customerId === undefined) return again(400, { formError: m.wrongCredentials });

    await check.succeeded();
    await startSession(c, deps, customerId);
    // Back to the authorization: the code goes straight to the app.
    if (returnTo.pathname === `${BASE}/authorize`) return authorize(c, returnTo.searchParams, customerId);
    return redirectTo(c, carriedReturnTo(returnTo, branding?.id));
  });

  app.get('/logout', async (c) => {
    const { params, repeated } = queryParams(c);
    const redirectUri = params.redirect_uri;
    if (
      !redirectUri ||
      repeated.has('redirect_uri') ||
      !(await isPostLogoutRedirectUri(db, config, redirectUri))
    ) {
      const context = pageContext(params.language, await findTenantOfParameter(db, params.tenant));
      return cannotRedirect(
        c,
        context,
        'invalid_request',
        'The redirect_uri is missing or not registered.',
        context.messages.badRedirect,
      );
    }
    if (params.token) await revokeFamilyOfToken(db, params.token);
    await endSession(c, deps);
    return redirectTo(c, redirectUri);
  });
}
