import type { Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NEW_PASSWORD_LENGTH } from '../contract/contractLimits';
import { clientAddress } from '../http/clientAddress';
import { revokeCustomerTokens } from './accessTokens';
import { isPostLogoutRedirectUri, originOf } from './clients';
import { changePasswordPage, type PageContext } from './identityPages';
import {
  BASE,
  cannotRedirect,
  carriedReturnTo,
  formFields,
  htmlPage,
  pageContext,
  queryParams,
  redirectTo,
  signInLocation,
} from './identityResponses';
import {
  csrfToken,
  endCustomerSessions,
  type IdentityDeps,
  isOwnFormPost,
  SESSION_COOKIE,
  sessionCustomer,
} from './identitySessions';
import { hashPassword, verifyPassword } from './secrets';
import { beginPasswordCheck, formatWait } from './signInFailures';
import { findTenantBranding, findTenantOfParameter } from './tenantBranding';

/** The web app's customer portal, where "Back" leads (spec section 2: the landing page after login). */
const APP_PORTAL_PATH = '/customer-portal';
/** A language code as the app's `lang` query takes it (`sv`, `de`). */
const SUPPORTED_LANGUAGE = /^[a-z]{2}$/;

interface ChangePasswordErrors {
  formError?: string;
  currentError?: string;
  newError?: string;
  confirmError?: string;
}

/**
 * The change-password page of the signed-in customer (identity-api.yaml, `/change-password`):
 * after the change the customer is signed out everywhere and sent to the app's `redirect_uri`.
 */
export function registerChangePasswordPages(app: Hono, deps: IdentityDeps): void {
  const { db, config } = deps;

  /** The request's language, tenant and validated post-logout address. */
  async function changePasswordRequest(c: Context) {
    const { params, repeated } = queryParams(c);
    const redirectUri = params.redirect_uri;
    const valid =
      redirectUri !== undefined &&
      !repeated.has('redirect_uri') &&
      (await isPostLogoutRedirectUri(db, config, redirectUri));
    const tenant = await findTenantOfParameter(db, params.tenant);
    return {
      language: params.language,
      tenant,
      redirectUri: valid ? redirectUri : undefined,
      /** The customer signed in at the identity server (of the tenant, when it is known). */
      session: await sessionCustomer(c, deps, tenant?.id),
    };
  }

  const badRequest = (c: Context, context: PageContext) =>
    cannotRedirect(
      c,
      context,
      'invalid_request',
      'The redirect_uri is missing or not registered.',
      context.messages.badRedirect,
    );

  /**
   * "Back" without changing the password: the app's customer portal (a registered post-logout
   * address of the web client, where the signed-in customer lands), in the page's language. The
   * app's origin root is its not-found page, never a way back.
   */
  const backUrl = (redirectUri: string, language: string | undefined) => {
    const url = new URL(APP_PORTAL_PATH, new URL(redirectUri).origin);
    if (language && SUPPORTED_LANGUAGE.test(language)) url.searchParams.set('lang', language);
    return url.href;
  };
  const toSignIn = (c: Context, context: PageContext, tenantId: number | undefined) => {
    const url = new URL(c.req.url);
    return redirectTo(c, signInLocation(url, context.lang, tenantId));
  };

  app.get('/change-password', async (c) => {
    const { language, tenant, redirectUri, session } = await changePasswordRequest(c);
    if (!redirectUri) return badRequest(c, pageContext(language, tenant));
    if (!session) return toSignIn(c, pageContext(language, tenant), tenant?.id);
    // The page is the signed-in customer's: their tenant's.
    const context = pageContext(language, tenant ?? (await findTenantBranding(db, session.tenantId)));
    const page = changePasswordPage({
      context,
      email: session.email,
      action: carriedReturnTo(new URL(c.req.url), tenant?.id),
      csrf: csrfToken(c),
      backUrl: backUrl(redirectUri, language),
    });
    return htmlPage(c, 200, page, [originOf(redirectUri)]);
  });

  app.post('/change-password', async (c) => {
    const { language, tenant, redirectUri, session } = await changePasswordRequest(c);
    if (!redirectUri) return badRequest(c, pageContext(language, tenant));
    if (!session) return toSignIn(c, pageContext(language, tenant), tenant?.id);
    const context = pageContext(language, tenant ?? (await findTenantBranding(db, session.tenantId)));
    const m = context.messages;

    const text = await formFields(c);
    const current = text('current_password');
    const next = text('new_password');
    const confirm = text('confirm_password');

    const again = (status: ContentfulStatusCode, errors: ChangePasswordErrors) =>
      htmlPage(
        c,
        status,
        changePasswordPage({
          context,
          email: session.email,
          action: carriedReturnTo(new URL(c.req.url), tenant?.id),
          csrf: csrfToken(c),
          backUrl: backUrl(redirectUri, language),
          ...errors,
        }),
        [originOf(redirectUri)],
      );

    if (!isOwnFormPost(c, text('csrf') || undefined)) return again(403, { formError: m.formExpired });
    // Checks of the current password are throttled as sign-ins are (a stolen session guessing it).
    const key = session.email.toLowerCase();
    const check = current
      ? await beginPasswordCheck(
          db,
          { email: key, address: clientAddress(c, config.trustProxy) },
          config.now(),
        )
      : undefined;
    if (check && !check.allowed) {
      c.header('Retry-After', String(check.retryAfterSeconds));
      return again(429, { formError: m.tooManyAttempts(formatWait(context.lang, check.retryAfterSeconds)) });
    }

    const customer = await db
      .selectFrom('customer')
      .select('password_hash')
      .where('id', '=', session.customerId)
      .executeTakeFirstOrThrow();
    const errors: ChangePasswordErrors = {};
    if (!current) errors.currentError = m.passwordRequired;
    else if (!(await verifyPassword(current, customer.password_hash)))
      errors.currentError = m.currentPasswordWrong;
    else if (check?.allowed) await check.succeeded();
    const length = [...next].length;
    if (length < NEW_PASSWORD_LENGTH.min) errors.newError = m.newPasswordTooShort;
    else if (length > NEW_PASSWORD_LENGTH.max) errors.newError = m.newPasswordTooLong;
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
    deleteCookie(c, SESSION_COOKIE, { path: BASE, httpOnly: true, sameSite: 'Lax' });
    return redirectTo(c, redirectUri);
  });
}
