import { base64url } from '../../internal/base64url';
import { sha256 } from '../../internal/sha256';

/** A source of cryptographically strong random bytes, such as `globalThis.crypto`. */
export interface RandomSource {
  /** Fills `array` with random bytes and returns it (the Web Crypto signature). */
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/** A source of the current time, injected so tests and servers control it. */
export interface Clock {
  /** Milliseconds since the Unix epoch, like `Date.now()`. */
  now(): number;
}

/** One sign-in attempt: the state code and PKCE pair, kept in session storage until the callback. */
export interface LoginAttempt {
  /** The random state code sent to `/authorize` and expected back on the callback. */
  state: string;
  /** The PKCE secret (43 base64url characters from 32 random bytes); never leaves the browser until the code exchange. */
  codeVerifier: string;
  /** `BASE64URL(SHA-256(codeVerifier))`, sent to `/authorize` with method `S256`. */
  codeChallenge: string;
  /** When the attempt started, in epoch milliseconds. */
  createdAt: number;
  /** A same-origin path to open after sign-in, if the customer was on their way somewhere. */
  returnTo?: string;
}

/** Random bytes behind a code verifier: 32 bytes give the 43-character minimum of RFC 7636. */
const VERIFIER_BYTES = 32;
/** Random bytes behind a state code: 128 bits. */
const STATE_BYTES = 16;

function randomBytes(random: RandomSource, length: number): Uint8Array {
  return random.getRandomValues(new Uint8Array(length));
}

/**
 * Creates a sign-in attempt (spec section 7, "Authentication"): a state code from a random number
 * and the current timestamp (128 random bits, then the time in base 36), a PKCE code verifier and
 * its S256 challenge.
 */
export async function createLoginAttempt(random: RandomSource, clock: Clock): Promise<LoginAttempt> {
  const createdAt = clock.now();
  const state = `${base64url(randomBytes(random, STATE_BYTES))}.${createdAt.toString(36)}`;
  const codeVerifier = base64url(randomBytes(random, VERIFIER_BYTES));
  const codeChallenge = base64url(await sha256(codeVerifier));
  return { state, codeVerifier, codeChallenge, createdAt };
}
