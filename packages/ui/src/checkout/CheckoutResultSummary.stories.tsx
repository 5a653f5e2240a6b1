import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type CheckoutResultData, CheckoutResultSummary } from './CheckoutResultSummary';

/** A monthly booking in SEK, as `getCheckoutResult` answers it. */
const sekResult: CheckoutResultData = {
  bookingId: 48213,
  unitType: { id: 7, name: 'Small unit' },
  unitName: 'A-104',
  moveInDate: '2026-03-01',
  email: 'anna.svensson@example.com',
  currency: 'SEK',
  dueNow: 1485,
  recurringAmount: 1611.25,
};

/** A weekly booking in euros with nothing due at booking (the card was saved for later). */
const eurResult: CheckoutResultData = {
  bookingId: 9031,
  unitType: { id: 21, name: 'Lagerbox M' },
  unitName: 'M-12',
  moveInDate: '2026-04-15',
  email: 'max.muster@example.at',
  currency: 'EUR',
  dueNow: 0,
  recurringAmount: 28.56,
};

const meta = {
  title: 'Checkout/CheckoutResultSummary',
  component: CheckoutResultSummary,
  args: {
    result: sekResult,
    locationName: 'Nordbox Södermalm',
    period: 'monthly',
    portalHref: '/customer-portal/account-overview/12',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The success page of a monthly booking by a signed-in customer: a link to the booking in their portal. */
export const Monthly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    await expect(canvas.getByText('48213')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'See this booking in your customer portal' }),
    ).toHaveAttribute('href', '/customer-portal/account-overview/12');
  },
};

/** Booked without signing in: the mail carries the link to the customer portal, the page has none. */
export const BookedWithoutSigningIn: Story = {
  args: { portalHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'We have sent a confirmation to anna.svensson@example.com, with a link to open your customer portal.',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The billing period is not known to the host: the amount is labelled "Recurring". */
export const PeriodUnknown: Story = { args: { period: undefined } };

/** CityStash's theme, in German, weekly in euros with nothing paid now. */
export const CityStashGermanWeekly: Story = {
  args: { result: eurResult, locationName: 'CityStash Wien Mitte', period: 'weekly' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Buchung bestätigt' })).toBeInTheDocument();
    await expect(canvas.getByText('Jede Woche')).toBeInTheDocument();
  },
};

/** In Greek, to check long words and another script. */
export const Greek: Story = { parameters: { stowly: { language: 'el' } } };
