import type { components } from './generated/booking-api';

/**
 * A schema of the booking API contract by name: `Schema<'UnitType'>`, `Schema<'Location'>`.
 */
export type Schema<TName extends keyof components['schemas']> = components['schemas'][TName];
