import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Status/StatusPage',
  component: StatusPage,
  args: {
    tone: 'info',
    title: 'Page not found',
    text: 'The page you are looking for does not exist.',
    primaryAction: { label: 'Back to the start page', href: '/' },
    secondaryAction: { label: 'Contact support', href: 'mailto:support@nordbox.example' },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An information page with two link actions. */
export const Info: Story = {};

/** A warning (triangle icon) with a button action. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Signature expired',
    text: 'The signing session has expired. Please sign the contract again.',
    primaryAction: { label: 'Sign the contract again', onPress: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign the contract again' }));
    await expect(args.primaryAction?.onPress).toHaveBeenCalled();
  },
};

/** An error page. */
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Something went wrong',
    text: 'An unexpected error occurred. Please try again later.',
    primaryAction: { label: 'Try again', onPress: fn() },
    secondaryAction: { label: 'Back to the start page', href: '/' },
  },
};

/** A success page without actions, as a level-2 heading. */
export const SuccessWithoutActions: Story = {
  args: {
    tone: 'success',
    headingLevel: 2,
    title: 'All done',
    text: 'Nothing more to do here.',
    primaryAction: undefined,
    secondaryAction: undefined,
  },
};

/** A state that changes while shown: the text is a live region. */
export const Announced: Story = {
  args: {
    title: 'Identity check in progress',
    text: 'Your identity check is still being processed.',
    announce: true,
    primaryAction: { label: 'Check the status again', onPress: fn() },
    secondaryAction: undefined,
  },
};

/** CityStash's theme, with German texts passed in. */
export const CityStashGerman: Story = {
  args: {
    tone: 'error',
    title: 'Etwas ist schiefgelaufen',
    text: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    primaryAction: { label: 'Erneut versuchen', onPress: fn() },
    secondaryAction: { label: 'Zurück zur Startseite', href: '/' },
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
};
