import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InterestRegistrationForm } from './InterestRegistrationForm';

const meta = {
  title: 'Customer/InterestRegistrationForm',
  component: InterestRegistrationForm,
  args: {
    unitTypeName: 'Drive-up garage 15 m²',
    defaultPhonePrefix: '+46',
    moveInDateWindow: { minDate: '2030-03-12', maxDate: '2030-05-12' },
    consents: [
      {
        type: 'contact',
        label: 'Contact me when a unit of this type becomes free',
        required: true,
        url: null,
      },
      {
        type: 'marketing',
        label: 'Nordbox may send me offers by email.',
        required: false,
        url: 'https://example.com/marketing',
      },
    ],
    onSubmit: fn(() => Promise.resolve()),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof InterestRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: the location's phone prefix and the earliest move-in day are filled in. */
export const Empty: Story = {};

/** Sending an empty form: every error shows and the first field is focused; nothing is sent. */
export const SubmitWithErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send registration' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
  },
};

/**
 * A complete registration, sent with Enter from the last field: `onSubmit` gets the data and, once
 * it fulfils, a confirmation takes the form's place and gets focus. (Pressed instead, the pending
 * button's screen reader announcement outlives the button for a few seconds, which axe reports.)
 */
export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Robin');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Example');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'robin@example.com');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Contact me/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '701234567{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Thank you! We will contact you as soon as a unit of this type becomes free.',
      ),
    );
  },
};

/** The registration could not be sent: the form stays, with a message. */
export const Failed: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Network down'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Robin');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Example');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email address/ }), 'robin@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone number/ }), '701234567');
    await userEvent.click(canvas.getByRole('checkbox', { name: /^Contact me/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send registration' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your registration could not be sent. Please try again.',
    );
  },
};
