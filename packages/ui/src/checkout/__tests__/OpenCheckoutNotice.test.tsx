// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { OpenCheckoutNotice, type OpenCheckoutNoticeProps } from '../OpenCheckoutNotice';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(Date.parse('2026-03-20T10:17:26Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderNotice(props: Partial<OpenCheckoutNoticeProps> = {}) {
  return renderWithStowly(
    <OpenCheckoutNotice
      expiresAt="2026-03-20T10:30:00Z"
      continueHref="/12/checkout/8234551"
      onStartOver={() => {}}
      {...props}
    />,
  );
}

describe('<OpenCheckoutNotice>', () => {
  it('says a booking is in progress and for how long it is held, counting down', async () => {
    const { container } = await renderNotice({ unitTypeName: 'Small unit' });
    expect(screen.getByText(/in progress/).textContent).toBe(
      'You have a booking of Small unit in progress (held for 12:34).',
    );
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('12:33');
    await expectNoAxeViolations(container);
  });

  it('without a unit type name', async () => {
    await renderNotice();
    expect(screen.getByText(/in progress/).textContent).toBe(
      'You have a booking in progress (held for 12:34).',
    );
  });

  it('"Continue booking" links to the checkout; "Start over" reports the intent', async () => {
    const onStartOver = vi.fn();
    await renderNotice({ onStartOver });
    expect(screen.getByRole('link', { name: 'Continue booking' }).getAttribute('href')).toBe(
      '/12/checkout/8234551',
    );
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Start over' }));
    expect(onStartOver).toHaveBeenCalledTimes(1);
  });

  it('shows the release under way, and an alert when it failed', async () => {
    const { rerenderWithStowly } = await renderNotice({ isStartingOver: true });
    expect(screen.getByRole('button', { name: 'Starting over…' }).getAttribute('data-pending')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('');
    rerenderWithStowly(
      <OpenCheckoutNotice
        expiresAt="2026-03-20T10:30:00Z"
        continueHref="/12/checkout/8234551"
        onStartOver={() => {}}
        hasStartOverError
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your booking in progress could not be cancelled. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Continue booking' })).toBeTruthy();
  });

  it('shows nothing once the hold has run out, and says so through onExpire', async () => {
    const onExpire = vi.fn();
    await renderNotice({ onExpire });
    await act(() => vi.advanceTimersByTime(754_000));
    expect(onExpire).toHaveBeenCalled();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders the unit type name as text', async () => {
    await renderNotice({ unitTypeName: '<img src=x>' });
    expect(screen.getByText(/in progress/).textContent).toContain('<img src=x>');
    expect(document.querySelector('img')).toBeNull();
  });
});
