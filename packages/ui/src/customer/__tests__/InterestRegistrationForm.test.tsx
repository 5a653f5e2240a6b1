// @vitest-environment jsdom
import type { InterestRegistrationData } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import {
  InterestRegistrationForm,
  type InterestRegistrationFormData,
  type InterestRegistrationFormProps,
} from '../InterestRegistrationForm';

afterEach(cleanup);

const consents = [
  { type: 'contact', label: 'Contact me when a unit of this type becomes free', required: true, url: null },
  { type: 'offers', label: 'Send me offers', required: false, url: 'https://example.com/offers' },
];
const window = { minDate: '2030-03-12', maxDate: '2030-05-12' };

function renderForm(props: Partial<InterestRegistrationFormProps> = {}, language?: 'de') {
  return renderWithStowly(
    <InterestRegistrationForm
      unitTypeName="Drive-up garage 15 m²"
      consents={consents}
      defaultPhonePrefix="+46"
      moveInDateWindow={window}
      onSubmit={() => Promise.resolve()}
      {...props}
    />,
    { language },
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const form = () => screen.getByRole('form', { name: 'Your interest in Drive-up garage 15 m²' });

async function fillIn() {
  const user = userEvent.setup();
  await user.type(textbox('First name'), 'Robin');
  await user.type(textbox('Last name'), 'Example');
  await user.type(textbox('Email address'), 'robin@example.com');
  await user.type(textbox('Phone number'), '701234567');
  await user.click(
    screen.getByRole('checkbox', { name: 'Contact me when a unit of this type becomes free' }),
  );
  return user;
}

describe('<InterestRegistrationForm>', { timeout: 30_000 }, () => {
  it('hands over the data the booking package’s interest registration takes', () => {
    expectTypeOf<InterestRegistrationFormData>().toExtend<InterestRegistrationData>();
  });

  it('is a named form of required, labelled fields starting from the location’s prefix and earliest day', async () => {
    const { container } = await renderForm();
    expect(form()).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Your interest in Drive-up garage 15 m²' }),
    ).toBeTruthy();
    const hints: [string, string][] = [
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['Email address', 'email'],
      ['Country code', 'tel-country-code'],
      ['Phone number', 'tel-national'],
    ];
    for (const [name, autoComplete] of hints) {
      expect(textbox(name).getAttribute('aria-required'), name).toBe('true');
      expect(textbox(name).getAttribute('autocomplete'), name).toBe(autoComplete);
    }
    expect((textbox('Country code') as HTMLInputElement).value).toBe('+46');
    expect(screen.getByRole('group', { name: 'Move-in date' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'day, Move-in date' }).getAttribute('aria-valuenow')).toBe(
      '12',
    );
    expect(
      screen
        .getByRole('checkbox', { name: 'Contact me when a unit of this type becomes free' })
        .getAttribute('aria-required'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'Send me offers' }).getAttribute('href')).toBe(
      'https://example.com/offers',
    );
    expect(screen.getByText('Fields marked with * are required.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('submit with errors: shows them, focuses the first invalid field and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { container } = await renderForm({ onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Send registration' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(textbox('First name'));
    // First and last name, email, phone number and the required consent.
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    expect(
      screen
        .getByRole('checkbox', { name: 'Contact me when a unit of this type becomes free' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('validates on blur with the customer form’s rules: email format, a prefix with +', async () => {
    await renderForm({ defaultPhonePrefix: undefined });
    const user = userEvent.setup();
    await user.type(textbox('First name'), 'Robin');
    await user.type(textbox('Last name'), 'Example');
    await user.type(textbox('Email address'), 'robin@');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await user.type(textbox('Country code'), '46');
    await user.type(textbox('Phone number'), '701234567');
    await user.tab();
    expect(textbox('Country code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The country code must start with +.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send registration' }));
    expect(document.activeElement).toBe(textbox('Email address'));
  });

  it('sends the data, is pending meanwhile, then confirms in place of the form', async () => {
    let resolve: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    await renderForm({ onSubmit });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send registration' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Robin',
      lastName: 'Example',
      email: 'robin@example.com',
      phone: { prefix: '+46', number: '701234567' },
      desiredMoveInDate: '2030-03-12',
      consents: { contact: true },
    });
    const pending = screen.getByRole('button', { name: 'Sending your registration…' });
    expect(pending.hasAttribute('data-pending')).toBe(true);
    await user.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    resolve();
    const success = await screen.findByRole('status');
    expect(success.textContent).toBe(
      'Thank you! We will contact you as soon as a unit of this type becomes free.',
    );
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your interest in Drive-up garage 15 m²' })).toBeTruthy();
  });

  it('says so when the registration could not be sent, and keeps what was typed', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('Network down')));
    await renderForm({ onSubmit });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Send registration' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your registration could not be sent. Please try again.',
    );
    expect((textbox('First name') as HTMLInputElement).value).toBe('Robin');
  });

  it('speaks German', async () => {
    await renderForm({}, 'de');
    expect(screen.getByRole('form', { name: 'Ihr Interesse an Drive-up garage 15 m²' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Anmeldung senden' }));
    expect(screen.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(5);
  });
});
