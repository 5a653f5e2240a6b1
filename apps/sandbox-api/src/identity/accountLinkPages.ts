import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type AcceptedInvitation,
  acceptInvitation,
  acceptInvitationWithPassword,
  findInvitation,
  type Invitation,
} from '../accounts/acceptInvitation';
import {
  choosePasswordByLink,
  findPasswordLink,
  type PasswordLink,
  type PasswordLinkKind,
} from '../accounts/choosePasswordByLink';
import { claimBooking, findClaimLink } from '../accounts/claimBooking';
import { requestPasswordReset } from '../accounts/requestPasswordReset';
import { NEW_PASSWORD_LENGTH, RESET_EMAIL_MAX_LENGTH } from '../contract/contractLimits';
import { clientAddress } from '../http/clientAddress';
import type { Mailer } from '../mail/accountMail';
import { originOf } from './clients';
import type { IdentityMessages } from './identityMessages';
import {
  claimOtherAccountPage,
  claimPage,
  errorPage,
  forgotPasswordPage,
  forgotPasswordSentPage,
  invalidLinkPage,
  invitationSignInPage,
  newPasswordPage,
  type PageContext,
} from './identityPages';
import {
  appSignInPath,
  BASE,
  finalTarget,
  forgotPasswordLocation,
  formFields,
  htmlPage,
  PASSWORD_READ_LENGTH,
  pageContext,
  parseReturnTo,
  portalLogin,
  redirectTo,
  signInLocation,
} from './identityResponses';
import {
  csrfToken,
  endSession,
  type IdentityDeps,
  isOwnFormPost,
  type SessionCustomer,
  sessionCustomer,
  startSession,
} from './identitySessions';
import { verifyPassword } from './secrets';
import { beginPasswordCheck, formatWait } from './signInFailures';
import { findTenantBranding, findTenantOfParameter } from './tenantBranding';

export interface AccountLinkPagesDeps extends IdentityDeps {
  mailer: Mailer;
}

/** An address as a person types it: something@domain.tld, no spaces (its length is checked apart). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface PasswordErrors {
  newError?: string;
  confirmError?: string;
}

/** What is wrong with a new password and its repetition, if anything. */
function passwordErrors(m: IdentityMessages, next: string, confirm: string): PasswordErrors | undefined {
  const length = [...next].length;
  if (length < NEW_PASSWORD_LENGTH.min) return { newError: m.newPasswordTooShort };
  if (length > NEW_PASSWORD_LENGTH.max) return { newError: m.newPasswordTooLong };
  if (confirm !== next) return { confirmError: m.confirmMismatch };
  return undefined;
}

