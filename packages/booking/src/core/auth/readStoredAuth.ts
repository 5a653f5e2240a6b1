import { isRecord } from '../../internal/isRecord';
import { readStoredJson, safeRemove } from '../../internal/readStoredJson';
import type { StorageLike } from './StorageLike';

/** The storage key of the signed-in customer's tokens. */
export const AUTH_STORAGE_KEY = 'auth';

/** The tokens of a sign-in as kept in storage (spec section 3, "Auth"). */
export interface StoredAuth {
  /** The identity server's token answer, reduced to what the app needs. */
  response: {
    access_token: string;
    refresh_token: string;
    /** Seconds the access token was valid for when issued, if the server said. */
    expires_in?: number;
  };
  /** When the tokens were received, in epoch milliseconds. */
  createdAt: number;
  /** True once the access token is known to be expired or rejected; the refresh token may still work. */
  isExpired: boolean;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Validates a parsed value as {@link StoredAuth}; anything else is `undefined`. */
function parseStoredAuth(value: unknown): StoredAuth | undefined {
  if (!isRecord(value) || !isRecord(value.response)) return undefined;
  const { access_token, refresh_token, expires_in } = value.response;
  if (!isNonEmptyString(access_token) || !isNonEmptyString(refresh_token)) return undefined;
  if (typeof value.createdAt !== 'number' || !Number.isFinite(value.createdAt)) return undefined;
  const response: StoredAuth['response'] = { access_token, refresh_token };
  if (typeof expires_in === 'number' && Number.isFinite(expires_in) && expires_in > 0) {
    response.expires_in = expires_in;
  }
  return { response, createdAt: value.createdAt, isExpired: value.isExpired === true };
}

/**
 * Reads the stored tokens. Anything malformed (not JSON, missing tokens, wrong types) is removed
 * and reads as `null`: a broken entry signs the customer out, it never breaks the page.
 */
export function readStoredAuth(storage: StorageLike): StoredAuth | null {
  const value = readStoredJson(storage, AUTH_STORAGE_KEY);
  if (value === undefined) return null;
  const auth = parseStoredAuth(value);
  if (!auth) safeRemove(storage, AUTH_STORAGE_KEY);
  return auth ?? null;
}

/** True when the access token is marked expired or its lifetime has run out at `now`. */
export function isAccessTokenExpired(auth: StoredAuth, now: number): boolean {
  if (auth.isExpired) return true;
  const lifetime = auth.response.expires_in;
  return lifetime !== undefined && now >= auth.createdAt + lifetime * 1000;
}
