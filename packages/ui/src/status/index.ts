// The public exports of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal.

export {
  AlreadyBookedPage,
  ESignatureCancelledPage,
  ESignatureExpiredPage,
  IdCheckCancelledPage,
  IdCheckExpiredPage,
  IdCheckFailedPage,
  IdCheckInProgressPage,
  SessionEndedPage,
} from './CheckoutStatusPages';
export {
  FrameRefusal,
  type FrameRefusalArea,
  type FrameRefusalMessages,
  type FrameRefusalProps,
  frameRefusalMessages,
} from './FrameRefusal';
export { StatusPage, type StatusPageAction, type StatusPageProps, type StatusTone } from './StatusPage';
export {
  type AlreadyBookedPageProps,
  type BackToStartAction,
  type ContactSupportAction,
  type ESignaturePageProps,
  ForbiddenPage,
  type ForbiddenPageProps,
  type IdCheckInProgressPageProps,
  type IdCheckPageProps,
  NotFoundPage,
  type NotFoundPageProps,
  ServerErrorPage,
  type ServerErrorPageProps,
  type SessionEndedPageProps,
  type StartNewBookingAction,
  type StatusActionTarget,
  type StatusCasePageProps,
  type StatusPageForProps,
  type StatusPageKind,
  type StatusPagePropsByKind,
} from './StatusPageFor';
export { StatusPageFor } from './StatusPageForKind';
