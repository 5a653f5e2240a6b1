// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, MASTERCARD, portalHandlers, VISA } from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';
import { deferred } from '../../auth/__tests__/support/fakeBackend';

afterEach(cleanup);

const SEPA: Schema<'PaymentMethod'> = {
  id: 3,
  type: 'sepa_debit',
  brand: null,
  last4: '3000',
  expMonth: null,
  expYear: null,
  holderName: 'Anna Svensson',
  status: 'valid',
};

/** The "Saved payment methods" section of the overview, once it is there. */
async function savedMethods(): Promise<HTMLElement> {
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'Saved payment methods' },
    { timeout: 15_000 },
  );
  return heading.closest('section') as HTMLElement;
}

describe('the customer’s saved payment methods on the account overview', { timeout: 20_000 }, () => {
  it('lists every payment method on file from the customer’s own list, with expiry and what needs attention', async () => {
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/customer/{customerId}/payment-method': () => ({
        data: [
          VISA,
          { ...MASTERCARD, status: 'expired', expMonth: 1, expYear: 2026 },
          { ...MASTERCARD, id: 4, last4: '0004', status: 'requires-verification' },
          SEPA,
        ],
      }),
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const section = await savedMethods();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Visa ending in 4242 · Expires 04/2028',
      'Mastercard ending in 5100 · Expired 01/2026',
      'Mastercard ending in 0004 · Expires 09/2030 · needs verification',
      'SEPA Direct Debit IBAN ending in 3000',
    ]);
    expect(
      api.requestsTo('GET /customer-portal/customer/{customerId}/payment-method').map((r) => r.path),
    ).toEqual([`/customer-portal/customer/${CUSTOMER.id}/payment-method`]);
  });

  it('says so while it loads, and when the customer has none', async () => {
    const api = createFakeApi(portalHandlers());
    const answer = deferred<{ data: Schema<'PaymentMethod'>[] }>();
    api.use({ 'GET /customer-portal/customer/{customerId}/payment-method': () => answer.promise });
    await renderPortal('/customer-portal/account-overview/11', api);

    const section = await savedMethods();
    expect(within(section).getByRole('status').textContent).toBe('Loading your payment methods…');
    expect(section.getAttribute('aria-busy')).toBe('true');
    answer.resolve({ data: [] });
    expect(await within(section).findByText('You have no saved payment methods.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('a list that cannot be loaded: an alert with "Try again" that loads it again', async () => {
    const api = createFakeApi(portalHandlers());
    let fail = true;
    api.use({
      'GET /customer-portal/customer/{customerId}/payment-method': () =>
        fail ? apiError(500, 'server-error') : { data: [VISA] },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your payment methods could not be loaded.');
    // The other lists stay.
    expect(screen.getByRole('heading', { level: 2, name: 'Payment method' })).toBeTruthy();
    fail = false;
    await userEvent.click(
      within(alert.closest('section') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    const section = await savedMethods();
    expect((await within(section).findByRole('listitem')).textContent).toBe(
      'Visa ending in 4242 · Expires 04/2028',
    );
  });
});
