import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MoveInDetails, type MoveInDetailsData } from './MoveInDetails';

/** The move-in facts of a checkout result (no gate code: the success page). */
const facts: MoveInDetailsData = {
  unitName: 'A-104',
  moveInDate: '2026-03-01',
  locationName: 'Nordbox Stockholm Kungsholmen',
  address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
  mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
  accessHours: [
    { weekdays: [1, 2, 3, 4, 5], opens: '06:00', closes: '23:00' },
    { weekdays: [6, 7], opens: '08:00', closes: '20:00' },
  ],
};

const meta = {
  title: 'Checkout/MoveInDetails',
  component: MoveInDetails,
  args: { details: facts, signInHref: '/customer-portal', onDownloadCalendar: fn(() => Promise.resolve()) },
} satisfies Meta<typeof MoveInDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The success page: everything but the gate code, which needs sign-in. */
export const SuccessPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in to see your gate code' })).toHaveAttribute(
      'href',
      '/customer-portal',
    );
    await expect(
      canvas.getByRole('button', { name: 'Add move-in day to calendar (.ics)' }),
    ).toBeInTheDocument();
  },
};

/** The portal, signed in as the booking's owner: the gate code. */
export const GateCode: Story = {
  args: { details: { ...facts, gateAccess: { status: 'available', code: '2580' } }, onClose: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2580')).toBeInTheDocument();
  },
};

/** The portal before the identity check passed: the code is withheld. */
export const IdentityCheckPending: Story = {
  args: { details: { ...facts, gateAccess: { status: 'withheld-until-id-check', code: null } } },
};

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  args: { details: { ...facts, gateAccess: { status: 'available', code: '8642' } } },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Einzugsinformationen' }),
    ).toBeInTheDocument();
  },
};
