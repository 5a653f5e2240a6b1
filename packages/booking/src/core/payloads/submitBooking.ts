import { type Schema, type StowlyClient, unwrap } from '@stowly/api-client';

/** Options of {@link submitBooking}. */
export interface SubmitBookingOptions {
  /** One key per booking attempt, reused when the same attempt is retried. */
  idempotencyKey: string;
}

/**
 * Submits the booking payload (`POST /booking` with `Idempotency-Key`) and returns the basket
 * that starts the checkout. Failures reject with the call's `ApiError` (`unit-unavailable`,
 * `already-booked`, `recaptcha-invalid`, ...).
 */
export async function submitBooking(
  client: StowlyClient,
  payload: Schema<'BookingRequest'>,
  options: SubmitBookingOptions,
): Promise<Schema<'Basket'>> {
  const response = await unwrap(
    client.POST('/booking', {
      body: payload,
      params: { header: { 'Idempotency-Key': options.idempotencyKey } },
    }),
  );
  return response.data;
}

/** Options of {@link createBookingSubmitter}. */
export interface BookingSubmitterOptions {
  /** The booking API client the bookings are submitted with. */
  client: StowlyClient;
  /** Makes a new idempotency key. @default crypto.randomUUID */
  createIdempotencyKey?: () => string;
}

/** Submits bookings with idempotency keys managed per attempt. */
export interface BookingSubmitter {
  /** Submits `payload` (see {@link submitBooking}), reusing the key of an unfinished attempt with the same payload. */
  submit(payload: Schema<'BookingRequest'>): Promise<Schema<'Basket'>>;
}

/**
 * Submits bookings with safe retries: a retry of the same payload reuses its idempotency key, so
 * a lost answer never books twice, and a second submit while one is running joins it. A changed
 * payload, or one submitted again after it succeeded, gets a new key.
 */
export function createBookingSubmitter(options: BookingSubmitterOptions): BookingSubmitter {
  const createKey = options.createIdempotencyKey ?? (() => crypto.randomUUID());
  let attempt: { body: string; key: string; running?: Promise<Schema<'Basket'>> } | undefined;
  return {
    submit(payload: Schema<'BookingRequest'>): Promise<Schema<'Basket'>> {
      const body = JSON.stringify(payload);
      if (attempt?.body !== body) attempt = { body, key: createKey() };
      const current = attempt;
      current.running ??= submitBooking(options.client, payload, { idempotencyKey: current.key }).then(
        (basket) => {
          if (attempt === current) attempt = undefined;
          return basket;
        },
        (error: unknown) => {
          current.running = undefined;
          throw error;
        },
      );
      return current.running;
    },
  };
}
