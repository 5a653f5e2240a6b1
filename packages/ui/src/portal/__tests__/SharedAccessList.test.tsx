// @vitest-environment jsdom
import { SHARED_ACCESSES_PAGE_SIZE } from '@stowly/booking';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { sampleManagers } from '../internal/portalSampleData';
import { SharedAccessList, type SharedAccessListProps } from '../SharedAccessList';

afterEach(cleanup);

type Manager = (typeof sampleManagers)[number];
const firstPage = sampleManagers.slice(0, SHARED_ACCESSES_PAGE_SIZE);

function renderList(props: Partial<SharedAccessListProps<Manager>> = {}, language?: 'de') {
  return renderWithStowly(
    <SharedAccessList
      managers={firstPage}
      page={1}
      lastPage={2}
      onAdd={() => Promise.resolve()}
      onRemove={() => Promise.resolve()}
      locale="en-GB"
      timeZone="Europe/Stockholm"
      {...props}
    />,
    language ? { language } : {},
  );
}

function bodyRows(): string[][] {
  const [, ...rows] = within(screen.getByRole('grid')).getAllByRole('row');
  return rows.map((row) =>
    [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent ?? ''),
  );
}

const form = () => screen.getByRole('form', { name: 'Invite a person' });

describe('<SharedAccessList>', () => {
  it('lists the managers in a table with names as row headers, and a page navigation', async () => {
    const { container } = await renderList();
    const section = screen.getByRole('region', { name: 'Shared access' });
    expect(section.textContent).toContain('People you invite can manage your account at this location.');
    const table = within(section).getByRole('grid', { name: 'Shared access' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Full name', 'Email address', 'Access status', 'Added on', 'Access']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(firstPage.map((manager) => manager.name));
    expect(bodyRows()[0]).toEqual(['Erik Lund', 'erik.lund@example.com', 'Invited', '10 Apr 2026', 'Remove']);
    expect(bodyRows()[1]?.[2]).toBe('Active');
    expect(screen.getByRole('navigation', { name: 'Shared access: pages' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('asks before removing, keeps the access on "Keep access", and removes it on confirmation', async () => {
    let resolve: () => void = () => {};
    const onRemove = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    await renderList({ onRemove });
    const user = userEvent.setup();
    const remove = screen.getByRole('button', { name: 'Remove Erik Lund' });
    await user.click(remove);
    let dialog = screen.getByRole('alertdialog', { name: 'Remove access for Erik Lund?' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Erik Lund (erik.lund@example.com) will no longer be able to manage your account at this location.',
    );
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Keep access' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(remove));

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('alertdialog', { name: 'Remove access for Erik Lund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(onRemove).toHaveBeenCalledWith(sampleManagers[0]);
    expect(within(dialog).getByRole('button', { name: 'Removing…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await act(async () => resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Access removed for Erik Lund.').getAttribute('role')).toBe('status');
  }, 30_000);

  it('keeps the confirmation open with an error when the removal fails', async () => {
    const onRemove = vi.fn(() => Promise.reject(new Error('Server error')));
    await renderList({ onRemove });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Maja Berg' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The access could not be removed. Please try again.',
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog);
  }, 30_000);

  it('validates the invitation on submit, blur and change with the formValidation messages', async () => {
    const onAdd = vi.fn();
    await renderList({ onAdd });
    const user = userEvent.setup();
    await user.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    const name = within(form()).getByRole('textbox', { name: 'Full name' });
    const email = within(form()).getByRole('textbox', { name: 'Email address' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getAllByText('This field is required.')).toHaveLength(2);
    expect(onAdd).not.toHaveBeenCalled();

    await user.type(email, 'anna@');
    await user.tab();
    expect(form().textContent).toContain('Please enter a valid email address.');
    await user.type(email, 'example.com');
    expect(form().textContent).not.toContain('Please enter a valid email address.');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  }, 30_000);

  it('sends the trimmed invitation with the keyboard, then clears the form and announces it', async () => {
    const onAdd = vi.fn(() => Promise.resolve());
    await renderList({ onAdd });
    const user = userEvent.setup();
    await user.type(within(form()).getByRole('textbox', { name: 'Full name' }), ' Anna Svensson ');
    await user.type(
      within(form()).getByRole('textbox', { name: 'Email address' }),
      'anna@example.com {Enter}',
    );
    expect(onAdd).toHaveBeenCalledWith({ name: 'Anna Svensson', email: 'anna@example.com' });
    await waitFor(() =>
      expect(screen.getByText('Invitation sent to anna@example.com.').getAttribute('role')).toBe('status'),
    );
    expect(within(form()).getByRole('textbox', { name: 'Full name' })).toHaveProperty('value', '');
    expect(within(form()).getByRole('textbox', { name: 'Email address' })).toHaveProperty('value', '');
    expect(form().textContent).not.toContain('This field is required.');
  }, 30_000);

  it('shows "manager-exists" on the email field until it changes, and other failures on the form', async () => {
    const onAdd = vi
      .fn()
      .mockRejectedValueOnce({ code: 'manager-exists' })
      .mockRejectedValueOnce(new Error('Network down'));
    await renderList({ onAdd });
    const user = userEvent.setup();
    const email = within(form()).getByRole('textbox', { name: 'Email address' });
    await user.type(within(form()).getByRole('textbox', { name: 'Full name' }), 'Maja Berg');
    await user.type(email, 'maja.berg@example.com');
    await user.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(form().textContent).toContain('This email address already has access at this location.');
    expect(within(form()).queryByRole('alert')).toBeNull();
    expect(email).toHaveProperty('value', 'maja.berg@example.com');

    await user.type(email, 'x');
    expect(form().textContent).not.toContain('already has access');
    await user.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    expect(within(form()).getByRole('alert').textContent).toBe(
      'The invitation could not be sent. Please try again.',
    );
  }, 30_000);

  it('says when nobody else has access', async () => {
    const { container } = await renderList({ managers: [], lastPage: 1 });
    expect(bodyRows()).toEqual([['Nobody else has access yet.']]);
    expect(screen.queryByRole('navigation')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks German', async () => {
    const { container } = await renderList({ locale: 'de-AT', timeZone: 'Europe/Vienna' }, 'de');
    expect(screen.getByRole('grid', { name: 'Geteilter Zugang' })).toBeTruthy();
    expect(bodyRows()[0]).toEqual([
      'Erik Lund',
      'erik.lund@example.com',
      'Eingeladen',
      '10.04.2026',
      'Entfernen',
    ]);
    expect(screen.getByRole('button', { name: 'Entfernen Erik Lund' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Person einladen' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
