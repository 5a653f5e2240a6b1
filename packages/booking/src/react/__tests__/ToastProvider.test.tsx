// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastScheduler } from '../../index';
import { ToastProvider, useToasts } from '../index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A scheduler the test runs by hand. */
function manualScheduler() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const scheduler: ToastScheduler = {
    setTimeout: (callback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimeout: (handle) => {
      if (typeof handle === 'number') pending.delete(handle);
    },
  };
  const runAll = () => {
    for (const [handle, callback] of [...pending]) {
      pending.delete(handle);
      callback();
    }
  };
  return { scheduler, runAll };
}

/** A toast area as an integrator would render it. */
function ToastArea({ group }: { group?: string }) {
  const { toasts, dismiss } = useToasts(group === undefined ? {} : { group });
  return (
    <ol aria-label={group ?? 'all toasts'}>
      {toasts.map((toast) => (
        <li key={toast.id}>
          <button type="button" onClick={() => dismiss(toast.id)}>
            {toast.title}
          </button>
        </li>
      ))}
    </ol>
  );
}

function ShowButton({ title, group }: { title: string; group?: string }) {
  const { show } = useToasts();
  return (
    <button type="button" onClick={() => show({ title, type: 'error', ...(group && { group }) })}>
      Show {title}
    </button>
  );
}

describe('<ToastProvider> and useToasts', () => {
  it('shows toasts, dismisses them on click and after their duration', async () => {
    const user = userEvent.setup();
    const { scheduler, runAll } = manualScheduler();
    render(
      <ToastProvider scheduler={scheduler}>
        <ShowButton title="Payment failed" />
        <ShowButton title="Saved" />
        <ToastArea />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Payment failed' }));
    await user.click(screen.getByRole('button', { name: 'Show Saved' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payment failed',
      'Saved',
    ]);

    await user.click(screen.getByRole('button', { name: 'Payment failed' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Saved']);
    act(() => runAll());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('filters by group and keeps two providers apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToastProvider>
          <ShowButton title="Checkout" group="checkout" />
          <ShowButton title="General" />
          <ToastArea group="checkout" />
        </ToastProvider>
        <ToastProvider>
          <ToastArea />
        </ToastProvider>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Show Checkout' }));
    await user.click(screen.getByRole('button', { name: 'Show General' }));
    expect(screen.getByRole('list', { name: 'checkout' }).textContent).toBe('Checkout');
    expect(screen.getByRole('list', { name: 'all toasts' }).textContent).toBe('');
  });

  it('useToasts outside the provider throws an error naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToasts())).toThrow('useToasts must be used within <ToastProvider>');
  });
});
