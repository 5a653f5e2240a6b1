/**
 * @stowly/api-client: the typed client of the Stowly booking API. Types are generated from
 * `openapi/booking-api.yaml`; nothing here hand-writes a response type the contract has.
 * @packageDocumentation
 */
export {
  ApiError,
  type ApiErrorCodePattern,
  type ApiErrorDetail,
  isApiError,
  isApiUnavailable,
} from './ApiError';
export {
  DEFAULT_STALE_TIME_MS,
  defaultQueryClientOptions,
  GC_TIME_MS,
  LIVE_REFETCH_INTERVAL_MS,
  LIVE_STALE_TIME_MS,
  LOCATION_CONFIG_REFETCH_INTERVAL_MS,
  liveQueryOptions,
  PAYMENT_METHOD_TOKEN_CACHE_MS,
  RETRY_DELAY_BASE_MS,
  RETRY_DELAY_MAX_MS,
  retryDelay,
  SNIPPET_RETRY_COUNT,
  SNIPPET_RETRY_DELAY_MS,
} from './cacheConstants';
export { createStowlyClient, type StowlyClient, unwrap } from './createStowlyClient';
export type { components, operations, paths } from './generated/booking-api';
export type {
  components as identityComponents,
  paths as identityPaths,
} from './generated/identity-api';
export { bookingRequestLimits, interestRegistrationRequestLimits } from './generated/request-limits';
export {
  createIdentityClient,
  type IdentityClient,
  type IdentityClientOptions,
  type TokenCheckResponse,
  type TokenResponse,
} from './identity/createIdentityClient';
export {
  type PortalDocument,
  type PortalDocumentOptions,
  portalDocuments,
} from './portalDocuments';
export { checkoutQueries } from './queries/checkoutQueries';
export type { StowlyQueryOptions } from './queries/defineQuery';
export { notificationPreferenceQueries } from './queries/notificationPreferenceQueries';
export type { GetQuery, PostBody } from './queries/pathTypes';
export { portalKeys } from './queries/portalKeys';
export { portalQueries } from './queries/portalQueries';
export { setupQueries } from './queries/setupQueries';
export { unitTypeQueries } from './queries/unitTypeQueries';
export type { Schema } from './schema';
export type { StowlyClientAuth, StowlyClientOptions } from './types';
