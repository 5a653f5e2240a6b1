import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TOKEN_LIFETIME_SECONDS, issueAccountToken } from '../src/accounts/accountTokens';
import { choosePasswordByLink } from '../src/accounts/choosePasswordByLink';
import { RESET_MAILS_PER_HOUR } from '../src/accounts/requestPasswordReset';
import { DEMO_PASSWORD } from '../src/db/seed';
import { IDENTITY_CATALOGS, type IdentityMessages } from '../src/identity/identityMessages';
import { hashPassword } from '../src/identity/secrets';
import type { CapturedMail } from '../src/mail/accountMail';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import {
  APP_REDIRECT_URI,
  authorizePath,
  browse,
  CookieJar,
  formValue,
  locationOf,
  pkcePair,
  signIn,
  tokenRequest,
} from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** The web app's origin (a development server): mailed links and the final redirects point there. */
const APP_ORIGIN = 'http://127.0.0.1:5173';
const STATE = 'state-0123456789';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const check = (token: string) => sandbox.api('/identity/api/check', { token });
const refresh = (refreshToken: string) =>
  tokenRequest(sandbox, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'stowly-web',
  });

/** The authorize URL of the app, optionally for a tenant. */
const authorize = (params: Record<string, string> = {}) =>
  authorizePath({
    state: STATE,
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  });

/** Opens a page in a browser with `jar`, following a redirect to another identity page. */
async function open(jar: CookieJar, path: string): Promise<{ response: Response; html: string }> {
  let response = await browse(sandbox, jar, path);
  if (response.status === 302 && locationOf(response).startsWith('/identity/')) {
    response = await browse(sandbox, jar, locationOf(response));
  }
  return { response, html: await response.text() };
}

/** Submits the (first) form of `html` with its CSRF token and `fields`, as a browser without JS does. */
const submit = (jar: CookieJar, html: string, fields: Record<string, string>) =>
  browse(sandbox, jar, formValue(html, 'action'), { form: { csrf: formValue(html, 'csrf'), ...fields } });

/** The path and query of an absolute link (the sandbox answers for the app's origin in tests). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** What every identity page must be: one language, one h1, labelled fields, no script, no cache. */
function expectAccessiblePage(response: Response, html: string, lang: string) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/(src|href)="https?:\/\//); // nothing loaded from elsewhere
  for (const [, id] of html.matchAll(/<input id="([^"]+)"/g)) {
    expect(html, `label of ${id}`).toContain(`<label for="${id}">`);
  }
  for (const [, ids = ''] of html.matchAll(/aria-describedby="([^"]+)"/g)) {
    for (const id of ids.split(' ')) expect(html, `described by ${id}`).toContain(`id="${id}"`);
  }
  for (const form of html.match(/<form method="post"[^>]*>/g) ?? []) {
    expect(form).toMatch(/action="\/identity\//);
  }
  if (html.includes('<form')) expect(html).toMatch(/<input type="hidden" name="csrf" value="[\w-]{43}">/);
}

/** The captured mails to `email`, newest first, as GET /sandbox/mail answers them. */
async function mailsTo(email: string): Promise<CapturedMail[]> {
  const response = await sandbox.api(`/sandbox/mail?${new URLSearchParams({ to: email })}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CapturedMail[] }).data;
}

/** Waits until `count` mails to `email` arrived (the pages send them after answering). */
async function waitForMails(email: string, count: number): Promise<CapturedMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No ${count} mails to ${email}`);
}

/** The link of a mail to an identity page. */
function linkOf(mail: CapturedMail | undefined, page: string): string {
  const link = mail?.links.find((candidate) => new URL(candidate).pathname === `/identity/${page}`);
  if (!link) throw new Error(`The mail has no link to ${page}: ${mail?.links.join(', ')}`);
  return link;
}

