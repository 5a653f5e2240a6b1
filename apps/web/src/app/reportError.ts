/**
 * Reports a failure the app handles itself (HTTP errors other than 401 and 422, failed catalog or
 * setup loads, booking errors). Until error reporting is wired to `config.sentryDsn`, it goes to
 * the console.
 */
export function reportError(error: unknown): void {
  console.error('[stowly]', error);
}
