import type { Meta, StoryObj } from '@storybook/react-vite';
import { PORTAL_BOOKINGS_PAGE_SIZE } from '@stowly/booking';
import { expect, fn, within } from 'storybook/test';
import { BookingsTable } from './BookingsTable';
import { sampleBookings } from './internal/portalSampleData';

const meta = {
  title: 'Portal/BookingsTable',
  component: BookingsTable,
  args: {
    bookings: sampleBookings.slice(0, PORTAL_BOOKINGS_PAGE_SIZE),
    page: 1,
    lastPage: 2,
    onPageChange: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BookingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 5: active, upcoming, cancelled and ended bookings; two can be cancelled. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Bookings' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(PORTAL_BOOKINGS_PAGE_SIZE);
    await expect(within(table).getAllByRole('button', { name: /^Cancel booking/ })).toHaveLength(2);
  },
};

/** The last page, with the rest of the bookings. */
export const LastPage: Story = {
  args: { bookings: sampleBookings.slice(PORTAL_BOOKINGS_PAGE_SIZE), page: 2 },
};

/** Without `onCancel`: no cancellation column. */
export const ReadOnly: Story = { args: { onCancel: undefined, lastPage: 1 } };

/** Each booking's signed rental contract, named with its unit and the PDF's size; a manager's read-only view. */
export const ContractDownloads: Story = {
  args: { onCancel: undefined, lastPage: 1, onDownloadContract: fn(() => Promise.resolve()) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Bookings' });
    await expect(
      within(table).getByRole('button', { name: 'Download the rental contract of unit A-101 (PDF, 53 kB)' }),
    ).toHaveTextContent('PDF, 53 kB');
  },
};

/** The first page is loading. */
export const Loading: Story = { args: { bookings: [], isLoading: true, lastPage: 1 } };

/** The customer has no bookings at this location. */
export const Empty: Story = {
  args: { bookings: [], lastPage: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveTextContent(
      'You have no bookings at this location.',
    );
  },
};

/** CityStash's theme, in German, in euros. */
export const CityStashGerman: Story = {
  args: {
    bookings: sampleBookings
      .slice(0, PORTAL_BOOKINGS_PAGE_SIZE)
      .map((booking) => ({ ...booking, currency: 'EUR' })),
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Buchungen' });
    await expect(within(table).getByRole('button', { name: 'Buchung kündigen A-101' })).toBeInTheDocument();
  },
};
