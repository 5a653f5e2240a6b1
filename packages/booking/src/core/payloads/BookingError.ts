/** Codes of {@link BookingError}. */
export type BookingErrorCode = 'missing-value' | 'insufficient-data' | 'insufficient-arguments';

/**
 * The booking core's own error (spec section 8: a custom error carries a code and data), raised
 * when a payload cannot be built from the flow state. API failures are `ApiError`s instead.
 */
export class BookingError extends Error {
  /** Always `'BookingError'`: the name stack traces and error reports show. */
  override readonly name = 'BookingError';
  /** What went wrong, for programs. */
  readonly code: BookingErrorCode;
  /** Details, such as the missing `field` or the list of `missing` fields. */
  readonly data: Readonly<Record<string, unknown>>;

  constructor(code: BookingErrorCode, message: string, data: Readonly<Record<string, unknown>> = {}) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** Returns `value`, or throws "value null/undefined: <field>" when it is missing or blank. */
export function requireValue<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw new BookingError('missing-value', `value null/undefined: ${field}`, { field });
  }
  return value;
}
