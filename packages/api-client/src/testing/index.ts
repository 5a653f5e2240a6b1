/**
 * `@stowly/api-client/testing`: the booking API in memory for an app's unit and component tests,
 * answering from handlers typed by the contract. Not for production code.
 *
 * @packageDocumentation
 */
export type { paths } from '../generated/booking-api';
export type { Schema } from '../schema';
export {
  apiError,
  createFakeApi,
  type FakeApi,
  type FakeHandler,
  type FakeHandlers,
  type FakeMethod,
  FakeReply,
  type FakeRequest,
  type FakeRequestBody,
  type FakeSuccessBody,
  type RecordedRequest,
  type RouteKey,
  withStatus,
} from './createFakeApi';
