// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { bookingDraftStorageKey } from '@stowly/booking';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationRoute } from '../../../routes/LocationRoute';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import OptionsPage from '../OptionsPage';
import { createBookingBackend, data, renderBookingApp } from './support/renderBookingApp';

const routes = [
  {
    path: '/:locationId/unit-type/:unitTypeId/options',
    element: (
      <LocationRoute>
        <OptionsPage />
      </LocationRoute>
    ),
  },
];

/** A move-in date a few days from now, inside the location's window. */
function moveInDate(): string {
  const date = new Date(Date.now() + 5 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

const page = <T,>(items: T[]) => ({
  status: 200,
  body: { data: items, page: 1, pageSize: 100, lastPage: 1, total: items.length },
});

/** Three plans: two monthly with insurances, one weekly without. */
const PLANS: Schema<'BillingPeriod'>[] = [
  {
    id: 121,
    name: 'Monthly',
    period: 'monthly',
    amount: 490,
    amountInclTax: 490,
    taxRate: 0,
    hasInsurances: true,
    minimumPeriods: 1,
    noticePeriodDays: 14,
  },
  {
    id: 122,
    name: 'Monthly, 12-month term',
    period: 'monthly',
    amount: 441,
    amountInclTax: 441,
    taxRate: 0,
    hasInsurances: true,
    minimumPeriods: 12,
    noticePeriodDays: 30,
  },
  {
    id: 123,
    name: 'Weekly',
    period: 'weekly',
    amount: 124,
    amountInclTax: 124,
    taxRate: 0,
    hasInsurances: false,
    minimumPeriods: 2,
    noticePeriodDays: 7,
  },
];

const insurance = (id: number, name: string, billingPeriodId: number): Schema<'Insurance'> => ({
  id,
  name,
  description: '',
  coverageAmount: 50000,
  billingPeriod: { id: billingPeriodId, period: 'monthly', amount: 69, amountInclTax: 69, taxRate: 0 },
});

const product = (
  id: number,
  name: string,
  frequency: 'one_time' | 'recurring',
): Schema<'OptionalProduct'> => ({
  id,
  name,
  description: '',
  frequency,
  amount: 99,
  amountInclTax: 99,
  taxRate: 0,
  maxQuantity: 10,
  imageUrl: null,
});

/** The price the fake API calculates: weekly rent and a padlock, 25 % VAT. */
const PRICE: Schema<'PriceCalculation'> = {
  currency: 'SEK',
  period: 'weekly',
  lines: [
    {
      kind: 'rent',
      label: 'Locker S',
      quantity: 1,
      unitAmount: 124,
      amount: 124,
      unitAmountInclTax: 124,
      amountInclTax: 124,
      recurring: true,
    },
    {
      kind: 'one_time_product',
      label: 'Padlock',
      quantity: 1,
      unitAmount: 99,
      amount: 99,
      unitAmountInclTax: 99,
      amountInclTax: 99,
      recurring: false,
    },
    {
      kind: 'tax',
      label: 'VAT',
      quantity: 1,
      unitAmount: 55.75,
      amount: 55.75,
      unitAmountInclTax: 55.75,
      amountInclTax: 55.75,
      recurring: false,
    },
  ],
  discount: null,
  subtotal: 223,
  tax: { rate: 25, amount: 55.75 },
  dueNow: 278.75,
  recurringAmount: 155,
  recurringAmountExclTax: 124,
};

/** The options page of unit type 12 with a draft (date, plan, insurance, products) to restore. */
function renderOptionsPage(draft: {
  bookingPlan: number | null;
  insurance?: number;
  oneTimeProducts?: number[];
  recurringProducts?: number[];
}) {
  const backend = createBookingBackend();
  backend.use('GET /v1/unit-type/12/available-unit', () =>
    data({ available: true, availableUnits: 3, nextAvailableDate: null }),
  );
  backend.use('GET /v1/unit-type/12/billing-period', () => page(PLANS));
  backend.use('GET /v1/unit-type/12/insurance', ({ query }) => {
    const planId = Number(query.get('billingPeriodId'));
    // Basic and Plus with both monthly plans; Premium only with the plain monthly one.
    const offered = [insurance(101, 'Basic cover', planId), insurance(102, 'Plus cover', planId)];
    if (planId === 121) offered.push(insurance(103, 'Premium cover', planId));
    return page(planId === 123 ? [] : offered);
  });
  backend.use('GET /v1/unit-type/12/optional-product', ({ query }) => {
    const planId = Number(query.get('billingPeriodId'));
    // The padlock goes with every plan; parking only with the monthly plans.
    const offered = [product(51, 'Padlock', 'one_time')];
    if (planId !== 123) offered.push(product(61, 'Parking space', 'recurring'));
    return page(offered);
  });
  backend.use('POST /v1/unit-type/12/price', () => data({ data: PRICE }));
  window.sessionStorage.setItem(
    bookingDraftStorageKey(11),
    JSON.stringify({
      unitType: { id: 12 },
      discountCode: null,
      customerData: { customerType: 'private' },
      insurance: draft.insurance ? { id: draft.insurance, billingPeriod: { id: draft.bookingPlan } } : null,
      bookingPlan: draft.bookingPlan === null ? null : { id: draft.bookingPlan },
      moveInDate: moveInDate(),
      oneTimeProducts: (draft.oneTimeProducts ?? []).map((id) => ({ id, quantity: 1 })),
      recurringProducts: (draft.recurringProducts ?? []).map((id) => ({ id, quantity: 2 })),
    }),
  );
  return renderBookingApp({
    entries: ['/11/unit-type/12/options?lang=en'],
    routes,
    backend,
    deferredLocation: true,
  });
}

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom does not lay out; the page scrolls a section it moves to into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('options page by keyboard (WAI-ARIA radio group)', () => {
  it('a first plan chosen with ↓ keeps the focus on the plan', async () => {
    renderOptionsPage({ bookingPlan: null });
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    monthly.focus();
    await userEvent.keyboard('{ArrowDown}');
    const term = screen.getByRole('radio', { name: 'Monthly, 12-month term' }) as HTMLInputElement;
    await waitFor(() => expect(term.checked).toBe(true));
    await screen.findByRole('radio', { name: /^Basic cover/ });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(term);
  }, 20_000);

  it('↓ in the plans selects the next plan and the focus stays on it; Tab moves on', async () => {
    renderOptionsPage({ bookingPlan: 121, insurance: 101 });
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    await waitFor(() => expect((monthly as HTMLInputElement).checked).toBe(true));
    await screen.findByRole('radio', { name: 'Basic cover' });
    monthly.focus();

    await userEvent.keyboard('{ArrowDown}');
    const term = screen.getByRole('radio', { name: 'Monthly, 12-month term' }) as HTMLInputElement;
    await waitFor(() => expect(term.checked).toBe(true));
    // Let every effect of the change run (lists for the new plan, the section query).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(term);

    await userEvent.keyboard('{ArrowDown}');
    const weekly = screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement;
    await waitFor(() => expect(weekly.checked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(weekly);

    // Tab leaves the group for what comes next (the products).
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /^Padlock/ }));
  }, 20_000);

  it('↓ in the insurances selects the next one and the focus stays on it', async () => {
    renderOptionsPage({ bookingPlan: 121, insurance: 101 });
    const basic = (await screen.findByRole('radio', { name: /^Basic cover/ })) as HTMLInputElement;
    await waitFor(() => expect(basic.checked).toBe(true));
    basic.focus();
    await userEvent.keyboard('{ArrowDown}');
    const plus = screen.getByRole('radio', { name: /^Plus cover/ }) as HTMLInputElement;
    await waitFor(() => expect(plus.checked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(plus);
  }, 20_000);
});

describe('options page: a plan change keeps what the new plan still offers', () => {
  const checked = (role: 'radio' | 'checkbox', name: RegExp) =>
    (screen.getByRole(role, { name }) as HTMLInputElement).checked;

  it('keeps the insurance and products the new plan offers and says which one it removed', async () => {
    const app = renderOptionsPage({
      bookingPlan: 121,
      insurance: 101,
      oneTimeProducts: [51],
      recurringProducts: [61],
    });
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    await waitFor(() => expect(checked('checkbox', /^Parking space/)).toBe(true));
    expect(checked('radio', /^Basic cover/)).toBe(true);
    monthly.focus();

    // The 12-month plan offers Basic cover, the padlock and the parking space: all kept.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(checked('radio', /^Monthly, 12-month term/)).toBe(true));
    await waitFor(() => expect(checked('radio', /^Basic cover/)).toBe(true));
    expect(checked('checkbox', /^Padlock/)).toBe(true);
    expect(checked('checkbox', /^Parking space/)).toBe(true);
    expect(screen.queryByText(/was removed/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly, 12-month term' }));

    // Weekly has no insurances and no parking: both go, and the page says so politely.
    await userEvent.keyboard('{ArrowDown}');
    const status = await screen.findByText(
      'Parking space is not offered with the plan “Weekly” and was removed from your booking.',
    );
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(
      screen.getByText(
        'Basic cover is not offered with the plan “Weekly” and was removed from your booking.',
      ),
    ).toBeTruthy();
    expect(checked('checkbox', /^Padlock/)).toBe(true);
    expect(screen.queryByRole('checkbox', { name: /^Parking space/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Weekly' }));
    // The draft holds the kept choice.
    const draft = JSON.parse(window.sessionStorage.getItem(bookingDraftStorageKey(11)) ?? '{}');
    expect(draft).toMatchObject({
      bookingPlan: { id: 123 },
      insurance: null,
      oneTimeProducts: [{ id: 51, quantity: 1 }],
      recurringProducts: [],
    });
    expect(app.backend.requestsTo('GET', '/v1/unit-type/12/insurance').length).toBeGreaterThan(0);
  }, 20_000);

  it('an insurance the new plan does not offer is removed, with the message', async () => {
    renderOptionsPage({ bookingPlan: 121, insurance: 103 });
    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    await waitFor(() => expect(checked('radio', /^Premium cover/)).toBe(true));
    monthly.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(
      await screen.findByText(
        'Premium cover is not offered with the plan “Monthly, 12-month term” and was removed from your booking.',
      ),
    ).toBeTruthy();
    expect(checked('radio', /^Basic cover/)).toBe(false);
    expect(screen.queryByRole('radio', { name: /^Premium cover/ })).toBeNull();
  }, 20_000);
});

describe('options page: the booking summary', () => {
  it('says where and from when, groups weekly and one-off lines, and puts the running total before the continue button', async () => {
    renderOptionsPage({ bookingPlan: 123, oneTimeProducts: [51] });
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    await within(summary).findByRole('heading', { name: 'Every week' }, { timeout: 5000 });
    expect(within(summary).getByText('Stowly Södermalm')).toBeTruthy();
    expect(within(summary).getAllByText('Locker S')).toHaveLength(2); // the unit, and its rent line
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${moveInDate()}T12:00:00Z`),
    );
    expect(within(summary).getByText(day)).toBeTruthy();
    expect(within(summary).getByRole('heading', { name: 'Once, with the first payment' })).toBeTruthy();

    // Before the way on, the total is there to read, with a link to the whole summary.
    const details = screen.getByRole('link', { name: 'See the price details' });
    const total = details.closest('p');
    expect(total?.textContent).toContain('Due now');
    expect(total?.textContent).toContain('Then SEK\u00a0155.00 per week');
    const continueLink = screen.getByRole('link', { name: 'Continue to the basket' });
    expect(details.compareDocumentPosition(continueLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details.getAttribute('href')).toBe(`#${summary.parentElement?.id}`);
  }, 20_000);

  it('without a plan, the hint of what a price needs is inside the summary card', async () => {
    renderOptionsPage({ bookingPlan: null });
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(
      await within(summary).findByText('Choose a move-in date and a billing period to see the price.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the price details' })).toBeNull();
  }, 20_000);
});
