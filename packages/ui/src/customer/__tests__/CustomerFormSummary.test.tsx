// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CustomerForm, type CustomerFormData, type CustomerFormProps } from '../CustomerForm';

afterEach(cleanup);

const countries = [
  { id: 752, name: 'Sweden', phonePrefix: '+46' },
  { id: 276, name: 'Germany', phonePrefix: '+49' },
];

/** A signed-in business customer's details from their account (no checkbox answered yet). */
const account: CustomerFormData = {
  customerType: 'business',
  firstName: 'Anna',
  lastName: 'Svensson',
  companyName: 'Svensson Bygg AB',
  vatNumber: 'SE556677889901',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 752 },
  email: 'anna@example.com',
  phone: { prefix: '+46', number: '701234567' },
};

const checked = { conditions: true, privacy: true, cancellation: true };

function renderForm(props: Partial<CustomerFormProps> = {}) {
  return renderWithStowly(
    <CustomerForm
      countries={countries}
      onSubmit={() => {}}
      defaultValue={account}
      defaultDetailsView="summary"
      isEmailReadOnly
      {...props}
    />,
  );
}

/** The term and value of every row of the summary. */
function rows(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('<CustomerForm> for a signed-in customer with complete details', { timeout: 30_000 }, () => {
  it('shows the details as a read-only list, asks only the checkboxes, and submits the whole data', async () => {
    const onSubmit = vi.fn();
    const { container } = await renderForm({ onSubmit });
    expect(screen.getByText('You are booking with your customer account, with these details:')).toBeTruthy();
    expect(rows()).toEqual([
      ['Customer type', 'Business'],
      ['Name', 'Anna Svensson'],
      ['Company name', 'Svensson Bygg AB'],
      ['VAT number', 'SE556677889901'],
      ['Address', 'Storgatan 1, 111 22 Stockholm, Sweden'],
      ['Email address', 'anna@example.com'],
      ['Phone', '+46 701234567'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    for (const name of [/terms and conditions/, /privacy policy/, /cancellation policy/]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...account, ...checked });
  });

  it('leaves out rows without a value, and the company of a private customer', async () => {
    await renderForm({
      defaultValue: { ...account, customerType: 'private', street: '', zip: '', city: '', country: null },
    });
    expect(rows().map(([term]) => term)).toEqual(['Customer type', 'Name', 'Email address', 'Phone']);
  });

  it('"Edit details" opens the fields filled in, focuses the first, and keeps the email read-only', async () => {
    const onDetailsViewChange = vi.fn();
    const { container } = await renderForm({ onDetailsViewChange });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit details' }));
    expect(onDetailsViewChange).toHaveBeenCalledWith('fields');
    const firstName = screen.getByRole('textbox', { name: /^First name/ });
    expect(document.activeElement).toBe(firstName);
    expect((firstName as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByRole('textbox', { name: /^Company name/ }) as HTMLInputElement).value).toBe(
      'Svensson Bygg AB',
    );
    const email = screen.getByRole('textbox', { name: /^Email address/ }) as HTMLInputElement;
    expect(email.value).toBe('anna@example.com');
    expect(email.readOnly).toBe(true);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(email.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(note?.textContent).toBe('The booking goes to your customer account with this email address.');
    expect(screen.queryByRole('term')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('opens the fields with the error when a detail the summary stands for is missing (the booking needs an address)', async () => {
    const onSubmit = vi.fn();
    await renderForm({ onSubmit, defaultValue: { ...account, ...checked, street: '' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const street = screen.getByRole('textbox', { name: /^Street and house number/ });
    expect(document.activeElement).toBe(street);
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Please correct 1 field.');
  });

  it('stays on the summary when only a checkbox is missing, and focuses it', async () => {
    await renderForm({ defaultValue: { ...account, conditions: true, privacy: true } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /cancellation policy/ }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('follows a controlled detailsView', async () => {
    const { rerenderWithStowly } = await renderForm({ detailsView: 'summary' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit details' }));
    // The host did not switch: the summary stays.
    expect(screen.getAllByRole('term').length).toBeGreaterThan(0);
    rerenderWithStowly(
      <CustomerForm countries={countries} onSubmit={() => {}} defaultValue={account} detailsView="fields" />,
    );
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeTruthy();
  });

  it('shows the plain form, email editable, without a details view', async () => {
    await renderWithStowly(<CustomerForm countries={countries} onSubmit={() => {}} defaultValue={account} />);
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    const email = screen.getByRole('textbox', { name: /^Email address/ }) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
  });

  it('renders the details as text, never as HTML', async () => {
    await renderForm({ defaultValue: { ...account, companyName: '<b>Bygg</b>' } });
    const list = screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    expect(within(list).getByText('<b>Bygg</b>')).toBeTruthy();
    expect(list.querySelector('b')).toBeNull();
  });
});