let accounts = 0;
/** A new account (guest=false) of a tenant, with a password or without (never activated). */
async function createAccount(options: {
  email?: string;
  password?: string | null;
  tenantId?: number;
  guest?: boolean;
  language?: string;
}): Promise<{ id: number; email: string }> {
  accounts += 1;
  const email = options.email ?? `account-${accounts}@example.com`;
  const row = await sandbox.db
    .insertInto('customer')
    .values({
      tenant_id: options.tenantId ?? 1,
      customer_type: 'private',
      email,
      firstname: 'Test',
      lastname: `Person ${accounts}`,
      password_hash: options.password === null ? null : await hashPassword(options.password ?? DEMO_PASSWORD),
      guest: options.guest ?? false,
      language: options.language ?? 'en',
      country_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** A booking of `customerId` at Stockholm (location 1), with one open invoice. */
async function createBooking(customerId: number): Promise<{ bookingId: number; invoiceId: number }> {
  const booking = await sandbox.db
    .insertInto('booking')
    .values({
      customer_id: customerId,
      location_id: 1,
      unit_id: 10302,
      unit_type_id: 103,
      billing_period_id: 1031,
      insurance_id: null,
      move_in_date: '2026-12-01',
      end_date: null,
      recurring_amount: 1990,
      currency_code: 'SEK',
      discount: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await sandbox.db
    .insertInto('invoice')
    .values({
      number: `INV-TEST-${booking.id}`,
      customer_id: customerId,
      location_id: 1,
      booking_id: booking.id,
      issue_date: '2026-11-21',
      due_date: '2026-12-05',
      status: 'open',
      amount: 2487.5,
      amount_due: 2487.5,
      currency_code: 'SEK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bookingId: booking.id, invoiceId: invoice.id };
}

/** "Forgot your password?" as the sign-in page of the app's authorize request links it. */
async function forgotFromSignIn(jar: CookieJar, params: Record<string, string> = {}) {
  const signInPage = await signInPageFor(jar, params);
  const href = /<a href="([^"]+)">Forgot your password\?<\/a>/.exec(signInPage.html)?.[1] ?? '';
  const path = href.replace(/&amp;/g, '&');
  return { path, ...(await open(jar, path)) };
}

/** The sign-in page the app's authorize request leads to. */
async function signInPageFor(jar: CookieJar, params: Record<string, string> = {}) {
  const redirect = await browse(sandbox, jar, authorize(params));
  expect(redirect.status).toBe(302);
  const path = locationOf(redirect);
  expect(path).toMatch(/^\/identity\/sign-in\?/);
  const response = await browse(sandbox, jar, path);
  return { path, response, html: await response.text() };
}

describe('the tenant on the identity pages', () => {
  it('shows the tenant of the `tenant` parameter: name, logo and button colour', async () => {
    // The app learns its tenant's id from GET /setup (CityStash runs Berlin, location 3).
    const setup = await sandbox.api('/v1/setup?locationIds=3');
    const tenant = ((await setup.json()) as { data: { tenant: { id: number; name: string } } }).data.tenant;
    expect(tenant).toEqual({ id: 2, name: 'CityStash' });
    const jar = new CookieJar();
    const { path, response, html } = await signInPageFor(jar, { tenant: String(tenant.id) });
    expect(new URL(path, APP_ORIGIN).searchParams.get('tenant')).toBe('2');
    expect(response.status).toBe(200);
    expectAccessiblePage(response, html, 'en');
    expect(html).toContain('<title>Sign in – CityStash</title>');
    expect(html).toContain('<img src="/sandbox-assets/logos/citystash.svg" alt="CityStash">');
    expect(html).toContain('<p>Sign in to continue to CityStash.</p>');
    expect(html).toContain(':root{--primary:#5B2A86;--on-primary:#fff}');
    // The logo is loaded from the sandbox itself, as the page's policy allows.
    expect((await sandbox.api('/sandbox-assets/logos/citystash.svg')).status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("img-src 'self' data:");
  });

  it('never shows the `host` parameter, and ignores unknown tenants without echoing them', async () => {
    for (const params of [
      { host: 'evil.example' },
      { host: 'evil.example', tenant: '987654' },
      { host: 'evil.example', tenant: '<b>2</b>' },
    ] as Record<string, string>[]) {
      const jar = new CookieJar();
      const { path, response, html } = await signInPageFor(jar, params);
      expect(path).not.toContain('evil.example');
      expect(response.status).toBe(200);
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('987654');
      expect(html).not.toContain('&lt;b&gt;');
      expect(html).toContain('<p>Sign in to continue to your customer portal.</p>');
      expect(html).toContain('<title>Sign in</title>');
      expect(html).not.toContain('--primary:');
      // The forms still work: sign-in and the code go through.
      const posted = await submit(jar, html, { email: 'anna@example.com', password: DEMO_PASSWORD });
      expect(posted.status).toBe(302);
      expect(posted.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/auth\?code=/);
    }
  });

  it('validates colours before they reach the style sheet', async () => {
    await sandbox.db
      .updateTable('tenant')
      .set({
        appearance: {
          colors: { primary: 'red;}body{background:url(https://evil.example/x)' },
          font: null,
        },
      })
      .where('id', '=', 2)
      .execute();
    try {
      const { html } = await signInPageFor(new CookieJar(), { tenant: '2' });
      expect(html).toContain('CityStash');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('--primary:');
    } finally {
      await sandbox.db
        .updateTable('tenant')
        .set({
          appearance: {
            colors: { primary: '#5B2A86' },
            font: null,
          },
        })
        .where('id', '=', 2)
        .execute();
    }
  });

  it('with a tenant, signs in only that tenant’s accounts; guest records never sign in', async () => {
    // Anna is Nordbox's (tenant 1) customer: not CityStash's.
    const jar = new CookieJar();
    const cityStash = await signInPageFor(jar, { tenant: '2' });
    const refused = await submit(jar, cityStash.html, { email: 'anna@example.com', password: DEMO_PASSWORD });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('The email address or password is not correct.');
    const nordbox = await signInPageFor(jar, { tenant: '1' });
    expect(nordbox.html).toContain('alt="Nordbox Self Storage"');
    const accepted = await submit(jar, nordbox.html, { email: 'anna@example.com', password: DEMO_PASSWORD });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173\/auth\?code=/);
    // Signed in at Nordbox: CityStash's app still asks to sign in.
    const again = await browse(sandbox, jar, authorize({ tenant: '2' }));
    expect(locationOf(again)).toMatch(/^\/identity\/sign-in\?/);

    const guest = await createAccount({ email: 'guest-only@example.com', guest: true });
    for (const tenant of [{ tenant: '1' }, {}] as Record<string, string>[]) {
      const fresh = new CookieJar();
      const page = await signInPageFor(fresh, tenant);
      const posted = await submit(fresh, page.html, { email: guest.email, password: DEMO_PASSWORD });
      expect(posted.status).toBe(400);
    }
  });
});

describe('forgot password and the reset link', () => {
  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const account = await createAccount({});
    const answers: { status: number; body: string }[] = [];
    for (const email of [account.email, 'nobody-here@example.com']) {
      const jar = new CookieJar();
      // The same authorize request in both browsers, so that the pages differ in nothing else.
      const page = await forgotFromSignIn(jar, { tenant: '1', code_challenge: 'C'.repeat(43) });
      expect(page.path).toMatch(/^\/identity\/forgot-password\?return_to=%2Fidentity%2Fauthorize/);
      expect(new URL(page.path, APP_ORIGIN).searchParams.get('tenant')).toBe('1');
      expect(page.response.status).toBe(200);
      expectAccessiblePage(page.response, page.html, 'en');
      expect(page.html).toContain('<h1>Reset your password</h1>');
      expect(page.html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" required/);
      expect(page.html).toContain('alt="Nordbox Self Storage"');
      const answer = await submit(jar, page.html, { email });
      answers.push({ status: answer.status, body: await answer.text() });
    }
    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.body).toContain('<h1>Check your email</h1>');
    expect(answers[0]?.body).toContain('If an account exists for this email address');
    expect(answers[0]?.body).not.toContain(account.email);

    const mails = await waitForMails(account.email, 1);
    expect(mails).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
    // The link points at the app the customer came from (the origin of its registered redirect URI).
    expect(linkOf(mails[0], 'reset-password')).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/identity\/reset-password\?token=[\w-]{43}&language=en$/,
    );
  });

  it('checks the address, and keeps the form working after a stale form token', async () => {
    const jar = new CookieJar();
    const page = await open(jar, '/identity/forgot-password?language=de');
    expect(page.html).toContain('<h1>Passwort zurücksetzen</h1>');
    const invalid = await submit(jar, page.html, { email: 'not an address' });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"/);
    expect(html).toContain('<p class="error" id="email-error">Geben Sie eine E-Mail-Adresse im Format');
    // A `return_to` that is not one of the sign-in page's own returns is refused, not followed.
    const foreign = await open(jar, '/identity/forgot-password?return_to=https%3A%2F%2Fevil.example%2F');
    expect(foreign.response.status).toBe(400);
    expect(foreign.html).not.toContain('evil.example');
    const stale = await browse(sandbox, jar, formValue(page.html, 'action'), {
      form: { csrf: 'x'.repeat(43), email: 'anna@example.com' },
    });
    expect(stale.status).toBe(403);
  });

  it('sets the password once: old password and old tokens stop working, the new one signs in', async () => {
    const account = await createAccount({});
    const before = await signIn(sandbox, account.email);
    const jar = new CookieJar();
    const forgot = await forgotFromSignIn(jar);
    await submit(jar, forgot.html, { email: account.email.toUpperCase() });
    const [mail] = await waitForMails(account.email, 1);
    const link = linkOf(mail, 'reset-password');
    const secret = new URL(link).searchParams.get('token') ?? '';

    // Stored hashed: the table never holds the token itself, only its SHA-256.
    const rows = await sandbox.db.selectFrom('account_token').selectAll().execute();
    expect(rows.some((row) => Object.values(row).includes(secret))).toBe(false);
    const stored = rows.find((row) => row.token_hash === createHash('sha256').update(secret).digest('hex'));
    expect(stored).toMatchObject({ kind: 'reset', customer_id: account.id, used_at: null });
    expect(ACCOUNT_TOKEN_LIFETIME_SECONDS.reset).toBe(3600);
    expect(stored?.expires_at.getTime()).toBe(sandbox.config.now().getTime() + HOUR);

    const browser = new CookieJar();
    const page = await open(browser, pathOf(link));
    expect(page.response.status).toBe(200);
    expectAccessiblePage(page.response, page.html, 'en');
    expect(page.html).toContain('<h1>Choose a new password</h1>');
    expect(page.html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" readonly/);
    expect(page.html).toMatch(
      /id="new-password"[^>]*autocomplete="new-password"[^>]*minlength="8" maxlength="128"/,
    );
    expect(page.html).toMatch(/id="confirm-password"[^>]*autocomplete="new-password"/);
    expect(page.response.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${APP_ORIGIN}`,
    );

    const short = await submit(browser, page.html, { new_password: 'short', confirm_password: 'short' });
    expect(short.status).toBe(400);
    expect(await short.text()).toMatch(
      /id="new-password"[^>]*aria-invalid="true"[^>]*aria-describedby="new-password-hint new-password-error"/,
    );
    const mismatch = await submit(browser, page.html, {
      new_password: 'a-new-secret',
      confirm_password: 'other-secret',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The two new passwords do not match.');

    const done = await submit(browser, page.html, {
      new_password: 'a-new-secret',
      confirm_password: 'a-new-secret',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('cache-control')).toBe('no-store');
    expect(done.headers.get('location')).toBe(
      `${APP_ORIGIN}/auth/login?returnTo=%2Fcustomer-portal%2Faccount-overview&lang=en`,
    );
    // Signed in afresh: the app's login attempt gets a code at once.
    const code = await browse(sandbox, browser, authorize());
    expect(code.headers.get('location')).toMatch(new RegExp(`^${APP_REDIRECT_URI}\\?code=`));

    // Everything of before is revoked.
    expect((await check(before.accessToken)).status).toBe(401);
    expect((await refresh(before.refreshToken)).status).toBe(400);
    expect(locationOf(await browse(sandbox, before.jar, authorize()))).toMatch(/^\/identity\/sign-in/);
    await expect(signIn(sandbox, account.email)).rejects.toThrow('Sign-in failed with 400');
    const after = await signIn(sandbox, account.email, { password: 'a-new-secret' });
    expect((await check(after.accessToken)).status).toBe(200);

    // The link works once.
    const reused = await open(new CookieJar(), pathOf(link));
    expect(reused.response.status).toBe(400);
    expect(reused.html).toContain('<h1>This link cannot be used</h1>');
    expect(reused.html).toContain('href="/identity/forgot-password?language=en">Request a new link</a>');
    const reposted = await submit(browser, page.html, {
      new_password: 'third-secret',
      confirm_password: 'third-secret',
    });
    expect(reposted.status).toBe(400);
    expect(await reposted.text()).toContain('<h1>This link cannot be used</h1>');
    await expect(signIn(sandbox, account.email, { password: 'third-secret' })).rejects.toThrow();
  });

  it('expires after an hour, and sends at most three reset mails an hour', async () => {
    expect(RESET_MAILS_PER_HOUR).toBe(3);
    const account = await createAccount({});
    const jar = new CookieJar();
    for (let request = 1; request <= 4; request++) {
      const forgot = await open(jar, '/identity/forgot-password');
      const answer = await submit(jar, forgot.html, { email: account.email });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<h1>Check your email</h1>');
    }
    const mails = await waitForMails(account.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(account.email)).toHaveLength(3);
    // Only the newest link works.
    const [newest, older] = mails;
    expect((await open(new CookieJar(), pathOf(linkOf(older, 'reset-password')))).response.status).toBe(400);
    const link = pathOf(linkOf(newest, 'reset-password'));
    sandbox.advance(59 * 60 * 1000);
    expect((await open(new CookieJar(), link)).response.status).toBe(200);
    sandbox.advance(2 * 60 * 1000);
    const expired = await open(new CookieJar(), link);
    expect(expired.response.status).toBe(400);
    expect(expired.html).toContain('This link cannot be used');
  });
});

describe('activation', () => {
  async function activationLink(options: { password?: string | null; language?: string } = {}) {
    const account = await createAccount({ password: options.password ?? null, language: options.language });
    const { bookingId } = await createBooking(account.id);
    const secret = await issueAccountToken(
      sandbox.db,
      {
        kind: 'activation',
        email: account.email,
        appOrigin: APP_ORIGIN,
        language: options.language ?? 'en',
        customerId: account.id,
        bookingId,
      },
      sandbox.config.now(),
    );
    return { account, path: `/identity/activate?token=${secret}&language=${options.language ?? 'en'}` };
  }

  it('lets a new customer choose a password and lands them on the booking’s location, once', async () => {
    const { account, path } = await activationLink({ language: 'sv' });
    const jar = new CookieJar();
    const page = await open(jar, path);
    expect(page.response.status).toBe(200);
    expectAccessiblePage(page.response, page.html, 'sv');
    expect(page.html).toContain('<h1>Välj ett lösenord för din kundportal</h1>');
    expect(page.html).toContain(`value="${account.email}"`);
    expect(page.html).toContain('alt="Nordbox Self Storage"');

    const done = await submit(jar, page.html, {
      new_password: 'my-first-secret',
      confirm_password: 'my-first-secret',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `${APP_ORIGIN}/auth/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F1&lang=sv`,
    );
    expect(jar.has('stowly_identity_session')).toBe(true);
    const row = await sandbox.db
      .selectFrom('customer')
      .select(['activated_at', 'password_hash'])
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.activated_at?.getTime()).toBe(sandbox.config.now().getTime());
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(
      (await check((await signIn(sandbox, account.email, { password: 'my-first-secret' })).accessToken))
        .status,
    ).toBe(200);

    const again = await open(new CookieJar(), path);
    expect(again.response.status).toBe(400);
    expect(again.html).toContain('<h1>Länken kan inte användas</h1>');
  });

  it('expires after 7 days', async () => {
    expect(ACCOUNT_TOKEN_LIFETIME_SECONDS.activation).toBe(7 * 24 * 3600);
    const { path } = await activationLink();
    sandbox.advance(7 * DAY - 1000);
    expect((await open(new CookieJar(), path)).response.status).toBe(200);
    sandbox.advance(2000);
    const expired = await open(new CookieJar(), path);
    expect(expired.response.status).toBe(400);
    expect(expired.html).toContain('The link is not valid or was already used.');
  });

  it('says so when the account has a password already, and still works once', async () => {
    const { account, path } = await activationLink({ password: DEMO_PASSWORD });
    const jar = new CookieJar();
    const page = await open(jar, path);
    expect(page.html).toContain('Your account already has a password.');
    const done = await submit(jar, page.html, {
      new_password: 'replaced-secret',
      confirm_password: 'replaced-secret',
    });
    expect(done.status).toBe(303);
    await signIn(sandbox, account.email, { password: 'replaced-secret' });
    expect((await open(new CookieJar(), path)).response.status).toBe(400);
  });

  it('works once even when two forms are posted at the same time', async () => {
    const { path } = await activationLink();
    const secret = new URL(path, APP_ORIGIN).searchParams.get('token') ?? '';
    const now = sandbox.config.now();
    const results = await Promise.all(
      ['first-secret', 'second-secret'].map((password) =>
        choosePasswordByLink(sandbox.db, { kind: 'activation', secret, password }, now),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    // A token of another kind never works here.
    expect(
      await choosePasswordByLink(sandbox.db, { kind: 'reset', secret, password: 'x'.repeat(8) }, now),
    ).toBeUndefined();
  });

  it('answers unknown and malformed tokens with the same neutral page', async () => {
    for (const token of ['', 'nonsense', 'A'.repeat(43)]) {
      const page = await open(new CookieJar(), `/identity/activate?token=${token}`);
      expect(page.response.status).toBe(400);
      expectAccessiblePage(page.response, page.html, 'en');
      expect(page.html).toContain('<h1>This link cannot be used</h1>');
    }
  });
});

describe('shared-access invitations', () => {
  async function invite(email: string, name: string) {
    const manager = await sandbox.db
      .insertInto('shared_access_manager')
      .values({ customer_id: 1, location_id: 1, name, email, status: 'invited' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const secret = await issueAccountToken(
      sandbox.db,
      {
        kind: 'invitation',
        email,
        appOrigin: APP_ORIGIN,
        language: 'en',
        customerId: 1,
        managerId: manager.id,
      },
      sandbox.config.now(),
    );
    return { managerId: manager.id, path: `/identity/invitation?token=${secret}&language=en` };
  }

  const managerRow = (id: number) =>
    sandbox.db.selectFrom('shared_access_manager').selectAll().where('id', '=', id).executeTakeFirst();

  it('creates the invitee’s account when the address has none, and accepts', async () => {
    const { managerId, path } = await invite('lena.svensson@example.com', 'Lena Maria Svensson');
    const jar = new CookieJar();
    const page = await open(jar, path);
    expect(page.response.status).toBe(200);
    expectAccessiblePage(page.response, page.html, 'en');
    expect(page.html).toContain('<h1>Accept the invitation</h1>');
    expect(page.html).toContain('Anna Lindqvist has invited you to see their storage at');
    expect(page.html).toContain('value="lena.svensson@example.com"');
    expect(page.html).toContain('<button type="submit">Save password and accept</button>');

    const done = await submit(jar, page.html, {
      new_password: 'lena-secret',
      confirm_password: 'lena-secret',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `${APP_ORIGIN}/auth/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F1&lang=en`,
    );
    const account = await sandbox.db
      .selectFrom('customer')
      .selectAll()
      .where('email', '=', 'lena.svensson@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      tenant_id: 1,
      guest: false,
      firstname: 'Lena',
      lastname: 'Maria Svensson',
      customer_type: 'private',
      language: 'en',
    });
    expect(account.activated_at).not.toBeNull();
    expect(await managerRow(managerId)).toMatchObject({ status: 'active', manager_customer_id: account.id });
    expect((await managerRow(managerId))?.accepted_at).not.toBeNull();
    await signIn(sandbox, 'lena.svensson@example.com', { password: 'lena-secret' });

    expect((await open(new CookieJar(), path)).response.status).toBe(400);
  });

  it('asks an existing account to sign in as itself to accept', async () => {
    const { managerId, path } = await invite('bygg@example.com', 'Erik Berg');
    const jar = new CookieJar();
    const page = await open(jar, path);
    expect(page.html).toContain('This email address already has an account. Enter its password to accept.');
    expect(page.html).toMatch(/<input id="email" name="email" type="email" autocomplete="username" readonly/);
    expect(page.html).toMatch(
      /<input id="password" name="password" type="password" autocomplete="current-password"/,
    );

    const wrong = await submit(jar, page.html, { password: 'not-it', email: 'anna@example.com' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The password is not correct.');
    expect((await managerRow(managerId))?.status).toBe('invited');

    const done = await submit(jar, page.html, { password: DEMO_PASSWORD });
    expect(done.status).toBe(303);
    expect(await managerRow(managerId)).toMatchObject({ status: 'active', manager_customer_id: 2 });
  });

  it('is no longer valid once the owner revoked it', async () => {
    const { managerId, path } = await invite('too.late@example.com', 'Too Late');
    const jar = new CookieJar();
    const page = await open(jar, path);
    expect(page.response.status).toBe(200);
    await sandbox.db.deleteFrom('shared_access_manager').where('id', '=', managerId).execute();
    const posted = await submit(jar, page.html, {
      new_password: 'late-secret',
      confirm_password: 'late-secret',
    });
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<h1>This link cannot be used</h1>');
    expect((await open(new CookieJar(), path)).response.status).toBe(400);
    const created = await sandbox.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', 'too.late@example.com')
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });
});

describe('claiming a booking made with the account’s address', () => {
  async function guestBooking() {
    // A visitor booked without signing in with Anna's address: the details went to a guest record.
    const guest = await createAccount({ email: 'anna@example.com', guest: true, password: null });
    const { bookingId, invoiceId } = await createBooking(guest.id);
    const card = await sandbox.db
      .insertInto('payment_method')
      .values({
        customer_id: guest.id,
        location_id: 1,
        type: 'card',
        brand: 'visa',
        last4: '1881',
        exp_month: 4,
        exp_year: 2030,
        holder_name: 'Visitor',
        status: 'valid',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const secret = await issueAccountToken(
      sandbox.db,
      {
        kind: 'claim',
        email: 'anna@example.com',
        appOrigin: APP_ORIGIN,
        language: 'en',
        customerId: 1,
        bookingId,
      },
      sandbox.config.now(),
    );
    return {
      guest,
      bookingId,
      invoiceId,
      cardId: card.id,
      path: `/identity/claim?token=${secret}&language=en`,
    };
  }

  const owners = async (bookingId: number, invoiceId: number) => ({
    booking: (
      await sandbox.db
        .selectFrom('booking')
        .select('customer_id')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).customer_id,
    invoice: (
      await sandbox.db
        .selectFrom('invoice')
        .select('customer_id')
        .where('id', '=', invoiceId)
        .executeTakeFirstOrThrow()
    ).customer_id,
  });
  const paymentMethods = (customerId: number) =>
    sandbox.db
      .selectFrom('payment_method')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();

  it('refuses another account and moves nothing; the owner’s sign-in attaches booking and invoices', async () => {
    const { guest, bookingId, invoiceId, cardId, path } = await guestBooking();
    const annasCards = await paymentMethods(1);

    // Signed in as Nordic Bygg: the link belongs to another account.
    const other = await signIn(sandbox, 'bygg@example.com');
    const refused = await open(other.jar, path);
    expect(refused.response.status).toBe(403);
    expectAccessiblePage(refused.response, refused.html, 'en');
    expect(refused.html).toContain('<h1>This link is for another account</h1>');
    expect(refused.html).not.toContain('anna@example.com');
    const forced = await submit(other.jar, refused.html, { action: 'claim' });
    expect(forced.status).toBe(403);
    expect(await owners(bookingId, invoiceId)).toEqual({ booking: guest.id, invoice: guest.id });

    // "Sign out" ends that session and comes back to the link, which asks to sign in.
    const signedOut = await submit(other.jar, refused.html, { action: 'sign-out' });
    expect(signedOut.status).toBe(303);
    expect(locationOf(signedOut)).toBe(path);
    const toSignIn = await browse(sandbox, other.jar, path);
    expect(toSignIn.status).toBe(302);
    const signInPath = locationOf(toSignIn);
    expect(signInPath).toMatch(/^\/identity\/sign-in\?return_to=%2Fidentity%2Fclaim%3Ftoken%3D/);
    expect(new URL(signInPath, APP_ORIGIN).searchParams.get('tenant')).toBe('1');

    // Anna signs in there and comes back to the link.
    const signInPage = await open(other.jar, signInPath);
    expect(signInPage.html).toContain('Sign in to continue to Nordbox Self Storage.');
    const signedIn = await submit(other.jar, signInPage.html, {
      email: 'anna@example.com',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.status).toBe(302);
    const claim = await open(other.jar, locationOf(signedIn));
    expect(claim.response.status).toBe(200);
    expectAccessiblePage(claim.response, claim.html, 'en');
    expect(claim.html).toContain('<h1>Add the booking to your account</h1>');
    expect(claim.html).toContain('move-in December 1, 2026');
    expect(await owners(bookingId, invoiceId)).toEqual({ booking: guest.id, invoice: guest.id });

    const claimed = await submit(other.jar, claim.html, { action: 'claim' });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.get('location')).toBe(
      `${APP_ORIGIN}/auth/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F1&lang=en`,
    );
    expect(await owners(bookingId, invoiceId)).toEqual({ booking: 1, invoice: 1 });
    // The visitor's card stays with the guest record; the account's payment methods are unchanged.
    expect(await paymentMethods(1)).toEqual(annasCards);
    expect((await paymentMethods(guest.id)).map((card) => card.id)).toEqual([cardId]);

    // The link works once.
    const again = await open(other.jar, path);
    expect(again.response.status).toBe(400);
    expect(again.html).toContain('<h1>This link cannot be used</h1>');
  });
});

describe('the identity messages', () => {
  const LANGUAGES = ['en', 'de', 'sv', 'es', 'fr', 'nb', 'pl', 'lv', 'ru', 'nl', 'fi', 'pt', 'cs', 'el'];
  const text = (messages: IdentityMessages, key: keyof IdentityMessages) => {
    const value = messages[key];
    return typeof value === 'function' ? (value as (...args: string[]) => string)('«A»', '«B»') : value;
  };

  it('has every key in all 14 languages, translated', () => {
    expect(Object.keys(IDENTITY_CATALOGS).sort()).toEqual([...LANGUAGES].sort());
    const en = IDENTITY_CATALOGS.en;
    const keys = Object.keys(en) as (keyof IdentityMessages)[];
    for (const language of LANGUAGES) {
      const messages = IDENTITY_CATALOGS[language as keyof typeof IDENTITY_CATALOGS];
      expect(Object.keys(messages).sort(), language).toEqual([...keys].sort());
      for (const key of keys) expect(text(messages, key).trim(), `${language}.${key}`).not.toBe('');
      if (language === 'en') continue;
      const copies = keys.filter((key) => text(messages, key) === text(en, key));
      expect(copies, `${language}: English copies`).toEqual([]);
    }
  });

  it('serves the pages in each language', async () => {
    for (const language of LANGUAGES) {
      const page = await open(new CookieJar(), `/identity/forgot-password?language=${language}`);
      expect(page.html).toContain(`<html lang="${language}">`);
      const messages = IDENTITY_CATALOGS[language as keyof typeof IDENTITY_CATALOGS];
      expect(page.html).toContain(`<h1>${messages.forgotTitle}</h1>`);
    }
  });
});
