// @vitest-environment jsdom
import type { ToastScheduler } from '@stowly/booking';
import { ToastProvider, type ToastsView, useToasts } from '@stowly/booking/react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { ToastRegion, type ToastRegionToast } from '../ToastRegion';

afterEach(cleanup);

/** An app that passes `useToasts()` straight to the region, and hands its view to the test. */
function App({ onView }: { onView: (view: ToastsView) => void }) {
  const view = useToasts();
  onView(view);
  return <ToastRegion toasts={view.toasts} onDismiss={view.dismiss} />;
}

const saved: ToastRegionToast = { id: 't-1', title: '', text: 'Your booking was saved.', type: 'success' };
const failed: ToastRegionToast = { id: 't-2', title: '', text: 'The payment failed.', type: 'error' };

describe('<ToastRegion>', () => {
  it('announces errors as alerts and the others as statuses, with default titles by type', async () => {
    const { container } = await renderWithStowly(
      <ToastRegion
        toasts={[
          saved,
          failed,
          { id: 't-3', title: '', text: 'The office closes at 18:00.', type: 'warn' },
          { id: 't-4', title: '', text: 'A plain notice.', type: 'default' },
          { id: 't-5', title: 'Discount applied', text: '10 % off', type: 'success' },
        ]}
        onDismiss={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toBe('Something went wrong' + 'The payment failed.');
    expect(
      within(region)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([
      'SuccessYour booking was saved.',
      'Please noteThe office closes at 18:00.',
      'A plain notice.',
      'Discount applied10 % off',
    ]);
    expect(container.querySelectorAll('.stowly-ToastTitle')).toHaveLength(4);
    expect(alert.getAttribute('data-type')).toBe('error');
    await expectNoAxeViolations(container);
  });

  it('sits at the bottom centre, 300 px wide, with the 250 ms app toast speed as custom properties', async () => {
    await renderWithStowly(<ToastRegion toasts={[saved]} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.style.getPropertyValue('--stowly-_toast-width')).toBe('300px');
    expect(region.style.getPropertyValue('--stowly-_toast-speed')).toBe('250ms');
  });

  it('a click on the toast dismisses it once, and so does its dismiss button from the keyboard', async () => {
    const onDismiss = vi.fn();
    await renderWithStowly(<ToastRegion toasts={[saved, failed]} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByText('Your booking was saved.'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenLastCalledWith('t-1');

    const dismiss = within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' });
    await userEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(onDismiss).toHaveBeenLastCalledWith('t-2');

    // From the keyboard: Tab reaches the first toast's dismiss button.
    (document.activeElement as HTMLElement | null)?.blur();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(
      within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss notification' }),
    );
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(3);
    expect(onDismiss).toHaveBeenLastCalledWith('t-1');
  });

  it('a removed toast leaves in place, hidden and inert, then is gone', async () => {
    const onDismiss = vi.fn();
    const { container, rerenderWithStowly } = await renderWithStowly(
      <ToastRegion toasts={[saved, failed]} onDismiss={onDismiss} />,
    );
    rerenderWithStowly(<ToastRegion toasts={[failed]} onDismiss={onDismiss} />);
    const toasts = container.querySelectorAll('.stowly-Toast');
    expect(toasts).toHaveLength(2);
    const leaving = toasts[0] as HTMLElement;
    expect(leaving.textContent).toContain('Your booking was saved.');
    expect(leaving.hasAttribute('data-leaving')).toBe(true);
    expect(leaving.getAttribute('aria-hidden')).toBe('true');
    expect(leaving.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(leaving);
    expect(onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(container.querySelectorAll('.stowly-Toast')).toHaveLength(1));
    expect(screen.getByRole('alert').hasAttribute('data-leaving')).toBe(false);
  });

  it('takes useToasts() straight through: shown toasts appear and leave on the store timer and on click', async () => {
    const timers: Array<() => void> = [];
    const scheduler: ToastScheduler = {
      setTimeout: (callback) => timers.push(callback),
      clearTimeout: () => {},
    };
    let show: ToastsView['show'] = () => '';
    await renderWithStowly(
      <ToastProvider scheduler={scheduler}>
        <App
          onView={(view) => {
            show = view.show;
          }}
        />
      </ToastProvider>,
    );
    act(() => {
      show({ type: 'error', text: 'The payment failed.' });
      show({ text: 'Saved.' });
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong' + 'The payment failed.');
    // The store's auto-dismiss timer (3000 ms) of the first toast runs out.
    act(() => timers[0]?.());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('status'));
    await waitFor(() => expect(screen.queryByText('Saved.')).toBeNull());
  });

  it('speaks German', async () => {
    const { container } = await renderWithStowly(<ToastRegion toasts={[failed]} onDismiss={() => {}} />, {
      language: 'de',
    });
    const region = screen.getByRole('region', { name: 'Benachrichtigungen' });
    expect(within(region).getByRole('alert').textContent).toBe(
      'Etwas ist schiefgelaufen' + 'The payment failed.',
    );
    expect(within(region).getByRole('button', { name: 'Benachrichtigung schließen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
