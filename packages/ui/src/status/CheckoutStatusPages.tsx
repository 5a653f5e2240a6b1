import type { ReactNode } from 'react';
import type {
  AlreadyBookedPageProps,
  ESignaturePageProps,
  IdCheckInProgressPageProps,
  IdCheckPageProps,
  SessionEndedPageProps,
} from './StatusPageFor';
import { CasePage, type StatusCase } from './statusCasePage';

// The checkout's ready-made status pages and their cases (a module of their own: see `StatusPageFor`).
export const SESSION_ENDED: StatusCase = {
  tone: 'info',
  title: 'checkout.sessionEnded.title',
  text: 'checkout.sessionEnded.text',
  actions: ['startNewBooking', 'contactSupport'],
};

export const ALREADY_BOOKED: StatusCase = {
  tone: 'info',
  title: 'checkout.alreadyBooked.title',
  text: 'checkout.alreadyBooked.text',
  actions: ['startNewBooking', 'contactSupport'],
};

export const E_SIGNATURE_CANCELLED: StatusCase = {
  tone: 'warning',
  title: 'checkout.eSignatureCancelled.title',
  text: 'checkout.eSignatureCancelled.text',
  actions: ['signAgain', 'contactSupport'],
};

export const E_SIGNATURE_EXPIRED: StatusCase = {
  tone: 'warning',
  title: 'checkout.eSignatureExpired.title',
  text: 'checkout.eSignatureExpired.text',
  actions: ['signAgain', 'contactSupport'],
};

export const ID_CHECK_CANCELLED: StatusCase = {
  tone: 'warning',
  title: 'checkout.idCheckCancelled.title',
  text: 'checkout.idCheckCancelled.text',
  actions: ['restartIdCheck', 'contactSupport'],
};

export const ID_CHECK_EXPIRED: StatusCase = {
  tone: 'warning',
  title: 'checkout.idCheckExpired.title',
  text: 'checkout.idCheckExpired.text',
  actions: ['restartIdCheck', 'contactSupport'],
};

export const ID_CHECK_FAILED: StatusCase = {
  tone: 'error',
  title: 'ui.checkout.idCheckFailed.title',
  text: 'ui.checkout.idCheckFailed.text',
  actions: ['restartIdCheck', 'contactSupport'],
};

export const ID_CHECK_IN_PROGRESS: StatusCase = {
  tone: 'info',
  title: 'checkout.idCheckInProgress.title',
  text: 'checkout.idCheckInProgress.text',
  actions: ['onRefresh', 'contactSupport'],
  announce: true,
};

/** The checkout's session-ended page (`/{locationId}/checkout/session-ended`). */
export function SessionEndedPage(props: SessionEndedPageProps): ReactNode {
  return <CasePage spec={SESSION_ENDED} {...props} />;
}

/** The already-booked page (`/{locationId}/already-booked`): this basket is already a booking. */
export function AlreadyBookedPage(props: AlreadyBookedPageProps): ReactNode {
  return <CasePage spec={ALREADY_BOOKED} {...props} />;
}

/** The checkout side state "e-signature cancelled": the person left the signature provider. */
export function ESignatureCancelledPage(props: ESignaturePageProps): ReactNode {
  return <CasePage spec={E_SIGNATURE_CANCELLED} {...props} />;
}

/** The checkout side state "e-signature expired": the signing session timed out. */
export function ESignatureExpiredPage(props: ESignaturePageProps): ReactNode {
  return <CasePage spec={E_SIGNATURE_EXPIRED} {...props} />;
}

/** The checkout side state "ID check cancelled": the person left the identity-check provider. */
export function IdCheckCancelledPage(props: IdCheckPageProps): ReactNode {
  return <CasePage spec={ID_CHECK_CANCELLED} {...props} />;
}

/** The checkout side state "ID check expired": the identity-check session timed out. */
export function IdCheckExpiredPage(props: IdCheckPageProps): ReactNode {
  return <CasePage spec={ID_CHECK_EXPIRED} {...props} />;
}

/**
 * The checkout side state "ID check failed": the identity-check provider could not confirm the
 * person's identity (it rejected the document or the match). They may try again, with another
 * document, while the basket holds the unit, or contact support.
 */
export function IdCheckFailedPage(props: IdCheckPageProps): ReactNode {
  return <CasePage spec={ID_CHECK_FAILED} {...props} />;
}

/**
 * The checkout side state "ID check in progress": the provider has not answered yet. Its text is a
 * polite live region, so the host can poll and re-render; `onRefresh` adds a button to check now.
 */
export function IdCheckInProgressPage(props: IdCheckInProgressPageProps): ReactNode {
  return <CasePage spec={ID_CHECK_IN_PROGRESS} {...props} />;
}
