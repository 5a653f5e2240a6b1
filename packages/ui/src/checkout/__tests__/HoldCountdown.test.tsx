// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { HoldCountdown } from '../HoldCountdown';

const START = Date.parse('2026-03-20T10:24:00Z');
/** Six minutes after START. */
const EXPIRES_AT = '2026-03-20T10:30:00Z';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const timer = () => screen.getByRole('timer', { name: 'Time left to finish your booking' });
const status = () => screen.getByRole('status');
/** Lets `ms` pass on the fake clock, with React's updates applied. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('<HoldCountdown>', () => {
  it('shows the time left as mm:ss and counts down every second', async () => {
    const { container } = await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} />);
    expect(timer().textContent).toBe('06:00');
    expect(timer().getAttribute('datetime')).toBe('PT6M0S');
    await pass(1000);
    expect(timer().textContent).toBe('05:59');
    await pass(59_000);
    expect(timer().textContent).toBe('05:00');
    await expectNoAxeViolations(container);
  });

  it('announces politely only at 5 and at 1 minute left, not every second', async () => {
    await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} />);
    expect(status().textContent).toBe('');
    await pass(59_000);
    expect(status().textContent).toBe('');
    await pass(1000);
    expect(status().textContent).toBe(
      '5 minutes left to finish your booking. After that, the unit is released.',
    );
    const announced = status().textContent;
    await pass(30_000);
    // The same text stays: a live region announces changes only.
    expect(status().textContent).toBe(announced);
    await pass(210_000);
    expect(timer().textContent).toBe('01:00');
    expect(status().textContent).toBe(
      '1 minute left to finish your booking. After that, the unit is released.',
    );
    expect(screen.getByRole('timer').closest('[data-warning]')?.getAttribute('data-warning')).toBe('1');
  });

  it('announces nothing when it opens already under 5 minutes, until the next mark', async () => {
    vi.setSystemTime(Date.parse('2026-03-20T10:27:00Z'));
    await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} />);
    expect(timer().textContent).toBe('03:00');
    expect(status().textContent).toBe('');
  });

  it('calls onExpire at 00:00, says the time has run out, and asks again while it stays so', async () => {
    const onExpire = vi.fn();
    await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} onExpire={onExpire} />);
    await pass(359_000);
    expect(timer().textContent).toBe('00:01');
    expect(onExpire).not.toHaveBeenCalled();
    await pass(1000);
    expect(timer().textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(status().textContent).toBe('The time to finish your booking has run out.');
    await pass(5000);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('re-synchronises with a new expiresAt (the state was read again after a step)', async () => {
    const { rerenderWithStowly } = await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} />);
    await pass(60_000);
    expect(status().textContent).not.toBe('');
    rerenderWithStowly(<HoldCountdown expiresAt="2026-03-20T10:40:00Z" />);
    expect(timer().textContent).toBe('15:00');
    expect(status().textContent).toBe('');
    await pass(1000);
    expect(timer().textContent).toBe('14:59');
  });

  it('speaks Swedish', async () => {
    await renderWithStowly(<HoldCountdown expiresAt={EXPIRES_AT} />, { language: 'sv' });
    expect(screen.getByRole('timer', { name: 'Tid kvar att slutföra din bokning' }).textContent).toBe(
      '06:00',
    );
  });
});
