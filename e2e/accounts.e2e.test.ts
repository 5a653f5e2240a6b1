import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseOptions,
  dayFromToday,
  fillBookingUpToSubmit,
  fillLockerSBooking,
  TEXT,
  tick,
} from './support/bookingSteps';
import {
  CHECKOUT_TEXT as C,
  CARDS,
  completeCheckout,
  payWithCard,
  waitForCheckoutPage,
} from './support/checkoutSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { mailsTo, waitForMailLink } from './support/mailbox';
import { DEMO_CUSTOMER, overviewPath, signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

/** What a person reads on the identity server's account pages and in the app, in English. */
const ACCOUNT_TEXT = {
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  activateTitle: 'Choose a password for your customer portal',
  activateButton: 'Save password and continue',
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Reset your password',
  forgotButton: 'Send link',
  forgotSentTitle: 'Check your email',
  resetTitle: 'Choose a new password',
  resetButton: 'Save new password',
  linkInvalidTitle: 'This link cannot be used',
  invitationTitle: 'Accept the invitation',
  invitationCreateButton: 'Save password and accept',
} as const;

const newEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Fills both password fields of an identity page and submits with `button`. */
async function choosePassword(page: Page, password: string, button: string): Promise<void> {
  await page.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill(password);
  await page.getByLabel(ACCOUNT_TEXT.repeatPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
}

/** Checks the page with axe at the phone and desktop widths. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
}

// A sandbox of its own: these tests create customers, change passwords and hold units.
describe('customer accounts: mail, activation, recovery, invitations and returning visitors', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  it('a new visitor books, follows the activation mail, chooses a password, sees the booking in the portal and books again without a second identity check', async () => {
    const email = newEmail('new');
    const { page } = await openPage('/1?lang=en');
    await fillLockerSBooking(page, { lastName: 'Newcomer', email });
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await completeCheckout(page, 1);
    const i = new URL(page.url()).searchParams.get('i') ?? '';
    const result = JSON.parse(Buffer.from(i, 'base64').toString('utf8')) as {
      bookingId: number;
      unitName: string;
      customerId: number | null;
    };
    expect(result.customerId).toBeNull();
    await page.getByText(email, { exact: false }).first().waitFor();

    // The confirmation and the activation mail, in English, branded, linking to this origin.
    const { mail, link } = await waitForMailLink(origin(), {
      to: email,
      subject: /password|customer portal/i,
      linkPath: '/identity/activate',
    });
    expect(new URL(link).origin).toBe(origin());
    expect(mail.text).toContain('Nordbox');
    const all = await mailsTo(origin(), email);
    expect(all.some((each) => each.text.includes(result.unitName))).toBe(true);

    // The sandbox's mail page lists it, readable and accessible.
    const mailPage = await openPage(`/sandbox/mail?to=${encodeURIComponent(email)}`);
    await mailPage.page.getByRole('heading', { level: 1, name: 'Sandbox mail' }).waitFor();
    await mailPage.page.getByRole('heading', { name: mail.subject }).first().waitFor();
    await axeAtBothWidths(mailPage.page);

    // The link: choose a password, land signed in on the portal, on the booking's location.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.activateTitle }).waitFor();
    // The tenant's brand, not a host: its logo (named) and its name in the title.
    await page.getByRole('img', { name: 'Nordbox Self Storage' }).waitFor();
    expect(await page.title()).toContain('Nordbox Self Storage');
    await axeAtBothWidths(page);
    await choosePassword(page, 'new-customer-pass', ACCOUNT_TEXT.activateButton);
    await page.waitForURL((url) => url.pathname === overviewPath(1), { timeout: 20_000 });
    await page.getByText(result.unitName, { exact: false }).first().waitFor();

    // The link works once.
    const second = await openPage(new URL(link).pathname + new URL(link).search);
    await second.page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.linkInvalidTitle }).waitFor();
    await axeAtBothWidths(second.page);

    // Another browser: the new password signs in.
    const other = await openPage('/login?lang=en');
    await signInFromLoginPage(other.page, { email, password: 'new-customer-pass' });
    await other.page.getByText(result.unitName, { exact: false }).first().waitFor();

    // Booking again, signed in: the first booking verified the identity, so no identity check.
    await page.goto(`${origin()}/1?lang=en`);
    await fillBookingUpToSubmit(page, {
      locationId: 1,
      unitType: { id: 101, name: 'Locker S' },
      moveInInDays: 6,
    });
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await waitForCheckoutPage(page, '/1/checkout/step/payment', C.paymentTitle);
    await page.getByRole('link', { name: C.continueToPayment }).click();
    await payWithCard(page, CARDS.success);
    await waitForCheckoutPage(page, '/1/checkout/step/e-signature', C.eSignatureTitle);
    const steps = page.getByRole('list', { name: 'Checkout steps' }).getByRole('listitem');
    expect(await steps.allTextContents()).toEqual([
      'Payment (completed)',
      '2Signature',
      '3Booking confirmed',
    ]);
    await page
      .getByText('Your identity is already verified with us, so this booking needs no identity check.')
      .waitFor();
    await page.getByRole('button', { name: C.continueToSigning }).click();
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await waitForCheckoutPage(page, '/1/checkout/success', C.bookingConfirmed);
  });

  it('"forgot password" mails a reset link that sets a new password and signs the customer in', async () => {
    const customer = { email: 'bygg@example.com', password: 'a-brand-new-pass' };
    const { page } = await openPage('/login?lang=en');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
    await page.getByRole('link', { name: ACCOUNT_TEXT.forgotLink }).click();
    await page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.forgotTitle }).waitFor();
    await axeAtBothWidths(page);
    await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await page.getByRole('button', { name: ACCOUNT_TEXT.forgotButton }).click();
    await page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.forgotSentTitle }).waitFor();
    await axeAtBothWidths(page);

    const { link } = await waitForMailLink(origin(), {
      to: customer.email,
      subject: /password/i,
      linkPath: '/identity/reset-password',
    });
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.resetTitle }).waitFor();
    await axeAtBothWidths(page);
    await choosePassword(page, customer.password, ACCOUNT_TEXT.resetButton);
    await page.waitForURL((url) => url.pathname.startsWith('/customer-portal/account-overview'), {
      timeout: 20_000,
    });

    // The old password no longer works; the new one does.
    const other = await openPage('/login?lang=en');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL((url) => url.pathname.startsWith('/identity/'));
    await other.page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
    await other.page.getByLabel('Password').fill('stowly-demo');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.getByText('The email address or password is not correct.').waitFor();
    await other.page.getByLabel('Password').fill(customer.password);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL((url) => url.pathname.startsWith('/customer-portal'));
  });

  it('an invited manager accepts by mail, chooses a password and sees the shared location', async () => {
    const manager = { name: 'Maja Manager', email: newEmail('manager') };
    const { page } = await openPage(`${overviewPath(1)}/shared-access?lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signInFromLoginPage(page, DEMO_CUSTOMER);
    await page.goto(`${origin()}${overviewPath(1)}/shared-access?lang=en`);
    await page.getByRole('textbox', { name: 'Full name' }).fill(manager.name);
    await page.getByRole('textbox', { name: 'Email address' }).fill(manager.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${manager.email}.`).waitFor();

    const { link } = await waitForMailLink(origin(), {
      to: manager.email,
      subject: /invit/i,
      linkPath: '/identity/invitation',
    });
    const invitee = await openPage(new URL(link).pathname + new URL(link).search);
    await invitee.page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.invitationTitle }).waitFor();
    await axeAtBothWidths(invitee.page);
    await choosePassword(invitee.page, 'manager-pass-1', ACCOUNT_TEXT.invitationCreateButton);
    await invitee.page.waitForURL((url) => url.pathname === overviewPath(1), { timeout: 20_000 });
    await invitee.page.getByText('You manage this location for another customer', { exact: false }).waitFor();
    // The owner's bookings, read only.
    expect(await invitee.page.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
    expect(await invitee.page.getByRole('link', { name: 'Manage shared access' }).count()).toBe(0);
    await axeAtBothWidths(invitee.page);

    // The owner sees the manager as active, removes them, and the manager loses access at once.
    await page.reload();
    const managers = page.getByRole('grid', { name: 'Shared access' });
    await managers.getByText(manager.email).waitFor();
    await managers
      .getByRole('row', { name: new RegExp(manager.name) })
      .getByText('Active')
      .waitFor();
    await managers
      .getByRole('row', { name: new RegExp(manager.name) })
      .getByRole('button', { name: /Remove/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click();
    await page.getByText(`Access removed for ${manager.name}.`).waitFor();
    await invitee.page.reload();
    await expect
      .poll(() => invitee.page.getByText('You manage this location for another customer').count())
      .toBe(0);
  });

  it("a booking made without signing in with an account's email waits apart until the account's owner adds it by the mailed link", async () => {
    const owner = { email: 'johan@example.com', password: 'stowly-demo' };
    const { page } = await openPage('/1?lang=en');
    await fillLockerSBooking(page, { lastName: 'Lindqvist', email: owner.email });
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await completeCheckout(page, 1);
    const i = new URL(page.url()).searchParams.get('i') ?? '';
    const result = JSON.parse(Buffer.from(i, 'base64').toString('utf8')) as {
      unitName: string;
      customerId: number | null;
    };
    // The same answer as for a new email: no customer id, the mail sentence.
    expect(result.customerId).toBeNull();
    await page.getByText(`We have sent a confirmation to ${owner.email}`, { exact: false }).waitFor();

    const { link } = await waitForMailLink(origin(), {
      to: owner.email,
      subject: /booked with your email/i,
      linkPath: '/identity/claim',
    });
    const claim = await openPage(new URL(link).pathname + new URL(link).search);
    // Signing in first, on the tenant's page, then the claim itself asks before it changes anything.
    await claim.page.getByRole('textbox', { name: 'Email address' }).fill(owner.email);
    await claim.page.getByLabel('Password').fill(owner.password);
    await claim.page.getByRole('button', { name: 'Sign in' }).click();
    await claim.page.getByRole('heading', { level: 1, name: 'Add the booking to your account' }).waitFor();
    await axeAtBothWidths(claim.page);
    await claim.page.getByRole('button', { name: 'Add to my account' }).click();
    await claim.page.waitForURL((url) => url.pathname === overviewPath(1), { timeout: 20_000 });
    await claim.page.getByText(result.unitName, { exact: false }).first().waitFor();
  });

  it('a visitor who abandons payment and comes back in another browser books without a false "already booked"', async () => {
    const email = newEmail('return');
    // First browser: up to the payment step, then the visitor leaves.
    const first = await openPage('/1?lang=en');
    await fillLockerSBooking(first.page, { lastName: 'Returner', email });
    await first.page.getByRole('button', { name: TEXT.en.submit }).click();
    await waitForCheckoutPage(first.page, '/1/checkout/step/payment', C.paymentTitle);
    // Same browser, the location again: the open checkout is offered.
    await first.page.goto(`${origin()}/1?lang=en`);
    await first.page
      .getByRole('button', { name: 'Continue booking' })
      .or(first.page.getByRole('link', { name: 'Continue booking' }))
      .first()
      .waitFor();
    await first.context.close();

    // Another browser, the same email, the same unit type and day: it books.
    const second = await openPage('/1?lang=en');
    await fillLockerSBooking(second.page, { lastName: 'Returner', email });
    await second.page.getByRole('button', { name: TEXT.en.submit }).click();
    await completeCheckout(second.page, 1);
    expect(second.path()).not.toContain('already-booked');
  });

  it('a signed-in customer books a second unit without typing their details again', async () => {
    const { page } = await openPage('/login?lang=en');
    await signInFromLoginPage(page, DEMO_CUSTOMER);
    await page.goto(`${origin()}/1?lang=en`);
    await page
      .getByRole('region', { name: TEXT.en.unitTypeList, exact: true })
      .getByRole('button', { name: TEXT.en.select('Storage room 5 m²') })
      .click();
    await page.waitForURL((url) => url.pathname === '/1/unit-type/102/options');
    await chooseOptions(page, {
      language: 'en',
      moveInDate: dayFromToday(1, 9),
      billingPeriod: 'Monthly',
      insurance: 'Basic cover',
    });
    await page.getByRole('link', { name: TEXT.en.continueToBasket }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.en.basketTitle }).waitFor();
    await page.getByRole('link', { name: TEXT.en.continueToDetails }).click();
    await page.getByRole('heading', { level: 1, name: TEXT.en.customerTitle }).waitFor();

    // The account's details as a summary, nothing to type; an edit action is there.
    await page.getByText('You are booking with your customer account, with these details:').waitFor();
    await page.getByText(DEMO_CUSTOMER.email).first().waitFor();
    await page.getByRole('button', { name: 'Edit details' }).waitFor();
    expect(await page.getByRole('textbox', { name: TEXT.en.firstName, exact: true }).count()).toBe(0);
    await axeAtBothWidths(page);
    for (const name of TEXT.en.requiredCheckboxes) {
      await tick(page.getByRole('checkbox', { name, exact: true }));
    }
    await page.getByRole('button', { name: TEXT.en.submit }).click();
    await completeCheckout(page, 1);
    const i = new URL(page.url()).searchParams.get('i') ?? '';
    const result = JSON.parse(Buffer.from(i, 'base64').toString('utf8')) as { customerId: number | null };
    expect(result.customerId).toBe(1);

    // On the account: a confirmation mail, no activation or claim mail.
    const subjects = (await mailsTo(origin(), DEMO_CUSTOMER.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('Booking confirmed'))).toBe(true);
    expect(subjects.some((subject) => /open your customer portal|booked with your email/.test(subject))).toBe(
      false,
    );
  });
});
