// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageData } from '../afterPageData';

afterEach(() => {
  vi.useRealTimers();
});

/** A query whose answer the test gives. */
function pendingQuery(queryClient: QueryClient, key: string) {
  let answer: (value: string) => void = () => {};
  void queryClient.fetchQuery({
    queryKey: [key],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return (value: string) => answer(value);
}

describe('afterPageData: when code the page does not need may load', () => {
  it('waits for every query of the page, also one that starts meanwhile, and not longer', async () => {
    const queryClient = new QueryClient();
    const answerSetup = pendingQuery(queryClient, 'setup');
    let done = false;
    void afterPageData(queryClient, { maxWaitMs: 60_000 }).then(() => {
      done = true;
    });
    const answerUnitTypes = pendingQuery(queryClient, 'unit-types');
    answerSetup('setup');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    answerUnitTypes('unit types');
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('gives up waiting after the longest wait when the API hangs', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'hanging');
    let done = false;
    void afterPageData(queryClient, { maxWaitMs: 4000 }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(3999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('stops waiting when aborted: never settles and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const answer = pendingQuery(queryClient, 'setup');
    const timersBefore = vi.getTimerCount();
    const waiting = new AbortController();
    let done = false;
    void afterPageData(queryClient, { maxWaitMs: 4000, signal: waiting.signal }).then(() => {
      done = true;
    });
    answer('setup');
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBeGreaterThan(timersBefore);
    waiting.abort();
    expect(vi.getTimerCount()).toBe(timersBefore);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).toBe(false);
  });
});
