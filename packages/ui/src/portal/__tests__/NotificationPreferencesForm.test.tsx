// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import {
  type NotificationPreferencesData,
  NotificationPreferencesForm,
} from '../NotificationPreferencesForm';

afterEach(cleanup);

const preferences = (smsAvailable = true): NotificationPreferencesData => ({
  channels: {
    email: { invoices: true, reminders: true, news: false },
    sms: { invoices: false, reminders: false, news: false },
  },
  smsAvailable,
});

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('<NotificationPreferencesForm>', () => {
  it('names each switch by kind and channel, and saves the whole matrix with a status message', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { container } = await renderWithStowly(
      <NotificationPreferencesForm preferences={preferences()} onSave={onSave} />,
    );
    expect(
      screen
        .getAllByRole('switch')
        .map((item) => [item.getAttribute('aria-label'), (item as HTMLInputElement).checked]),
    ).toEqual([
      ['Invoices by email', true],
      ['Invoices by SMS', false],
      ['Reminders by email', true],
      ['Reminders by SMS', false],
      ['News and offers by email', false],
      ['News and offers by SMS', false],
    ]);
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(toggle('News and offers by email'));
    await user.click(toggle('Reminders by SMS'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      email: { invoices: true, reminders: true, news: true },
      sms: { invoices: false, reminders: true, news: false },
    });
    expect(screen.getByRole('status').textContent).toBe('Your notification settings have been saved.');
  });

  it('keeps the changes after a failed save and says so', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    await renderWithStowly(<NotificationPreferencesForm preferences={preferences()} onSave={onSave} />);
    const user = userEvent.setup();
    await user.click(toggle('Invoices by email'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your changes could not be saved. They are still here: please try again.',
    );
    expect((toggle('Invoices by email') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('disables the SMS switches without a phone number and says why', async () => {
    const { container } = await renderWithStowly(
      <NotificationPreferencesForm preferences={preferences(false)} onSave={() => Promise.resolve()} />,
    );
    const sms = toggle('Reminders by SMS') as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    const note = 'Messages by SMS need a phone number in your customer details.';
    expect(screen.getByText(note)).toBeTruthy();
    const describedBy = sms.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(note);
    expect((toggle('Reminders by email') as HTMLInputElement).disabled).toBe(false);
    await expectNoAxeViolations(container);
  });
});
