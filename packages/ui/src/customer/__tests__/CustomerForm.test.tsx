// @vitest-environment jsdom
import type { CustomerData, mapServerFieldErrors } from '@stowly/booking';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import {
  CustomerForm,
  type CustomerFormData,
  type CustomerFormProps,
  type CustomerFormServerErrors,
} from '../CustomerForm';

afterEach(cleanup);

const countries = [
  { id: 752, name: 'Sweden', phonePrefix: '+46', code: 'SE' },
  { id: 276, name: 'Germany', phonePrefix: '+49', code: 'DE' },
  { id: 578, name: 'Norway', phonePrefix: '+47', code: 'NO' },
];

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

function renderForm(props: Partial<CustomerFormProps> = {}, language?: 'de') {
  return renderWithStowly(<CustomerForm countries={countries} onSubmit={() => {}} {...props} />, {
    language,
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
// react-aria names the select button by its value, then its label.
const countryButton = () => screen.getByRole('button', { name: /Country \(required\)$/ });

// A whole form per test, typed into key by key and checked with axe: slower than a card.
describe('<CustomerForm>', { timeout: 30_000 }, () => {
  it('takes and gives the booking package’s customer data and server field errors unchanged', () => {
    expectTypeOf<CustomerFormData>().toEqualTypeOf<CustomerData>();
    expectTypeOf<ReturnType<typeof mapServerFieldErrors>>().toExtend<CustomerFormServerErrors>();
  });

  it('labels every field, marks required ones for assistive technology and sets autocomplete hints', async () => {
    const { container } = await renderForm();
    const expected: [string, string][] = [
      ['First name', 'given-name'],
      ['Last name', 'family-name'],
      ['Street and house number', 'street-address'],
      ['Postal code', 'postal-code'],
      ['City', 'address-level2'],
      ['Email address', 'email'],
      ['Country code', 'tel-country-code'],
      ['Phone number', 'tel-national'],
    ];
    for (const [name, autoComplete] of expected) {
      const input = textbox(name);
      expect(input.getAttribute('autocomplete'), name).toBe(autoComplete);
      expect(input.getAttribute('aria-required'), name).toBe('true');
    }
    expect(textbox('Email address').getAttribute('type')).toBe('email');
    expect(textbox('Country code').getAttribute('inputmode')).toBe('tel');
    expect(textbox('Phone number').getAttribute('inputmode')).toBe('tel');
    expect(screen.getByRole('group', { name: /^Phone/ })).toBeTruthy();
    // The select button cannot carry aria-required: its name says "required".
    expect(screen.getByRole('button', { name: 'Choose a country Country (required)' })).toBeTruthy();
    expect(container.querySelector('select[autocomplete="country"]')).not.toBeNull();
    for (const name of [
      'I accept the terms and conditions.',
      'I have read the privacy policy.',
      'I have read the cancellation policy.',
    ]) {
      expect(screen.getByRole('checkbox', { name }).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByText('Fields marked with * are required.')).toBeTruthy();
    // Private is the default; company fields are for businesses only.
    expect((screen.getByRole('radio', { name: 'Private person' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).getAttribute('type')).toBe('submit');
    await expectNoAxeViolations(container);
  });

  it('business: shows company name (required) and VAT number (optional), and hides them again for private', async () => {
    const onChange = vi.fn();
    const { container } = await renderForm({ onChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    expect(onChange).toHaveBeenLastCalledWith({ customerType: 'business' });
    const company = textbox('Company name');
    expect(company.getAttribute('autocomplete')).toBe('organization');
    expect(company.getAttribute('aria-required')).toBe('true');
    expect(textbox('VAT number').hasAttribute('aria-required')).toBe(false);
    await expectNoAxeViolations(container);

    // Company name is now required to submit.
    await userEvent.click(company);
    await userEvent.tab();
    expect(company.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('radio', { name: 'Private person' }));
    expect(screen.queryByRole('textbox', { name: /Company name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /VAT number/ })).toBeNull();
  });

  it('shows a field’s message when the person leaves it, linked to the field', async () => {
    await renderForm();
    const firstName = textbox('First name');
    await userEvent.click(firstName);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await userEvent.tab();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('This field is required.');
    expect(firstName.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    // After the first blur the message follows the value.
    await userEvent.type(firstName, 'Anna');
    expect(firstName.hasAttribute('aria-invalid')).toBe(false);
    expect(firstName.hasAttribute('aria-describedby')).toBe(false);
    expect(message.isConnected).toBe(false);
  });

  it('does not validate on each keystroke before the first blur', async () => {
    await renderForm();
    const email = textbox('Email address');
    await userEvent.type(email, 'anna@');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('phone: a missing number waits for the number field; a prefix without + shows on the prefix', async () => {
    await renderForm();
    await userEvent.type(textbox('Country code'), '46');
    await userEvent.tab();
    // Only the prefix was left; the number's "required" waits until the number is left too.
    expect(screen.queryByText('This field is required.')).toBeNull();
    await userEvent.type(textbox('Phone number'), '70');
    await userEvent.tab();
    expect(textbox('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    await userEvent.type(textbox('Phone number'), '1234');
    expect(textbox('Country code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The country code must start with +.')).toBeTruthy();
    expect(screen.getByRole('group', { name: /^Phone/ }).hasAttribute('data-invalid')).toBe(true);
  });

  it('submit with errors: shows them all, announces the count, focuses the first invalid field, does not submit', async () => {
    const onSubmit = vi.fn();
    const { container } = await renderForm({ onSubmit, defaultValue: { firstName: 'Anna' } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(textbox('Last name'));
    // Last name, street, postal code, city, country, email, phone and the three checkboxes.
    expect(screen.getByRole('status').textContent).toBe('Please correct 10 fields.');
    expect(screen.getAllByText('This field is required.')).toHaveLength(10);
    expect(
      screen
        .getByRole('checkbox', { name: 'I accept the terms and conditions.' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await expectNoAxeViolations(container);
  });

  it("postal code: checked in the chosen country's format, the message naming it; another country, another format", async () => {
    const onSubmit = vi.fn();
    await renderForm({ onSubmit, defaultValue: { ...complete, zip: '' } });
    const zip = textbox('Postal code');
    await userEvent.type(zip, '1234');
    await userEvent.tab();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the postal code in the format 111 22.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(zip);

    // Germany's five digits: 12345 is fine there, the Swedish 111 22 is not.
    await userEvent.click(countryButton());
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.clear(zip);
    await userEvent.type(zip, '111 22');
    await userEvent.tab();
    expect(screen.getByText('Enter the postal code in the format 10115.')).toBeTruthy();
    await userEvent.clear(zip);
    await userEvent.type(zip, '10115');
    await userEvent.tab();
    expect(zip.getAttribute('aria-invalid')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ zip: '10115', country: { id: 276 } }));
  });

  it('focuses the country select when it is the first invalid field', async () => {
    const onSubmit = vi.fn();
    await renderForm({ onSubmit, defaultValue: { ...complete, country: null } });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(countryButton());
    expect(screen.getByRole('status').textContent).toBe('Please correct 1 field.');
  });

  it('valid submit calls onSubmit with exactly the data, customer type filled in', async () => {
    const onSubmit = vi.fn();
    const { customerType: _, ...withoutType } = complete;
    await renderForm({ onSubmit, defaultValue: withoutType });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(complete);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is controlled by value: every edit goes to onChange and the value shows what the host stores', async () => {
    const onChange = vi.fn();
    const { rerenderWithStowly } = await renderForm({ value: complete, onChange });
    expect((textbox('City') as HTMLInputElement).value).toBe('Stockholm');
    await userEvent.type(textbox('City'), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ ...complete, city: 'Stockholmx' });
    // The host has not stored it: the field keeps the host's value.
    expect((textbox('City') as HTMLInputElement).value).toBe('Stockholm');
    rerenderWithStowly(
      <CustomerForm countries={countries} onSubmit={() => {}} value={{ ...complete, city: 'Uppsala' }} />,
    );
    expect((textbox('City') as HTMLInputElement).value).toBe('Uppsala');
  });

  it('shows server field errors on their fields until the field is edited, and focuses the first', async () => {
    const { container } = await renderForm({
      defaultValue: complete,
      serverErrors: {
        email: { key: 'formValidation.email' },
        phone: { key: 'formValidation.phonePrefix' },
        zip: { key: 'formValidation.maxLength', values: { max: 20 } },
        moveInDate: { key: 'formValidation.minDate' },
      },
    });
    expect(textbox('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter no more than 20 characters.')).toBeTruthy();
    expect(textbox('Country code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The country code must start with +.')).toBeTruthy();
    // Fields not in the form are not counted.
    expect(screen.getByRole('status').textContent).toBe('Please correct 3 fields.');
    expect(document.activeElement).toBe(textbox('Postal code'));
    await expectNoAxeViolations(container);

    await userEvent.type(textbox('Email address'), 'x');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.getByText('Please enter no more than 20 characters.')).toBeTruthy();
  });

  it('shows the location’s consents as plain-text checkboxes; required ones block the submission', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    const { container } = await renderForm({
      onSubmit,
      onChange,
      defaultValue: complete,
      consents: [
        {
          type: 'storageRules',
          label: 'I will not store <b>dangerous</b> goods.',
          required: true,
          url: null,
        },
        { type: 'newsletter', label: 'Send me offers.', required: false, url: 'https://example.com/offers' },
      ],
    });
    const rules = screen.getByRole('checkbox', { name: 'I will not store <b>dangerous</b> goods.' });
    expect(rules.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('b')).toBeNull();
    const newsletter = screen.getByRole('checkbox', { name: 'Send me offers.' });
    expect(newsletter.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByRole('link', { name: 'Send me offers.' }).getAttribute('href')).toBe(
      'https://example.com/offers',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(rules);
    expect(rules.getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(rules);
    expect(onChange).toHaveBeenLastCalledWith({ ...complete, consents: { storageRules: true } });
    expect(rules.hasAttribute('aria-invalid')).toBe(false);
    await userEvent.click(newsletter);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...complete,
      consents: { storageRules: true, newsletter: true },
    });
    await expectNoAxeViolations(container);
  });

  it('links the document names of the required checkboxes through the ui Link', async () => {
    const onChange = vi.fn();
    const { container } = await renderForm({
      onChange,
      conditionsHref: 'https://example.com/terms',
      privacyHref: '/privacy',
    });
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('https://example.com/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.className).toContain('stowly-Link');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByRole('link', { name: 'cancellation policy' })).toBeNull();
    // The checkbox keeps the whole sentence as its name.
    const conditions = screen.getByRole('checkbox', { name: 'I accept the terms and conditions.' });
    await userEvent.click(conditions);
    expect(onChange).toHaveBeenLastCalledWith({ conditions: true });
    await expectNoAxeViolations(container);
  });

  it('fills an empty phone prefix from the chosen country', async () => {
    const onChange = vi.fn();
    await renderForm({ onChange });
    await userEvent.click(countryButton());
    // The list opens inside the themed root, so it has the tenant's colours.
    expect(screen.getByRole('listbox').closest('.stowly-Root')).not.toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 276 }, phone: { prefix: '+49' } });
    expect((textbox('Country code') as HTMLInputElement).value).toBe('+49');
    expect(countryButton().textContent).toContain('Germany');
  });

  it('country: opens its list with the keyboard, chooses by keyboard and closes with Escape', async () => {
    const onChange = vi.fn();
    const { container } = await renderForm({ onChange });
    const country = countryButton();
    expect(country.closest('.stowly-CustomerFormCountry')?.hasAttribute('data-wide')).toBe(true);
    expect(country.className).toContain('stowly-CustomerFormCountryButton');
    const user = userEvent.setup();
    act(() => country.focus());
    await user.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.closest('.stowly-CustomerFormCountryPopover')).not.toBeNull();
    // Nothing chosen yet: the first country has focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'Sweden' })),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const norway = within(again).getByRole('option', { name: 'Norway' });
    expect(document.activeElement).toBe(norway);
    expect(norway.className).toContain('stowly-CustomerFormCountryOption');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 578 }, phone: { prefix: '+47' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(country.textContent).toContain('Norway');
    expect((container.querySelector('select[name="country"]') as HTMLSelectElement).value).toBe('578');

    // Opened again, the chosen country is selected and has focus.
    await user.keyboard('{ArrowDown}');
    const third = await screen.findByRole('listbox');
    const chosen = within(third).getByRole('option', { name: 'Norway' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(chosen.hasAttribute('data-selected')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('country: type-ahead on the closed button chooses a country without opening the list', async () => {
    const onChange = vi.fn();
    await renderForm({ onChange });
    const country = countryButton();
    act(() => country.focus());
    await userEvent.keyboard('g');
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 276 }, phone: { prefix: '+49' } });
    expect(country.textContent).toContain('Germany');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('country: the browser’s autofill of the hidden select chooses the country', async () => {
    const onChange = vi.fn();
    const { container } = await renderForm({ onChange });
    const select = container.querySelector('select[name="country"]') as HTMLSelectElement;
    expect(select.getAttribute('autocomplete')).toBe('country');
    fireEvent.change(select, { target: { value: '578' } });
    expect(onChange).toHaveBeenLastCalledWith({ country: { id: 578 }, phone: { prefix: '+47' } });
    expect(countryButton().textContent).toContain('Norway');
  });

  it('can be completed and submitted with the keyboard alone', async () => {
    const onSubmit = vi.fn();
    await renderForm({ onSubmit });
    // Found once: role queries are slow in jsdom, and the test is about where focus goes.
    const country = countryButton();
    const checkboxes = screen.getAllByRole('checkbox');
    const submit = screen.getByRole('button', { name: 'Continue to checkout' });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Private person' }));
    await user.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'Business' }) as HTMLInputElement).checked).toBe(true);
    // Short values: every key press renders the whole form, which is slow in jsdom.
    // The postal code in Germany's format (the country chosen below).
    for (const text of ['Jo', 'Li', 'AB', 'SE1', 'Gata 1', '10115', 'Ume']) {
      await user.tab();
      await user.keyboard(text);
    }
    await user.tab();
    expect(document.activeElement).toBe(country);
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'Germany' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Focus goes back to the select once the list has closed.
    await waitFor(() => expect(document.activeElement).toBe(country));
    expect(country.textContent).toContain('Germany');
    await user.tab();
    await user.keyboard('j@l.se');
    await user.tab();
    // The prefix came with the country.
    expect((document.activeElement as HTMLInputElement).value).toBe('+49');
    await user.tab();
    await user.keyboard('301');
    for (const checkbox of checkboxes) {
      await user.tab();
      expect(document.activeElement).toBe(checkbox);
      await user.keyboard(' ');
    }
    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      customerType: 'business',
      firstName: 'Jo',
      lastName: 'Li',
      companyName: 'AB',
      vatNumber: 'SE1',
      street: 'Gata 1',
      zip: '10115',
      city: 'Ume',
      country: { id: 276 },
      email: 'j@l.se',
      phone: { prefix: '+49', number: '301' },
      conditions: true,
      privacy: true,
      cancellation: true,
    });
  });

  it('while submitting: the button says so, is pending and does not submit again', async () => {
    const onSubmit = vi.fn();
    await renderForm({ onSubmit, defaultValue: complete, isSubmitting: true });
    const button = screen.getByRole('button', { name: 'Sending your details…' });
    expect(button.hasAttribute('data-pending')).toBe(true);
    await userEvent.click(button);
    await userEvent.type(textbox('City'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks German: labels, validation messages and the error count', async () => {
    const { container } = await renderForm({ conditionsHref: '/agb' }, 'de');
    expect(textbox('Vorname')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Privatperson' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }).getAttribute('href')).toBe(
      '/agb',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Kasse' }));
    expect(screen.getByRole('status').textContent).toBe('Bitte korrigieren Sie 11 Felder.');
    expect(screen.getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(11);
    expect(document.activeElement).toBe(textbox('Vorname'));
    await expectNoAxeViolations(container);
  });

  it('adds the integrator’s class hooks to its parts', async () => {
    await renderWithStowly(<CustomerForm countries={countries} onSubmit={() => {}} />, {
      theme: { elements: { CustomerForm: 'brand-form', CustomerFormSubmit: 'brand-button' } },
    });
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).className).toContain('brand-button');
    expect(document.querySelector('form')?.className).toBe('stowly-CustomerForm brand-form');
  });

  it('announces a second failed submission again', async () => {
    await renderForm();
    const submit = screen.getByRole('button', { name: 'Continue to checkout' });
    await userEvent.click(submit);
    const first = screen.getByRole('status').firstElementChild;
    await act(async () => {
      await userEvent.click(submit);
    });
    expect(screen.getByRole('status').firstElementChild).not.toBe(first);
    expect(screen.getByRole('status').textContent).toBe('Please correct 11 fields.');
  });
});
