import type { MessageKey } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { StatusPage, type StatusPageAction, type StatusTone } from './StatusPage';

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

/** Props of {@link IdCheckCancelledPage} and {@link IdCheckExpiredPage}: "Start the identity check again" first, then "Contact support". */
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
  /** {@link IdCheckInProgressPage}: the identity-check provider has not answered yet. */
  idCheckInProgress: IdCheckInProgressPageProps;
}

/** The error and status pages of the spec (sections 2 and 8) that have a ready-made component. */
export type StatusPageKind = keyof StatusPagePropsByKind;

/** Props of {@link StatusPageFor}: a `kind` and the props of that kind's page. */
export type StatusPageForProps = {
  [Kind in StatusPageKind]: { kind: Kind } & StatusPagePropsByKind[Kind];
}[StatusPageKind];

type ActionName =
  | 'backToStart'
  | 'contactSupport'
  | 'startNewBooking'
  | 'signIn'
  | 'retry'
  | 'signAgain'
  | 'restartIdCheck'
  | 'onRefresh';

const ACTION_LABELS: Record<ActionName, MessageKey> = {
  backToStart: 'ui.status.action.backToStart',
  contactSupport: 'ui.status.action.contactSupport',
  startNewBooking: 'ui.status.action.startNewBooking',
  signIn: 'ui.status.action.signIn',
  retry: 'checkout.retry',
  signAgain: 'ui.status.action.signAgain',
  restartIdCheck: 'ui.status.action.restartIdCheck',
  onRefresh: 'ui.status.action.refresh',
};

interface StatusCase {
  tone: StatusTone;
  title: MessageKey;
  text: MessageKey;
  /** The actions in order: the first one given is the primary action. */
  actions: readonly ActionName[];
  announce?: boolean;
}

const CASES: Record<StatusPageKind, StatusCase> = {
  notFound: {
    tone: 'info',
    title: 'error.notFound.title',
    text: 'error.notFound.text',
    actions: ['backToStart', 'contactSupport'],
  },
  forbidden: {
    tone: 'warning',
    title: 'error.forbidden.title',
    text: 'error.forbidden.text',
    actions: ['signIn', 'backToStart'],
  },
  serverError: {
    tone: 'error',
    title: 'error.serverError.title',
    text: 'error.serverError.text',
    actions: ['retry', 'backToStart'],
  },
  sessionEnded: {
    tone: 'info',
    title: 'checkout.sessionEnded.title',
    text: 'checkout.sessionEnded.text',
    actions: ['startNewBooking', 'contactSupport'],
  },
  alreadyBooked: {
    tone: 'info',
    title: 'checkout.alreadyBooked.title',
    text: 'checkout.alreadyBooked.text',
    actions: ['startNewBooking', 'contactSupport'],
  },
  eSignatureCancelled: {
    tone: 'warning',
    title: 'checkout.eSignatureCancelled.title',
    text: 'checkout.eSignatureCancelled.text',
    actions: ['signAgain', 'contactSupport'],
  },
  eSignatureExpired: {
    tone: 'warning',
    title: 'checkout.eSignatureExpired.title',
    text: 'checkout.eSignatureExpired.text',
    actions: ['signAgain', 'contactSupport'],
  },
  idCheckCancelled: {
    tone: 'warning',
    title: 'checkout.idCheckCancelled.title',
    text: 'checkout.idCheckCancelled.text',
    actions: ['restartIdCheck', 'contactSupport'],
  },
  idCheckExpired: {
    tone: 'warning',
    title: 'checkout.idCheckExpired.title',
    text: 'checkout.idCheckExpired.text',
    actions: ['restartIdCheck', 'contactSupport'],
  },
  idCheckInProgress: {
    tone: 'info',
    title: 'checkout.idCheckInProgress.title',
    text: 'checkout.idCheckInProgress.text',
    actions: ['onRefresh', 'contactSupport'],
    announce: true,
  },
};

/**
 * The ready-made status page of one `kind`, with its texts from the catalogs (`error.*`,
 * `checkout.*`, `ui.status.action.*`) and the actions whose targets are given. Handy where the kind
 * is data, such as a checkout side state; otherwise use the named pages (`NotFoundPage`, ...).
 * Renders a {@link StatusPage}, with its parts.
 *
 * @example
 * <StatusPageFor kind="eSignatureExpired" signAgain={restartSignature} contactSupport="mailto:help@example.com" />
 */
export function StatusPageFor(props: StatusPageForProps): ReactNode {
  const { t } = useTranslation();
  const spec = CASES[props.kind];
  const targets = props as Partial<Record<ActionName, StatusActionTarget>>;
  const [primaryAction, secondaryAction] = spec.actions.flatMap((name): StatusPageAction[] => {
    const target = targets[name];
    if (target === undefined) return [];
    const label = t(ACTION_LABELS[name]);
    return [typeof target === 'string' ? { label, href: target } : { label, onPress: target }];
  });
  return (
    <StatusPage
      tone={spec.tone}
      title={t(spec.title)}
      text={t(spec.text)}
      headingLevel={props.headingLevel}
      primaryAction={primaryAction}
      secondaryAction={secondaryAction}
      announce={spec.announce}
    />
  );
}

/** The not-found page (spec section 2: empty path, `/404` and the catch-all). */
export function NotFoundPage(props: NotFoundPageProps): ReactNode {
  return <StatusPageFor kind="notFound" {...props} />;
}

/** The forbidden page (`/forbidden`): the person may not see the page. */
export function ForbiddenPage(props: ForbiddenPageProps): ReactNode {
  return <StatusPageFor kind="forbidden" {...props} />;
}

/** The server-error page (`/server-error`): something failed that trying again may fix. */
export function ServerErrorPage(props: ServerErrorPageProps): ReactNode {
  return <StatusPageFor kind="serverError" {...props} />;
}

/** The checkout's session-ended page (`/{locationId}/checkout/session-ended`). */
export function SessionEndedPage(props: SessionEndedPageProps): ReactNode {
  return <StatusPageFor kind="sessionEnded" {...props} />;
}

/** The already-booked page (`/{locationId}/already-booked`): this basket is already a booking. */
export function AlreadyBookedPage(props: AlreadyBookedPageProps): ReactNode {
  return <StatusPageFor kind="alreadyBooked" {...props} />;
}

/** The checkout side state "e-signature cancelled": the person left the signature provider. */
export function ESignatureCancelledPage(props: ESignaturePageProps): ReactNode {
  return <StatusPageFor kind="eSignatureCancelled" {...props} />;
}

/** The checkout side state "e-signature expired": the signing session timed out. */
export function ESignatureExpiredPage(props: ESignaturePageProps): ReactNode {
  return <StatusPageFor kind="eSignatureExpired" {...props} />;
}

/** The checkout side state "ID check cancelled": the person left the identity-check provider. */
export function IdCheckCancelledPage(props: IdCheckPageProps): ReactNode {
  return <StatusPageFor kind="idCheckCancelled" {...props} />;
}

/** The checkout side state "ID check expired": the identity-check session timed out. */
export function IdCheckExpiredPage(props: IdCheckPageProps): ReactNode {
  return <StatusPageFor kind="idCheckExpired" {...props} />;
}

/**
 * The checkout side state "ID check in progress": the provider has not answered yet. Its text is a
 * polite live region, so the host can poll and re-render; `onRefresh` adds a button to check now.
 */
export function IdCheckInProgressPage(props: IdCheckInProgressPageProps): ReactNode {
  return <StatusPageFor kind="idCheckInProgress" {...props} />;
}
