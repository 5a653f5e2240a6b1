import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseMoveInDate, dayFromToday, tick } from '../support/bookingSteps';
import { CARDS, payWithCard, serverStep } from '../support/checkoutSteps';
import { ensureIntegratorExampleBuilt } from '../support/ensureIntegratorExampleBuilt';
import { expectNoAxeViolations } from '../support/expectNoAxeViolations';
import { useBrowser } from '../support/useBrowser';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const exampleDir = join(repoRoot, 'apps', 'integrator-example');
const PUBLISHED = ['@stowly/api-client', '@stowly/booking', '@stowly/ui'] as const;

/** A booking API request the page sent: method, path and query, the headers that matter, body. */
interface SentApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * Fills in the site's details form as a person would: name, address, email and phone number (the
 * location's country and phone prefix are preset), then ticks every agreement.
 */
async function fillDetails(page: Page, email: string): Promise<void> {
  const details = page.getByRole('region', { name: 'Your details' });
  await details.waitFor();
  for (const [label, value] of [
    ['First name', 'Ingrid'],
    ['Last name', 'Integrator'],
    ['Street address', 'Hantverkargatan 5'],
    ['Postcode', '11221'],
    ['Town or city', 'Stockholm'],
    ['Email', email],
    ['Phone number', '701234567'],
  ] as const) {
    await details.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  // Preset from the location; the country shows by name once the country list has arrived.
  await expect.poll(() => details.getByRole('combobox', { name: 'Country' }).inputValue()).not.toBe('');
  await expect.poll(() => details.getByRole('textbox', { name: 'Country code' }).inputValue()).toBe('+46');
  const agreements = details.getByRole('group', { name: 'Agreements' });
  for (const checkbox of await agreements.getByRole('checkbox').all()) await tick(checkbox);
}

/** Sends the booking with "Book and pay"; answers the basket id of `POST /v1/booking`'s 201. */
async function bookAndPay(page: Page, origin: string): Promise<number> {
  const bookingAnswer = page.waitForResponse(
    (response) => response.url() === `${origin}/v1/booking` && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Book and pay' }).click();
  const answer = await bookingAnswer;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { basketId: number } }).data.basketId;
}

