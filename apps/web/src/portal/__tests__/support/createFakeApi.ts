// The app's component tests use the booking package's in-memory API (typed by the contract) rather
// than a copy of it. It should become a published testing entry of @stowly/api-client (issue 12).
export {
  apiError,
  createFakeApi,
  type FakeApi,
  type FakeHandlers,
  withStatus,
} from '../../../../../../packages/booking/src/react/__tests__/support/createFakeApi';
