/**
 * The machine-readable `code` of a failed call (the api-client's `ApiError` carries one, such as
 * `not-cancellable`), or undefined.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
