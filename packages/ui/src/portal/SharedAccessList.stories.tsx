import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHARED_ACCESSES_PAGE_SIZE } from '@stowly/booking';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { sampleManagers } from './internal/portalSampleData';
import { SharedAccessList } from './SharedAccessList';

const meta = {
  title: 'Portal/SharedAccessList',
  component: SharedAccessList,
  args: {
    managers: sampleManagers.slice(0, SHARED_ACCESSES_PAGE_SIZE),
    page: 1,
    lastPage: 2,
    onPageChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    timeZone: 'Europe/Stockholm',
  },
} satisfies Meta<typeof SharedAccessList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of managers, invited and active, with the invitation form. */
export const Managers: Story = {};

/** Removing asks first. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Erik Lund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove access for Erik Lund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    await expect(args.onRemove).toHaveBeenCalledWith(sampleManagers[0]);
  },
};

/** The invitation form checks the fields before it sends anything. */
export const InvalidInvitation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Invite a person' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'anna@');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await expect(form).toHaveTextContent('Please enter a valid email address.');
    await expect(form).toHaveTextContent('This field is required.');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The email already has access (409 `manager-exists`). */
export const ManagerExists: Story = {
  args: {
    onAdd: fn(() => {
      // Thrown at once rather than rejected later: the story needs no pending state.
      throw { code: 'manager-exists' };
    }),
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Invite a person' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Maja Berg');
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Email address' }),
      'maja.berg@example.com',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await expect(
      await within(form).findByText('This email address already has access at this location.'),
    ).toBeInTheDocument();
  },
};

/** Nobody else has access yet. */
export const Empty: Story = { args: { managers: [], lastPage: 1 } };

/** Loading. */
export const Loading: Story = { args: { managers: [], lastPage: 1, isLoading: true } };

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Geteilter Zugang' })).toBeInTheDocument();
  },
};
