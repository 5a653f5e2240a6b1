import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar';
import { DISCOUNT_ATTEMPT_LIMITS } from '../src/domain/discountAttempts';
import { addressKey } from '../src/http/clientAddress';
import {
  actAtProvider,
  bookingBody,
  captchaToken,
  checkoutCall,
  checkoutState,
  completeCheckout,
  createBasket,
  pay,
  reportReturn,
  returnUrls,
} from './support/bookingFlow';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
});

afterAll(async () => {
  await sandbox?.close();
});

/** Every checkout call of a basket, with a body the contract accepts. */
function everyCheckoutCall(
  basketId: number,
): { path: string; body?: unknown; headers?: Record<string, string> }[] {
  const urls = returnUrls(1, basketId);
  return [
    { path: '' },
    { path: '/payment', body: { returnUrl: urls.payment } },
    { path: '/payment/verify', body: { paymentReference: 'pay_guess' } },
    { path: '/e-signature', body: { returnUrl: urls.eSignature } },
    { path: '/e-signature/return', body: { sessionId: 'sig_guess' } },
    { path: '/id-check', body: { returnUrl: urls.idCheck } },
    { path: '/id-check/return', body: { sessionId: 'idc_guess' } },
    { path: '/booking', headers: { 'Idempotency-Key': randomUUID() } },
    { path: '/result' },
    { path: '/release', body: {} },
  ];
}

function call(
  basketId: number,
  step: { path: string; body?: unknown; headers?: Record<string, string> },
  token?: string,
) {
  return sandbox.api(`/v1/checkout/${basketId}${step.path}`, {
    method: step.path === '' || step.path === '/result' ? 'GET' : 'POST',
    body: step.path === '/release' ? undefined : step.body,
    token,
    headers: step.headers,
  });
}

