import type { Schema } from '@stowly/api-client';
import { isId } from '../../internal/isId';
import { isIsoDate } from '../../internal/isIsoDate';
import { isRecord } from '../../internal/isRecord';

/**
 * The checkout result data the success page's `i` query parameter carries (spec section 2): the
 * API's `CheckoutResult` without its move-in facts, which the page reads from the server.
 */
export type CheckoutResult = Omit<Schema<'CheckoutResult'>, 'moveIn'>;

/**
 * The longest `i` value read; anything longer is refused before decoding. It is above the longest
 * encoding of a valid result, so every result {@link encodeCheckoutResultParam} writes is read
 * back: three texts of 500 UTF-16 units at up to 6 JSON bytes each (`\uXXXX`) plus the other
 * fields are under 9,400 bytes, under 12,600 base64 characters.
 */
export const MAX_CHECKOUT_RESULT_PARAM_LENGTH = 16_384;

const TEXT_MAX = 500;

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string | null {
  // Standard or URL-safe alphabet, padding optional (a link may have lost it).
  // A `+` that a link turned into a space is read back as `+`; other whitespace is dropped.
  const normalized = value.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized) || normalized.length % 4 === 1) return null;
  try {
    const binary = atob(normalized.padEnd(normalized.length + ((4 - (normalized.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= TEXT_MAX;
const money = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Encodes the result data for the success page's `i` query parameter: base64 of its JSON without
 * the move-in facts (URL encoding is left to the URL builder).
 */
export function encodeCheckoutResultParam(result: CheckoutResult | Schema<'CheckoutResult'>): string {
  // The move-in facts stay out of the link (they are read from the server with the result).
  const { moveIn: _moveIn, ...carried } = result as Partial<Schema<'CheckoutResult'>> & CheckoutResult;
  return toBase64(JSON.stringify(carried));
}

/**
 * Reads the success page's `i` parameter defensively: anything that is not base64 of a JSON
 * object with every field of the result in its type (ids positive integers, `customerId` also
 * null, as it is for a visitor who booked without signing in, a `YYYY-MM-DD` move-in date, amounts finite and not negative, texts of at most 500 characters) answers null,
 * as does an input over {@link MAX_CHECKOUT_RESULT_PARAM_LENGTH} characters. The answer is a new
 * object of the known fields only, so `__proto__` or extra keys never reach the caller. Its
 * values are to be rendered as text; what matters (the booking) is read again from the server.
 */
export function parseCheckoutResultParam(value: string | null | undefined): CheckoutResult | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_CHECKOUT_RESULT_PARAM_LENGTH) {
    return null;
  }
  const json = fromBase64(value);
  if (json === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.unitType)) return null;
  const { unitType } = data;
  if (
    !isId(data.basketId) ||
    !isId(data.bookingId) ||
    !(data.customerId === null || isId(data.customerId)) ||
    !(data.invoiceId === null || isId(data.invoiceId)) ||
    !isId(data.locationId) ||
    !isId(unitType.id) ||
    !text(unitType.name) ||
    !text(data.unitName) ||
    !isIsoDate(data.moveInDate) ||
    !text(data.email) ||
    typeof data.currency !== 'string' ||
    !/^[A-Z]{3}$/.test(data.currency) ||
    !money(data.dueNow) ||
    !money(data.recurringAmount)
  ) {
    return null;
  }
  return {
    basketId: data.basketId,
    bookingId: data.bookingId,
    customerId: data.customerId,
    invoiceId: data.invoiceId,
    locationId: data.locationId,
    unitType: { id: unitType.id, name: unitType.name },
    unitName: data.unitName,
    moveInDate: data.moveInDate,
    email: data.email,
    currency: data.currency,
    dueNow: data.dueNow,
    recurringAmount: data.recurringAmount,
  };
}
