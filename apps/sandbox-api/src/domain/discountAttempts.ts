import type { SandboxConfig } from '../config';
import { ApiProblem, tooManyRequests } from '../http/ApiProblem';
import { say } from './catalogueMessages';

/**
 * The limits on trying discount codes: without them a script tries about 35 codes a second. A
 * request counts as an attempt when it carries a discount code: `POST
 * /unit-type/{id}/discount/validation`, and `POST /unit-type/{id}/price` and `POST /booking` with
 * a `discountCode` (both check the code, so they could be used to try codes as well).
 *
 * Per client address (see http/clientAddress.ts; an IPv6 address counts as its /64), in a sliding
 * window of one minute:
 * - 10 attempts per unit type: a person typing codes needs a few; a list of guesses needs many.
 * - 30 attempts across all unit types (a tenant's codes are valid at several unit types, so
 *   spreading the guesses over them must not multiply the limit).
 * - A signed-in customer also has 30 attempts a minute of their own, from whatever address.
 *
 * Only rejected codes stay counted: the attempt is taken before the code is checked (so parallel
 * requests cannot all pass before the first one counts) and given back when the code was not
 * rejected (`invalid-discount-code`). A customer who applied a valid code can change their options
 * (each change recalculates the price with the code) as often as they like. Over a limit, every
 * request carrying a code answers 429 `too-many-requests` with `Retry-After` (seconds until the
 * oldest counted attempt leaves the window) before the code is checked, valid or not.
 *
 * The counts live in memory, which is right for the single-process sandbox; several API processes
 * would keep them in a shared store (Redis, or the database) instead. At most
 * {@link MAX_TRACKED_KEYS} keys are kept: beyond that, keys whose attempts have all left the window
 * go first, then the least recently used.
 */
export const DISCOUNT_ATTEMPT_LIMITS = {
  windowSeconds: 60,
  perUnitType: 10,
  perAddress: 30,
  perCustomer: 30,
} as const;

const MAX_TRACKED_KEYS = 50_000;

/** One sliding window per key: the times (ms) of the attempts still counted, oldest first. */
class SlidingWindows {
  private readonly attempts = new Map<string, number[]>();

  /** The counted attempts of `key` within the window before `now`, dropping older ones. */
  private recent(key: string, now: number, windowMs: number): number[] {
    const times = this.attempts.get(key) ?? [];
    while (times.length > 0 && (times[0] ?? 0) <= now - windowMs) times.shift();
    return times;
  }

  /**
   * Takes one attempt on each key when every key is below its limit; answers the seconds to wait
   * otherwise (and takes nothing). Synchronous: two requests never both see the last free slot.
   */
  take(
    keys: readonly { key: string; limit: number }[],
    now: number,
    windowMs: number,
  ): { taken: true } | { taken: false; retryAfterSeconds: number } {
    let waitMs = 0;
    for (const { key, limit } of keys) {
      const times = this.recent(key, now, windowMs);
      if (times.length >= limit) {
        // The attempt that frees a slot: the one `limit` places before the newest.
        const freeing = times[times.length - limit] ?? now;
        waitMs = Math.max(waitMs, freeing + windowMs - now);
      }
    }
    if (waitMs > 0) return { taken: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    for (const { key } of keys) {
      const times = this.recent(key, now, windowMs);
      times.push(now);
      // Re-inserted so that the map's order is the order of last use.
      this.attempts.delete(key);
      this.attempts.set(key, times);
    }
    this.prune(now, windowMs);
    return { taken: true };
  }

  /** Gives back one attempt taken at `at` on each key. */
  giveBack(keys: readonly { key: string }[], at: number): void {
    for (const { key } of keys) {
      const times = this.attempts.get(key);
      const index = times?.lastIndexOf(at) ?? -1;
      if (times && index >= 0) times.splice(index, 1);
      if (times?.length === 0) this.attempts.delete(key);
    }
  }

  private prune(now: number, windowMs: number): void {
    if (this.attempts.size <= MAX_TRACKED_KEYS) return;
    for (const key of [...this.attempts.keys()]) {
      if (this.recent(key, now, windowMs).length === 0) this.attempts.delete(key);
    }
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= MAX_TRACKED_KEYS) break;
      this.attempts.delete(key);
    }
  }
}

/** One sandbox's windows (tests run several sandboxes in one process, each with its own config). */
const windowsOf = new WeakMap<SandboxConfig, SlidingWindows>();

/** What a request that carries a discount code is. */
export interface DiscountAttempt {
  config: SandboxConfig;
  clientAddress: string;
  customerId: number | undefined;
  unitTypeId: number;
  language: string;
}

/** The attempt of a request on `unitTypeId`. */
export function discountAttemptOf(
  ctx: Pick<DiscountAttempt, 'config' | 'clientAddress' | 'customerId' | 'language'>,
  unitTypeId: number,
): DiscountAttempt {
  const { config, clientAddress, customerId, language } = ctx;
  return { config, clientAddress, customerId, language, unitTypeId };
}

/**
 * Runs `check` (which checks the request's discount code) as one counted attempt: answers 429
 * `too-many-requests` when the caller is over a limit (see {@link DISCOUNT_ATTEMPT_LIMITS}), and
 * gives the attempt back unless `check` rejected the code with `invalid-discount-code`.
 */
export async function asDiscountAttempt<T>(attempt: DiscountAttempt, check: () => Promise<T>): Promise<T> {
  let windows = windowsOf.get(attempt.config);
  if (!windows) {
    windows = new SlidingWindows();
    windowsOf.set(attempt.config, windows);
  }
  const limits = DISCOUNT_ATTEMPT_LIMITS;
  const keys = [
    { key: `address:${attempt.clientAddress}:unit-type:${attempt.unitTypeId}`, limit: limits.perUnitType },
    { key: `address:${attempt.clientAddress}`, limit: limits.perAddress },
    ...(attempt.customerId === undefined
      ? []
      : [{ key: `customer:${attempt.customerId}`, limit: limits.perCustomer }]),
  ];
  const now = attempt.config.now().getTime();
  const taken = windows.take(keys, now, limits.windowSeconds * 1000);
  if (!taken.taken) {
    throw tooManyRequests(say('tooManyDiscountAttempts', attempt.language), taken.retryAfterSeconds);
  }
  try {
    const result = await check();
    windows.giveBack(keys, now);
    return result;
  } catch (error) {
    if (!(error instanceof ApiProblem && error.code === 'invalid-discount-code')) windows.giveBack(keys, now);
    throw error;
  }
}