describe('apps/integrator-example: a tenant frontend on the packed packages books through checkout', () => {
  // Pack, install from the tarballs, type-check and build the example (skipped when up to date),
  // before the sandbox of this file starts with the example as its web app.
  let exampleDist = '';
  beforeAll(() => {
    exampleDist = ensureIntegratorExampleBuilt(repoRoot);
  }, 300_000);
  const { origin, openPage } = useBrowser({
    sandboxEnv: () => {
      if (!exampleDist) throw new Error('The integrator example was not built before the sandbox started');
      return { WEB_DIST: exampleDist };
    },
  });

  it('installed @stowly/* from the tarballs: no link into packages/, no source condition, no workspace path in the build', () => {
    const packagesDir = join(repoRoot, 'packages');
    for (const name of PUBLISHED) {
      const installed = join(exampleDir, 'node_modules', name);
      // pnpm links node_modules/@stowly/x to its store copy in node_modules/.pnpm, never to packages/.
      const real = realpathSync(installed);
      expect(relative(packagesDir, real).startsWith('..'), `${name} resolves to ${real}`).toBe(true);
      expect(relative(join(exampleDir, 'node_modules', '.pnpm'), real).startsWith('..')).toBe(false);
      expect(lstatSync(real).isDirectory()).toBe(true);
      const manifest = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
        dependencies?: Record<string, string>;
      };
      expect(JSON.stringify(manifest.exports)).not.toContain('@stowly/source');
      expect(Object.values(manifest.dependencies ?? {}).join(' ')).not.toContain('workspace:');
    }
    // The example depends on the tarballs, not on the workspace.
    const example = JSON.parse(readFileSync(join(exampleDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of PUBLISHED) expect(example.dependencies[name]).toMatch(/^file:\.packs\/.+\.tgz$/);

    const assets = join(exampleDist, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      expect(code, file).not.toMatch(/packages\/(api-client|booking|ui)\/src/);
      expect(code, file).not.toContain('@stowly/source');
    }
  });

  it('books a storage room in Stockholm: unit type, date, plan, insurance, details, card, signature, identity check, confirmation', async () => {
    const { page } = await openPage('/');
    const sent: SentApiRequest[] = [];
    const record = (request: Request) => {
      const url = new URL(request.url());
      if (url.origin !== origin() || !url.pathname.startsWith('/v1/')) return;
      let body: unknown = null;
      try {
        body = request.postDataJSON();
      } catch {
        body = request.postData();
      }
      sent.push({
        method: request.method(),
        path: `${url.pathname}${url.search}`,
        idempotencyKey: request.headers()['idempotency-key'] ?? null,
        body,
      });
    };
    page.on('request', record);
    // The first page load happened in openPage: load it again with the recorder in place.
    await page.reload();

    // The site's own page, in its own words.
    await page.getByRole('heading', { level: 1, name: 'Book a storage unit' }).waitFor();
    await page.getByText(/^At .*Stockholm Kungsholmen\. No account needed\.$/).waitFor();
    const units = page.getByRole('group', { name: 'Storage unit' });
    await expect.poll(() => units.getByRole('radio').count()).toBe(4);
    expect(await units.getByRole('radio', { name: 'Drive-up garage 15 m²' }).isDisabled()).toBe(true);
    await units.getByRole('radio', { name: 'Storage room 5 m²', exact: true }).check();

    // The move-in date with @stowly/ui's date picker, 10 days ahead.
    const moveInDate = dayFromToday(1, 10);
    await chooseMoveInDate(page, moveInDate, 'en');
    await page
      .getByRole('group', { name: 'Billing plan' })
      .getByRole('radio', { name: 'Monthly', exact: true })
      .check();
    await page
      .getByRole('group', { name: 'Insurance' })
      .getByRole('radio', { name: 'Basic cover', exact: true })
      .check();

    // Only the two @stowly/ui components are on the page: the theme root and the date picker.
    const stowlyParts = await page
      .locator('[class*="stowly-"]')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('stowly-')).map((name) => name.slice(7)),
        ),
      );
    expect(stowlyParts.length).toBeGreaterThan(0);
    expect(stowlyParts.filter((part) => part !== 'Root' && !part.startsWith('MoveInDatePicker'))).toEqual([]);

    // The customer's details: the location's country and phone prefix are filled in already.
    const email = `integrator-${Date.now()}@example.com`;
    await fillDetails(page, email);
    await page.getByText(/^Due today:/).waitFor();
    await expectNoAxeViolations(page);

    // Booking: POST /v1/booking with an idempotency key, a bot-check token and the choices.
    const basketId = await bookAndPay(page, origin());
    const booking = sent.find((request) => request.method === 'POST' && request.path === '/v1/booking');
    if (!booking) throw new Error('The page sent no POST /v1/booking');
    expect(booking.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(booking.body).toMatchObject({
      unitTypeId: 102,
      moveInDate,
      billingPeriodId: 1021,
      insuranceId: 101,
      email,
      firstname: 'Ingrid',
      phonePrefix: '+46',
      locationIds: [1],
      languageId: 'EN',
      recaptchaToken: expect.stringMatching(/.+/),
    });
    const consents = (booking.body as { consents: { accepted: boolean }[] }).consents;
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((consent) => consent.accepted)).toBe(true);

    // Checkout: payment on the sandbox's hosted card page.
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    const steps = page.getByRole('list', { name: 'Checkout steps' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Payment');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payWithCard(page, CARDS.success);

    // Back on the site, then the e-signature and the identity check at the sandbox's pages.
    await page.getByRole('heading', { level: 1, name: 'Sign the rental contract' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your identity' }).waitFor();
    await page.getByRole('button', { name: 'Start the identity check' }).click();
    await page.getByRole('button', { name: 'Verify my identity' }).click();

    // The confirmation, with the booking reference the server holds.
    await page.getByRole('heading', { level: 1, name: 'Booking confirmed' }).waitFor();
    const reference = await page.getByRole('definition').first().textContent();
    expect(await page.getByRole('term').first().textContent()).toBe('Booking reference');
    expect(reference).toMatch(/^\d+$/);
    await page.getByText(`We have sent the details to ${email}.`).waitFor();
    await expectNoAxeViolations(page);

    expect(await serverStep(origin(), basketId)).toBe('success');
    const result = (await (await fetch(`${origin()}/v1/checkout/${basketId}/result`)).json()) as {
      data: { bookingId: number; email: string; unitType: { id: number }; moveInDate: string };
    };
    expect(result.data).toMatchObject({
      bookingId: Number(reference),
      email,
      unitType: { id: 102 },
      moveInDate,
    });

    // The checkout calls, in order, each step once; the booking with its own idempotency key.
    const checkoutCalls = sent
      .filter((request) => request.method === 'POST' && request.path.startsWith('/v1/checkout/'))
      .map((request) => request.path.replace(`/v1/checkout/${basketId}`, ''));
    expect(checkoutCalls).toEqual([
      '/payment',
      '/payment/verify',
      '/e-signature',
      '/e-signature/return',
      '/id-check',
      '/id-check/return',
      '/booking',
    ]);
    const createBooking = sent.find((request) => request.path === `/v1/checkout/${basketId}/booking`);
    expect(createBooking?.idempotencyKey).toMatch(/^[\w-]{8,}$/);
    expect(createBooking?.idempotencyKey).not.toBe(booking.idempotencyKey);
  });
  it('a weekly plan needs no insurance; a declined card, then a good one; a cancelled signature is signed again (360 px)', async () => {
    const { page } = await openPage('/', { viewport: 'mobile' });
    await page
      .getByRole('group', { name: 'Storage unit' })
      .getByRole('radio', { name: 'Locker S', exact: true })
      .check();
    await chooseMoveInDate(page, dayFromToday(1, 5), 'en');
    await page
      .getByRole('group', { name: 'Billing plan' })
      .getByRole('radio', { name: 'Weekly', exact: true })
      .check();
    // Without insurances on the plan, the details come next.
    await page.getByRole('heading', { level: 2, name: 'Your details' }).waitFor();
    expect(await page.getByRole('group', { name: 'Insurance' }).count()).toBe(0);
    await fillDetails(page, `integrator-weekly-${Date.now()}@example.com`);
    const basketId = await bookAndPay(page, origin());

    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payWithCard(page, CARDS.declined);
    // Back at the payment step, told why; the basket is kept.
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined and nothing was charged.' })
      .waitFor();
    expect(await serverStep(origin(), basketId)).toBe('payment');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await payWithCard(page, CARDS.success);

    await page.getByRole('heading', { level: 1, name: 'Sign the rental contract' }).waitFor();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.getByRole('button', { name: 'Cancel signing' }).click();
    await page.getByText('The signature was cancelled. Please sign again.').waitFor();
    expect(await serverStep(origin(), basketId)).toBe('e-signature-cancelled');
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your identity' }).waitFor();
    expect(await serverStep(origin(), basketId)).toBe('id-check');
    await expectNoAxeViolations(page);
  });
});
