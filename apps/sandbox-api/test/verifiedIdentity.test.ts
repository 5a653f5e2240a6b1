import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar';
import { hashPassword } from '../src/identity/secrets';
import {
  actAtProvider,
  bookingBody,
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
afterAll(() => sandbox.close());

/** Pays and signs; answers the step the checkout goes to after the signature. */
async function stepAfterSigning(basketId: number, locationId: 1 | 2 | 3, token?: string) {
  await pay(sandbox, basketId, locationId, { token });
  const signed = await actAtProvider(sandbox, basketId, locationId, 'e-signature', 'sign', { token });
  const answer = await reportReturn(sandbox, basketId, 'e-signature', signed, { token });
  expect(answer.status).toBe(200);
  return (await answer.json()).data.step;
}

/** A customer made by an anonymous first booking that passed the identity check, then given a password. */
async function verifiedNewCustomer(email: string) {
  const first = await createBasket(sandbox, bookingBody(1, { email }));
  expect((await checkoutState(sandbox, first)).identityCheck).toBe('required');
  await completeCheckout(sandbox, first, 1);
  // The activation mail's link sets the password (tested in accountLinks.test.ts); here directly.
  await sandbox.db
    .updateTable('customer')
    .set({ password_hash: await hashPassword('a-good-password') })
    .where('email', '=', email)
    .where('guest', '=', false)
    .execute();
  return signIn(sandbox, email, { password: 'a-good-password' });
}

describe('verified identity reuse', () => {
  it('skips the identity check of a verified customer who books signed in, at the same tenant', async () => {
    const email = 'verified.once@example.com';
    const { accessToken } = await verifiedNewCustomer(email);

    // Oslo, also Nordbox's: the second booking, signed in, has no identity-check step.
    const second = await createBasket(sandbox, bookingBody(2, { email }), { token: accessToken });
    const state = await checkoutState(sandbox, second, { token: accessToken });
    expect(state.identityCheck).toBe('already-verified');
    expect(await stepAfterSigning(second, 2, accessToken)).toBe('create-booking');
    // There is no identity check to start.
    const started = await checkoutCall(
      sandbox,
      second,
      '/id-check',
      { returnUrl: returnUrls(2, second).idCheck },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect(started.status).toBe(409);
    expect((await started.json()).error).toMatchObject({ code: 'wrong-step', currentStep: 'create-booking' });
    const created = await sandbox.api(`/v1/checkout/${second}/booking`, {
      method: 'POST',
      token: accessToken,
    });
    expect(created.status).toBe(201);
  });

  it('still checks an anonymous booking with a verified customer’s email', async () => {
    const email = 'verified.twice@example.com';
    await verifiedNewCustomer(email);
    const anonymous = await createBasket(
      sandbox,
      bookingBody(2, { email, moveInDate: addDays(TEST_TODAY, 9) }),
    );
    expect((await checkoutState(sandbox, anonymous)).identityCheck).toBe('required');
    expect(await stepAfterSigning(anonymous, 2)).toBe('id-check');
  });

  it('still checks a verified customer at another tenant', async () => {
    const email = 'verified.elsewhere@example.com';
    const { accessToken } = await verifiedNewCustomer(email);
    // CityStash's Berlin asks for an identity check in this test; the token is of a Nordbox customer.
    await sandbox.db.updateTable('location').set({ requires_id_check: true }).where('id', '=', 3).execute();
    try {
      const elsewhere = await createBasket(sandbox, bookingBody(3, { email }), { token: accessToken });
      expect((await checkoutState(sandbox, elsewhere)).identityCheck).toBe('required');
      expect(await stepAfterSigning(elsewhere, 3)).toBe('id-check');
    } finally {
      await sandbox.db
        .updateTable('location')
        .set({ requires_id_check: false })
        .where('id', '=', 3)
        .execute();
    }
  });

  it('verifies a signed-in customer by their own checkout, but not by a guest booking with their email', async () => {
    const { accessToken } = await signIn(sandbox, 'bygg@example.com');
    const body = (days: number, overrides = {}) =>
      bookingBody(1, { email: 'bygg@example.com', moveInDate: addDays(TEST_TODAY, days), ...overrides });

    // Someone not signed in books with the email and passes the check: the account is not verified.
    const guest = await createBasket(sandbox, body(10, { firstname: 'Mallory' }));
    await completeCheckout(sandbox, guest, 1);
    const first = await createBasket(sandbox, body(11), { token: accessToken });
    expect((await checkoutState(sandbox, first, { token: accessToken })).identityCheck).toBe('required');

    // The customer's own checkout, signed in, passes the check: their next booking skips it.
    await completeCheckout(sandbox, first, 1, { token: accessToken });
    const next = await createBasket(sandbox, body(12), { token: accessToken });
    expect((await checkoutState(sandbox, next, { token: accessToken })).identityCheck).toBe(
      'already-verified',
    );
  });

  it('says `not-required` where the location asks for no identity check', async () => {
    const basketId = await createBasket(sandbox, bookingBody(3));
    expect((await checkoutState(sandbox, basketId)).identityCheck).toBe('not-required');
  });
});
