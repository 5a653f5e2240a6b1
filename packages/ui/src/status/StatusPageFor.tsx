import type { ReactNode } from 'react';
import { CasePage, type StatusCase } from './statusCasePage';

/**
 * Where an action of a ready-made status page leads: a string is the `href` of a link (rendered
 * through the host's link renderer, so `'/'`, `'/login'` or `'mailto:support@example.com'`), a
 * function is called when the button is pressed. An action whose target is not given is not shown.
 */
export type StatusActionTarget = string | (() => void);

/** Props every ready-made status page takes. */
export interface StatusCasePageProps {
  /**
   * The heading level, to fit the host page's outline.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** The "Back to the start page" action of a status page. */
export interface BackToStartAction {
  /** "Back to the start page", such as `'/'` or the location's booking start. Not shown when omitted. */
  backToStart?: StatusActionTarget;
}

/** The "Contact support" action of a status page. */
export interface ContactSupportAction {
  /** "Contact support", such as `'mailto:support@example.com'` or a contact page. Not shown when omitted. */
  contactSupport?: StatusActionTarget;
}

/** The "Start a new booking" action of a status page. */
export interface StartNewBookingAction {
  /** "Start a new booking", such as the location's unit type selection. Not shown when omitted. */
  startNewBooking?: StatusActionTarget;
}

/** Props of {@link NotFoundPage}: "Back to the start page" first, then "Contact support". */
export interface NotFoundPageProps extends StatusCasePageProps, BackToStartAction, ContactSupportAction {}

/** Props of {@link ForbiddenPage}: "Sign in" first, then "Back to the start page". */
export interface ForbiddenPageProps extends StatusCasePageProps, BackToStartAction {
  /** "Sign in", such as `'/login'` or a callback that starts the login. Not shown when omitted. */
  signIn?: StatusActionTarget;
}

/** Props of {@link ServerErrorPage}: "Try again" first, then "Back to the start page". */
export interface ServerErrorPageProps extends StatusCasePageProps, BackToStartAction {
  /** "Try again", such as a callback that resets the error boundary. Not shown when omitted. */
  retry?: StatusActionTarget;
}

/** Props of {@link SessionEndedPage}: "Start a new booking" first, then "Contact support". */
export interface SessionEndedPageProps
  extends StatusCasePageProps,
    StartNewBookingAction,
    ContactSupportAction {}

/** Props of {@link AlreadyBookedPage}: "Start a new booking" first, then "Contact support". */
export interface AlreadyBookedPageProps
  extends StatusCasePageProps,
    StartNewBookingAction,
    ContactSupportAction {}

/** Props of {@link ESignatureCancelledPage} and {@link ESignatureExpiredPage}: "Sign the contract again" first, then "Contact support". */
export interface ESignaturePageProps extends StatusCasePageProps, ContactSupportAction {
  /** "Sign the contract again", such as a callback that restarts the signature. Not shown when omitted. */
  signAgain?: StatusActionTarget;
}

/** Props of {@link IdCheckCancelledPage}, {@link IdCheckExpiredPage} and {@link IdCheckFailedPage}: "Start the identity check again" first, then "Contact support". */
export interface IdCheckPageProps extends StatusCasePageProps, ContactSupportAction {
  /** "Start the identity check again", such as a callback that restarts the check. Not shown when omitted. */
  restartIdCheck?: StatusActionTarget;
}

/** Props of {@link IdCheckInProgressPage}: "Check the status again" first, then "Contact support". */
export interface IdCheckInProgressPageProps extends StatusCasePageProps, ContactSupportAction {
  /** Called by the "Check the status again" button, such as a refetch of the checkout state. Not shown when omitted. */
  onRefresh?: () => void;
}

/** The props of each ready-made status page, by {@link StatusPageKind}. */
export interface StatusPagePropsByKind {
  /** {@link NotFoundPage}: the page does not exist. */
  notFound: NotFoundPageProps;
  /** {@link ForbiddenPage}: the person may not see the page. */
  forbidden: ForbiddenPageProps;
  /** {@link ServerErrorPage}: something failed that trying again may fix. */
  serverError: ServerErrorPageProps;
  /** {@link SessionEndedPage}: the checkout session ended. */
  sessionEnded: SessionEndedPageProps;
  /** {@link AlreadyBookedPage}: this basket is already a booking. */
  alreadyBooked: AlreadyBookedPageProps;
  /** {@link ESignatureCancelledPage}: the person left the signature provider. */
  eSignatureCancelled: ESignaturePageProps;
  /** {@link ESignatureExpiredPage}: the signing session timed out. */
  eSignatureExpired: ESignaturePageProps;
  /** {@link IdCheckCancelledPage}: the person left the identity-check provider. */
  idCheckCancelled: IdCheckPageProps;
  /** {@link IdCheckExpiredPage}: the identity-check session timed out. */
  idCheckExpired: IdCheckPageProps;
  /** {@link IdCheckFailedPage}: the identity-check provider could not confirm the identity. */
  idCheckFailed: IdCheckPageProps;
  /** {@link IdCheckInProgressPage}: the identity-check provider has not answered yet. */
  idCheckInProgress: IdCheckInProgressPageProps;
}

/** The error and status pages of the spec (sections 2 and 8) that have a ready-made component. */
export type StatusPageKind = keyof StatusPagePropsByKind;

/** Props of {@link StatusPageFor}: a `kind` and the props of that kind's page. */
export type StatusPageForProps = {
  [Kind in StatusPageKind]: { kind: Kind } & StatusPagePropsByKind[Kind];
}[StatusPageKind];

// The cases of the pages every app shows (not found, forbidden, server error); the checkout's are
// in `CheckoutStatusPages`, so a first load that shows none of them does not carry them.
export const NOT_FOUND: StatusCase = {
  tone: 'info',
  title: 'error.notFound.title',
  text: 'error.notFound.text',
  actions: ['backToStart', 'contactSupport'],
};

export const FORBIDDEN: StatusCase = {
  tone: 'warning',
  title: 'error.forbidden.title',
  text: 'error.forbidden.text',
  actions: ['signIn', 'backToStart'],
};

export const SERVER_ERROR: StatusCase = {
  tone: 'error',
  title: 'error.serverError.title',
  text: 'error.serverError.text',
  actions: ['retry', 'backToStart'],
};

/** The not-found page (spec section 2: empty path, `/404` and the catch-all). */
export function NotFoundPage(props: NotFoundPageProps): ReactNode {
  return <CasePage spec={NOT_FOUND} {...props} />;
}

/** The forbidden page (`/forbidden`): the person may not see the page. */
export function ForbiddenPage(props: ForbiddenPageProps): ReactNode {
  return <CasePage spec={FORBIDDEN} {...props} />;
}

/** The server-error page (`/server-error`): something failed that trying again may fix. */
export function ServerErrorPage(props: ServerErrorPageProps): ReactNode {
  return <CasePage spec={SERVER_ERROR} {...props} />;
}