describe('security: checkout access and abuse limits', () => {
  describe("a signed-in customer's basket needs that customer's token", () => {
    it('answers every checkout call without the token, or with another customer’s, as for an unknown basket', async () => {
      const { accessToken: anna } = await signIn(sandbox, 'anna@example.com');
      const { accessToken: bygg } = await signIn(sandbox, 'bygg@example.com');
      const basketId = await createBasket(sandbox, bookingBody(1, { email: 'anna@example.com' }), {
        token: anna,
      });
      const unknown = await (await sandbox.api(`/v1/checkout/${2 ** 52 + 7}`)).json();

      for (const step of everyCheckoutCall(basketId)) {
        for (const [who, token] of [
          ['anonymous', undefined],
          ['another customer', bygg],
        ] as const) {
          const response = await call(basketId, step, token);
          expect(response.status, `${who} ${step.path || 'GET'}`).toBe(404);
          // The same answer as for a basket that does not exist: nothing tells it apart.
          expect(await response.json(), `${who} ${step.path || 'GET'}`).toEqual(unknown);
        }
      }
      // None of those calls changed anything: the owner finds the checkout where it was.
      expect((await checkoutState(sandbox, basketId, { token: anna })).step).toBe('payment');

      const result = await completeCheckout(sandbox, basketId, 1, { token: anna });
      expect(result.customerId).toBe(1);
      const read = (token?: string) => sandbox.api(`/v1/checkout/${basketId}/result`, { token });
      expect((await read(anna)).status).toBe(200);
      expect((await read()).status).toBe(404);
      expect((await read(bygg)).status).toBe(404);
    });

    it('replays a booking answer (Idempotency-Key) only to the owner', async () => {
      const { accessToken: anna } = await signIn(sandbox, 'anna@example.com');
      const basketId = await createBasket(
        sandbox,
        bookingBody(1, { email: 'anna@example.com', unitTypeId: 102, billingPeriodId: 1021 }),
        { token: anna },
      );
      const key = randomUUID();
      const book = (token?: string) =>
        sandbox.api(`/v1/checkout/${basketId}/booking`, {
          method: 'POST',
          token,
          headers: { 'Idempotency-Key': key },
        });
      await completeCheckoutSteps(basketId, anna);
      expect((await book(anna)).status).toBe(201);
      const anonymousReplay = await book();
      expect(anonymousReplay.status).toBe(404);
      expect(anonymousReplay.headers.get('Idempotent-Replayed')).toBeNull();
      const ownReplay = await book(anna);
      expect(ownReplay.status).toBe(201);
      expect(ownReplay.headers.get('Idempotent-Replayed')).toBe('true');
    });

    it("lets only the owner expire a signed-in customer's basket with the sandbox control", async () => {
      const { accessToken: anna } = await signIn(sandbox, 'anna@example.com');
      const basketId = await createBasket(
        sandbox,
        bookingBody(1, { email: 'anna@example.com', moveInDate: addDays(TEST_TODAY, 9) }),
        { token: anna },
      );
      const expire = (token?: string) =>
        sandbox.api(`/sandbox-providers/basket/${basketId}/expire`, { method: 'POST', token });
      expect((await expire()).status).toBe(404);
      expect((await checkoutState(sandbox, basketId, { token: anna })).step).toBe('payment');
      expect((await expire(anna)).status).toBe(204);
      expect((await checkoutState(sandbox, basketId, { token: anna })).step).toBe('session-ended');
    });

    it('keeps an anonymous basket usable by its id alone, signed in or not', async () => {
      const basketId = await createBasket(sandbox, bookingBody(2));
      expect((await checkoutState(sandbox, basketId)).step).toBe('payment');
      const { accessToken } = await signIn(sandbox, 'bygg@example.com');
      expect((await checkoutState(sandbox, basketId, { token: accessToken })).step).toBe('payment');
      const started = await checkoutCall(sandbox, basketId, '/payment', {
        returnUrl: returnUrls(2, basketId).payment,
      });
      expect(started.status).toBe(200);
    });
  });

  describe('trying discount codes is rate-limited', () => {
    const limits = DISCOUNT_ATTEMPT_LIMITS;
    let nextAddress = 1;
    /** A fresh client address (TEST-NET-3), so each test starts with empty windows. */
    const freshAddress = () => `203.0.113.${nextAddress++}`;

    /** A request as @hono/node-server hands it over: with the connection's remote address. */
    function fromAddress(
      address: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ): Promise<Response> {
      return Promise.resolve(
        sandbox.app.request(
          `http://127.0.0.1:8080${path}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers },
            body: JSON.stringify(body),
          },
          { incoming: { socket: { remoteAddress: address } } },
        ),
      );
    }
    const validate = (address: string, unitTypeId: number, discountCode: string, headers = {}) =>
      fromAddress(
        address,
        `/v1/unit-type/${unitTypeId}/discount/validation`,
        { discountCode, billingPeriodId: unitTypeId * 10 + 1, customerType: 'private', moveIn: TEST_TODAY },
        headers,
      );
    const price = (address: string, unitTypeId: number, discountCode: string | null) =>
      fromAddress(address, `/v1/unit-type/${unitTypeId}/price`, {
        billingPeriodId: unitTypeId * 10 + 1,
        customerType: 'private',
        moveIn: addDays(TEST_TODAY, 7),
        discountCode,
      });
    const statuses = async (responses: Promise<Response>[]) =>
      (await Promise.all(responses)).map((r) => r.status);

    async function expectTooMany(response: Response): Promise<number> {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers.get('Retry-After'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(limits.windowSeconds);
      expect(await response.json()).toEqual({
        error: {
          code: 'too-many-requests',
          message: 'Too many discount codes were tried. Please wait a minute and try again.',
          details: [],
        },
      });
      return retryAfter;
    }

    it(`allows ${limits.perUnitType} rejected codes a minute per address and unit type, then 429 with Retry-After, also for a valid code`, async () => {
      const address = freshAddress();
      for (let guess = 0; guess < limits.perUnitType; guess += 1) {
        const response = await validate(address, 101, `GUESS${guess}`);
        expect(response.status, `guess ${guess}`).toBe(422);
        expect((await response.json()).error.code).toBe('invalid-discount-code');
      }
      // Over the limit the code is not even checked: a valid one is refused the same way.
      expect(await expectTooMany(await validate(address, 101, 'GUESS-NEXT'))).toBe(limits.windowSeconds);
      sandbox.advance(20_000);
      expect(await expectTooMany(await validate(address, 101, 'WELCOME10'))).toBe(limits.windowSeconds - 20);
      // The price calculation checks the code too: refused as well.
      await expectTooMany(await price(address, 101, 'WELCOME10'));
      // Another address is not held up, nor is this address at another unit type.
      expect((await validate(freshAddress(), 101, 'WELCOME10')).status).toBe(200);
      expect((await validate(address, 102, 'WELCOME10')).status).toBe(200);
      // A price without a code is no attempt at all.
      expect((await price(address, 101, null)).status).toBe(200);

      // Once the window has passed, the valid code works.
      sandbox.advance(limits.windowSeconds * 1000 - 20_000);
      const later = await validate(address, 101, 'WELCOME10');
      expect(later.status).toBe(200);
      expect((await later.json()).data.code).toBe('WELCOME10');
    });

    it('counts parallel attempts before any is checked: a burst gets exactly the limit through', async () => {
      const address = freshAddress();
      const burst = await statuses(
        Array.from({ length: 25 }, (_, index) => validate(address, 103, `BURST${index}`)),
      );
      expect(burst.filter((status) => status === 422)).toHaveLength(limits.perUnitType);
      expect(burst.filter((status) => status === 429)).toHaveLength(25 - limits.perUnitType);
    });

    it('does not count valid codes: a customer with a code can recalculate the price freely', async () => {
      const address = freshAddress();
      // One after the other, as the app recalculates (attempts still running count, see the burst).
      for (let calculation = 0; calculation < 25; calculation += 1) {
        expect((await price(address, 104, 'FLAT100')).status).toBe(200);
      }
      expect((await validate(address, 104, 'flat100')).status).toBe(200);
      // Its rejected codes still count from zero.
      for (let guess = 0; guess < limits.perUnitType; guess += 1) {
        expect((await price(address, 104, `NOPE${guess}`)).status).toBe(422);
      }
      await expectTooMany(await price(address, 104, 'FLAT100'));
    });

    it(`allows ${limits.perAddress} rejected codes a minute per address across unit types`, async () => {
      const address = freshAddress();
      const unitTypes = [101, 102, 103, 104];
      let rejected = 0;
      for (const unitTypeId of unitTypes.slice(0, limits.perAddress / limits.perUnitType)) {
        for (let guess = 0; guess < limits.perUnitType; guess += 1) {
          expect((await validate(address, unitTypeId, `SPREAD${guess}`)).status).toBe(422);
          rejected += 1;
        }
      }
      expect(rejected).toBe(limits.perAddress);
      await expectTooMany(await validate(address, 104, 'WELCOME10'));
      sandbox.advance(limits.windowSeconds * 1000);
    });

    it('counts a booking submission with a rejected code, and refuses one over the limit', async () => {
      const address = freshAddress();
      for (let guess = 0; guess < limits.perUnitType; guess += 1) {
        expect((await validate(address, 101, `BOOK${guess}`)).status).toBe(422);
      }
      const submission = await fromAddress(
        address,
        '/v1/booking',
        { ...bookingBody(1, { discountCode: 'WELCOME10' }), recaptchaToken: await captchaToken(sandbox) },
        { 'Idempotency-Key': randomUUID() },
      );
      await expectTooMany(submission);
      sandbox.advance(limits.windowSeconds * 1000);
    });

    it('keys on the connection’s address: X-Forwarded-For is ignored unless the sandbox trusts a proxy', async () => {
      const address = freshAddress();
      for (let guess = 0; guess < limits.perUnitType; guess += 1) {
        const spoofed = { 'X-Forwarded-For': `198.51.100.${guess + 1}` };
        expect((await validate(address, 102, `XFF${guess}`, spoofed)).status).toBe(422);
      }
      await expectTooMany(await validate(address, 102, 'WELCOME10', { 'X-Forwarded-For': '198.51.100.99' }));

      // Behind a proxy the sandbox trusts, the address is the one that proxy appended (the last).
      sandbox.config.trustProxy = true;
      try {
        const proxy = freshAddress();
        const client = { 'X-Forwarded-For': 'forged-by-client, 192.0.2.50' };
        for (let guess = 0; guess < limits.perUnitType; guess += 1) {
          expect((await validate(proxy, 102, `PROXY${guess}`, client)).status).toBe(422);
        }
        await expectTooMany(await validate(proxy, 102, 'WELCOME10', client));
        // Another client behind the same proxy is not held up.
        expect((await validate(proxy, 102, 'WELCOME10', { 'X-Forwarded-For': '192.0.2.51' })).status).toBe(
          200,
        );
      } finally {
        sandbox.config.trustProxy = false;
      }
      sandbox.advance(limits.windowSeconds * 1000);
    });

    it(`allows a signed-in customer ${limits.perCustomer} rejected codes a minute from any addresses`, async () => {
      const { accessToken } = await signIn(sandbox, 'anna@example.com');
      const asAnna = { Authorization: `Bearer ${accessToken}` };
      for (const unitTypeId of [101, 102, 103]) {
        const address = freshAddress();
        for (let guess = 0; guess < limits.perUnitType; guess += 1) {
          expect((await validate(address, unitTypeId, `ANNA${guess}`, asAnna)).status).toBe(422);
        }
      }
      await expectTooMany(await validate(freshAddress(), 104, 'WELCOME10', asAnna));
      // The same fresh address without her token is free to go.
      expect((await validate(freshAddress(), 104, 'WELCOME10')).status).toBe(200);
      sandbox.advance(limits.windowSeconds * 1000);
    });

    it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', () => {
      expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
      expect(addressKey('2001:0db8:00aa:00bb::ffff')).toBe('2001:db8:aa:bb::/64');
      expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
      expect(addressKey('::1')).toBe('0:0:0:0::/64');
      expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
      expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    });
  });
});

/** Pays, signs and passes the identity check of a Stockholm basket with `token`, up to `create-booking`. */
async function completeCheckoutSteps(basketId: number, token: string): Promise<void> {
  await pay(sandbox, basketId, 1, { token });
  const signed = await actAtProvider(sandbox, basketId, 1, 'e-signature', 'sign', { token });
  const afterSigning = await reportReturn(sandbox, basketId, 'e-signature', signed, { token });
  expect(afterSigning.status).toBe(200);
  // A customer verified by an earlier booking of the file is not checked again.
  if (
    ((await afterSigning.json()) as { data: { identityCheck: string } }).data.identityCheck === 'required'
  ) {
    const verified = await actAtProvider(sandbox, basketId, 1, 'id-check', 'pass', { token });
    expect((await reportReturn(sandbox, basketId, 'id-check', verified, { token })).status).toBe(200);
  }
  expect((await checkoutState(sandbox, basketId, { token })).step).toBe('create-booking');
}
