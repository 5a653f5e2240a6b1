import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomerForm, type CustomerFormData } from './CustomerForm';

const complete: CustomerFormData = {
  customerType: 'private',
  firstName: 'Anna',
  lastName: 'Svensson',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 752 },
  email: 'anna@example.com',
  phone: { prefix: '+46', number: '701234567' },
  conditions: true,
  privacy: true,
  cancellation: true,
};

const meta = {
  title: 'Customer/CustomerForm',
  component: CustomerForm,
  args: {
    countries: [
      { id: 276, name: 'Deutschland', phonePrefix: '+49' },
      { id: 578, name: 'Norge', phonePrefix: '+47' },
      { id: 752, name: 'Sverige', phonePrefix: '+46' },
    ],
    conditionsHref: 'https://example.com/terms',
    privacyHref: 'https://example.com/privacy',
    cancellationHref: 'https://example.com/cancellation',
    onChange: fn(),
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: a private customer by default, every required field marked. */
export const Empty: Story = {};

/** A business customer: company name (required) and VAT number (optional) appear. */
export const Business: Story = {
  args: {
    defaultValue: {
      ...complete,
      customerType: 'business',
      companyName: 'Svensson Bygg AB',
      vatNumber: 'SE556677889901',
    },
  },
};

/** Leaving a field empty shows its message; typing into a field for the first time does not. */
export const BlurValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /^Email address/ });
    await userEvent.type(email, 'a@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeInTheDocument();
  },
};

/** Submitting an empty form: every error shows, the count is announced and the first field focused. */
export const SubmitWithErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please correct 11 fields.');
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
  },
};

/** Complete data: submitting hands it to `onSubmit`. */
export const Complete: Story = {
  args: { defaultValue: complete },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(complete);
  },
};

/** The booking API refused some fields: their messages show on them and the first is focused. */
export const ServerErrors: Story = {
  args: {
    defaultValue: complete,
    serverErrors: { email: { key: 'formValidation.email' }, zip: { key: 'formValidation.default' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toHaveFocus());
    await expect(canvas.getByText('This field is not valid.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please correct 2 fields.');
  },
};

/** The location's consents (tenant text, one with a document) and the host's bot check; a required consent blocks the submission. */
export const ConsentsAndCaptcha: Story = {
  args: {
    defaultValue: complete,
    consents: [
      {
        type: 'storageRules',
        label: 'I will not store hazardous goods in the unit.',
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
    captcha: <div style={{ padding: 12, border: '1px dashed #8e8e8e', width: 'fit-content' }}>reCAPTCHA</div>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The required consent is the only field missing.
    await expect(canvas.getByRole('checkbox', { name: /hazardous goods/ })).toHaveFocus();
  },
};

/** While the booking is sent: the button is pending and says so. */
export const Submitting: Story = {
  args: { defaultValue: complete, isSubmitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending your details…' });
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** CityStash's theme, in German, after a submission with missing fields. */
export const CityStashGerman: Story = {
  args: { defaultValue: { customerType: 'business', firstName: 'Jonas' } },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Kasse' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Bitte korrigieren Sie 11 Felder.');
    await expect(canvas.getByRole('textbox', { name: /^Nachname/ })).toHaveFocus();
  },
};

/** The account details of a signed-in customer, without the checkboxes they answer per booking. */
const account: CustomerFormData = {
  customerType: 'business',
  firstName: 'Anna',
  lastName: 'Svensson',
  companyName: 'Svensson Bygg AB',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 752 },
  email: 'anna@example.com',
  phone: { prefix: '+46', number: '701234567' },
};

/**
 * A signed-in customer with complete account details: a read-only summary with "Edit details";
 * only the checkboxes (and the bot check) are asked.
 */
export const SignedInSummary: Story = {
  args: { defaultValue: account, defaultDetailsView: 'summary', isEmailReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Svensson Bygg AB')).toBeInTheDocument();
    await expect(canvas.getByText('Storgatan 1, 111 22 Stockholm, Sverige')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please correct 3 fields.');
  },
};

/** "Edit details": the fields open filled in and the first one is focused; the email stays read-only. */
export const SignedInEditing: Story = {
  args: { defaultValue: account, defaultDetailsView: 'summary', isEmailReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit details' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^Email address/ })).toHaveAttribute('readonly');
  },
};

/** The summary in Greek, to check long words and another script. */
export const SignedInSummaryGreek: Story = {
  args: { defaultValue: account, defaultDetailsView: 'summary', isEmailReadOnly: true },
  parameters: { stowly: { language: 'el' } },
};
