import type { Schema, StowlyClient } from '@stowly/api-client';

/** What the provider hands a submission override besides the payload. */
export interface SubmitBookingContext {
  /** The provider's API client. */
  client: StowlyClient;
  /** The provider's location. */
  locationId: number;
  /**
   * The SDK's own submission (`POST /booking` with an idempotency key kept per attempt), for an
   * override that adds something around it instead of replacing it.
   */
  defaultSubmit(payload: Schema<'BookingRequest'>): Promise<Schema<'Basket'>>;
}

/**
 * Replaces the SDK's booking submission (the `submitBooking` prop of `BookingProvider`): receives
 * the built booking payload and resolves the basket the checkout starts with; a rejection reaches
 * `onError` like a failed submission.
 *
 * @example
 * const submitBooking: SubmitBookingOverride = async (payload, { defaultSubmit }) => {
 *   await crm.recordLead(payload.email);
 *   return defaultSubmit(payload);
 * };
 */
export type SubmitBookingOverride = (
  payload: Schema<'BookingRequest'>,
  context: SubmitBookingContext,
) => Promise<Schema<'Basket'>>;