/** A YYYY-MM-DD date as the page's language writes it. */
function formatDate(lang: string, isoDate: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T00:00:00Z`),
    );
  } catch {
    return isoDate;
  }
}

/**
 * The pages mailed links open, and "forgot password" (identity-api.yaml): each is a thin page over
 * an account operation of `src/accounts`. Every form carries the CSRF token; every answer is
 * `no-store`; a link that is unknown, used or expired always gets the same neutral page.
 */
export function registerAccountLinkPages(app: Hono, deps: AccountLinkPagesDeps): void {
  const { db, config, mailer } = deps;
  const now = () => config.now();
  const requestOrigin = (c: Context) => new URL(c.req.url).origin;

  /** A link page's own address: its token and language, nothing else carried on. */
  const linkPath = (page: string, secret: string | undefined, language: string) =>
    `${BASE}/${page}?${new URLSearchParams({ token: secret ?? '', language })}`;

  /** The one answer for a link that is unknown, used or expired (neutral: no tenant, no detail). */
  const invalidLink = (c: Context, context: PageContext, options: { requestNew: boolean }) =>
    htmlPage(
      c,
      400,
      invalidLinkPage({
        context,
        requestNewHref: options.requestNew
          ? forgotPasswordLocation(undefined, context.lang, undefined)
          : undefined,
        signInHref: appSignInPath(context.lang),
      }),
    );

  // --- Forgot password ----------------------------------------------------------------------------

  async function forgotRequest(c: Context) {
    const given = c.req.query('return_to');
    const returnTo = parseReturnTo(given, requestOrigin(c));
    const branding = await findTenantOfParameter(
      db,
      c.req.query('tenant') ?? returnTo?.searchParams.get('tenant'),
    );
    const context = pageContext(
      c.req.query('language') ?? returnTo?.searchParams.get('language') ?? undefined,
      branding,
    );
    return {
      /** A `return_to` was given but is not one of this server's sign-in returns. */
      badReturnTo: given !== undefined && !returnTo,
      returnTo,
      branding,
      context,
      action: forgotPasswordLocation(returnTo, context.lang, branding?.id),
      signInHref: returnTo
        ? signInLocation(returnTo, context.lang, branding?.id)
        : appSignInPath(context.lang),
    };
  }

  app.get('/forgot-password', async (c) => {
    const { badReturnTo, context, action, signInHref } = await forgotRequest(c);
    if (badReturnTo) return htmlPage(c, 400, errorPage(context, context.messages.badReturnAddress));
    return htmlPage(c, 200, forgotPasswordPage({ context, action, csrf: csrfToken(c), signInHref }));
  });

  app.post('/forgot-password', async (c) => {
    const { badReturnTo, returnTo, branding, context, action, signInHref } = await forgotRequest(c);
    const m = context.messages;
    if (badReturnTo) return htmlPage(c, 400, errorPage(context, m.badReturnAddress));
    const text = await formFields(c);
    const email = text('email').trim();
    const again = (status: ContentfulStatusCode, errors: { emailError?: string; formError?: string }) =>
      htmlPage(
        c,
        status,
        forgotPasswordPage({
          context,
          action,
          csrf: csrfToken(c),
          signInHref,
          email: email.slice(0, RESET_EMAIL_MAX_LENGTH),
          ...errors,
        }),
      );

    if (!isOwnFormPost(c, text('csrf') || undefined)) return again(403, { formError: m.formExpired });
    if (!email) return again(400, { emailError: m.emailRequired });
    if (email.length > RESET_EMAIL_MAX_LENGTH || !EMAIL.test(email))
      return again(400, { emailError: m.emailInvalid });

    // The link points at the app the customer came from (a registered address), else this origin.
    const appOrigin = originOf(await finalTarget(deps, returnTo)) ?? requestOrigin(c);
    // The accounts are always looked up; the answer is the same whatever the outcome.
    const mails = await requestPasswordReset(
      db,
      { email, tenantId: branding?.id, appOrigin, language: context.lang },
      now(),
    );
    // Sent after the answer, so that its time does not tell whether there was a mail to send.
    for (const mail of mails) {
      mailer
        .send(mail)
        .catch((error: unknown) => console.error('[identity] a reset mail was not sent', error));
    }
    return htmlPage(c, 200, forgotPasswordSentPage({ context, signInHref }));
  });

  // --- Reset password and activation ----------------------------------------------------------------

  function passwordLinkPages(kind: PasswordLinkKind, page: 'reset-password' | 'activate'): void {
    async function load(c: Context) {
      const secret = c.req.query('token');
      const link = await findPasswordLink(db, kind, secret, now());
      const context = pageContext(
        c.req.query('language') ?? link?.token.language,
        link ? await findTenantBranding(db, link.tenantId) : undefined,
      );
      return { secret, link, context };
    }

    const render = (
      c: Context,
      status: ContentfulStatusCode,
      context: PageContext,
      link: PasswordLink,
      secret: string | undefined,
      errors: PasswordErrors & { formError?: string } = {},
    ) => {
      const m = context.messages;
      const texts =
        kind === 'reset'
          ? { title: m.resetTitle, intro: [m.resetIntro], button: m.resetButton }
          : {
              title: m.activateTitle,
              intro: [m.activateIntro],
              button: m.activateButton,
              note: link.hasPassword ? m.activateAlreadyHasPassword : undefined,
            };
      return htmlPage(
        c,
        status,
        newPasswordPage({
          context,
          ...texts,
          email: link.email,
          action: linkPath(page, secret, context.lang),
          csrf: csrfToken(c),
          links: link.hasPassword ? [[appSignInPath(context.lang), m.goToSignIn]] : [],
          ...errors,
        }),
        [originOf(link.token.app_origin)],
      );
    };

    app.get(`/${page}`, async (c) => {
      const { secret, link, context } = await load(c);
      if (!link) return invalidLink(c, context, { requestNew: true });
      return render(c, 200, context, link, secret);
    });

    app.post(`/${page}`, async (c) => {
      const { secret, link, context } = await load(c);
      if (!link) return invalidLink(c, context, { requestNew: true });
      const m = context.messages;
      const text = await formFields(c);
      if (!isOwnFormPost(c, text('csrf') || undefined)) {
        return render(c, 403, context, link, secret, { formError: m.formExpired });
      }
      const password = text('new_password');
      const errors = passwordErrors(m, password, text('confirm_password'));
      if (errors) return render(c, 400, context, link, secret, errors);

      const chosen = await choosePasswordByLink(db, { kind, secret, password }, now());
      if (!chosen) return invalidLink(c, context, { requestNew: true });
      // Signed out everywhere, then signed in here afresh; the app's login finds this session.
      await startSession(c, deps, chosen.customerId);
      const locationId = kind === 'activation' ? chosen.locationId : undefined;
      return redirectTo(c, portalLogin(chosen.appOrigin, chosen.language, locationId), 303);
    });
  }

  passwordLinkPages('reset', 'reset-password');
  passwordLinkPages('activation', 'activate');

  // --- Shared-access invitation -----------------------------------------------------------------------

  async function loadInvitation(c: Context) {
    const secret = c.req.query('token');
    const invitation = await findInvitation(db, secret, now());
    const context = pageContext(
      c.req.query('language') ?? invitation?.token.language,
      invitation ? await findTenantBranding(db, invitation.tenantId) : undefined,
    );
    return { secret, invitation, context };
  }

  function renderInvitation(
    c: Context,
    status: ContentfulStatusCode,
    context: PageContext,
    invitation: Invitation,
    secret: string | undefined,
    session: SessionCustomer | undefined,
    errors: PasswordErrors & { formError?: string; passwordError?: string } = {},
  ) {
    const m = context.messages;
    const intro = m.invitationIntro(invitation.ownerName, invitation.locationName);
    const action = linkPath('invitation', secret, context.lang);
    const targets = [originOf(invitation.token.app_origin)];
    const account = invitation.account;
    if (account?.hasPassword) {
      const page = invitationSignInPage({
        context,
        intro,
        email: invitation.email,
        action,
        csrf: csrfToken(c),
        signedIn: session?.customerId === account.id,
        formError: errors.formError,
        passwordError: errors.passwordError,
        forgotPasswordHref: forgotPasswordLocation(undefined, context.lang, invitation.tenantId),
      });
      return htmlPage(c, status, page, targets);
    }
    const page = newPasswordPage({
      context,
      title: m.invitationTitle,
      intro: [intro, m.invitationCreate],
      email: invitation.email,
      action,
      csrf: csrfToken(c),
      button: m.invitationCreateButton,
      ...errors,
    });
    return htmlPage(c, status, page, targets);
  }

  app.get('/invitation', async (c) => {
    const { secret, invitation, context } = await loadInvitation(c);
    if (!invitation) return invalidLink(c, context, { requestNew: false });
    return renderInvitation(c, 200, context, invitation, secret, await sessionCustomer(c, deps));
  });

  app.post('/invitation', async (c) => {
    const { secret, invitation, context } = await loadInvitation(c);
    if (!invitation) return invalidLink(c, context, { requestNew: false });
    const m = context.messages;
    const text = await formFields(c);
    const session = await sessionCustomer(c, deps);
    const again = (status: ContentfulStatusCode, errors: Parameters<typeof renderInvitation>[6]) =>
      renderInvitation(c, status, context, invitation, secret, session, errors);
    if (!isOwnFormPost(c, text('csrf') || undefined)) return again(403, { formError: m.formExpired });

    let accepted: AcceptedInvitation | undefined;
    const account = invitation.account;
    if (account?.hasPassword) {
      // The invitee's account: signed in as it already, or its password now.
      if (session?.customerId !== account.id) {
        const password = text('password').slice(0, PASSWORD_READ_LENGTH);
        if (!password) return again(400, { passwordError: m.passwordRequired });
        // Throttled as the sign-in page is: per account and client address, counted before the check.
        const address = clientAddress(c, deps.config.trustProxy);
        const check = await beginPasswordCheck(db, { email: invitation.email, address }, now());
        if (!check.allowed) {
          c.header('Retry-After', String(check.retryAfterSeconds));
          return again(429, {
            formError: m.tooManyAttempts(formatWait(context.lang, check.retryAfterSeconds)),
          });
        }
        const stored = await db
          .selectFrom('customer')
          .select('password_hash')
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow();
        if (!(await verifyPassword(password, stored.password_hash))) {
          return again(400, { formError: m.passwordWrong });
        }
        await check.succeeded();
      }
      accepted = await acceptInvitation(db, { secret, customerId: account.id }, now());
    } else {
      const password = text('new_password');
      const errors = passwordErrors(m, password, text('confirm_password'));
      if (errors) return again(400, errors);
      const result = await acceptInvitationWithPassword(db, { secret, password }, now());
      if (result === 'account-exists') {
        // An account with a password came into being meanwhile: its owner signs in instead.
        const fresh = await findInvitation(db, secret, now());
        if (!fresh) return invalidLink(c, context, { requestNew: false });
        return renderInvitation(c, 409, context, fresh, secret, session, {
          formError: m.invitationAccountExists,
        });
      }
      accepted = result;
    }
    // The owner revoked the invitation meanwhile, or the link was used.
    if (!accepted) return invalidLink(c, context, { requestNew: false });
    await startSession(c, deps, accepted.customerId);
    return redirectTo(c, portalLogin(accepted.appOrigin, accepted.language, accepted.locationId), 303);
  });

  // --- Claim a booking made with the account's address --------------------------------------------------

  async function loadClaim(c: Context) {
    const secret = c.req.query('token');
    const link = await findClaimLink(db, secret, now());
    const context = pageContext(
      c.req.query('language') ?? link?.token.language,
      link ? await findTenantBranding(db, link.tenantId) : undefined,
    );
    return { secret, link, context, self: linkPath('claim', secret, context.lang) };
  }

  const otherAccount = (c: Context, context: PageContext, self: string) =>
    htmlPage(c, 403, claimOtherAccountPage({ context, action: self, csrf: csrfToken(c) }));

  app.get('/claim', async (c) => {
    const { link, context, self } = await loadClaim(c);
    if (!link) return invalidLink(c, context, { requestNew: false });
    const session = await sessionCustomer(c, deps);
    if (!session) {
      return redirectTo(c, signInLocation(new URL(self, requestOrigin(c)), context.lang, link.tenantId));
    }
    if (session.customerId !== link.accountId) return otherAccount(c, context, self);
    const page = claimPage({
      context,
      booking: context.messages.claimBooking(link.locationName, formatDate(context.lang, link.moveInDate)),
      action: self,
      csrf: csrfToken(c),
    });
    return htmlPage(c, 200, page, [originOf(link.token.app_origin)]);
  });

  app.post('/claim', async (c) => {
    const { secret, link, context, self } = await loadClaim(c);
    const text = await formFields(c);
    // A stale form shows the page again, with a fresh form token.
    if (!isOwnFormPost(c, text('csrf') || undefined)) return redirectTo(c, self, 303);
    if (text('action') === 'sign-out') {
      await endSession(c, deps);
      return redirectTo(c, self, 303);
    }
    if (!link) return invalidLink(c, context, { requestNew: false });
    const session = await sessionCustomer(c, deps);
    if (!session) {
      return redirectTo(c, signInLocation(new URL(self, requestOrigin(c)), context.lang, link.tenantId), 303);
    }
    const outcome = await claimBooking(db, { secret, customerId: session.customerId }, now());
    if (outcome.outcome === 'other-account') return otherAccount(c, context, self);
    if (outcome.outcome === 'invalid') return invalidLink(c, context, { requestNew: false });
    return redirectTo(c, portalLogin(outcome.appOrigin, outcome.language, outcome.locationId), 303);
  });
}
