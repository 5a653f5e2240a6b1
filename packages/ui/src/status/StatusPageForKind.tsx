import type { ReactNode } from 'react';
import {
  ALREADY_BOOKED,
  E_SIGNATURE_CANCELLED,
  E_SIGNATURE_EXPIRED,
  ID_CHECK_CANCELLED,
  ID_CHECK_EXPIRED,
  ID_CHECK_FAILED,
  ID_CHECK_IN_PROGRESS,
  SESSION_ENDED,
} from './CheckoutStatusPages';
import {
  FORBIDDEN,
  NOT_FOUND,
  SERVER_ERROR,
  type StatusPageForProps,
  type StatusPageKind,
} from './StatusPageFor';
import { CasePage, type StatusCase } from './statusCasePage';

const CASES: Record<StatusPageKind, StatusCase> = {
  notFound: NOT_FOUND,
  forbidden: FORBIDDEN,
  serverError: SERVER_ERROR,
  sessionEnded: SESSION_ENDED,
  alreadyBooked: ALREADY_BOOKED,
  eSignatureCancelled: E_SIGNATURE_CANCELLED,
  eSignatureExpired: E_SIGNATURE_EXPIRED,
  idCheckCancelled: ID_CHECK_CANCELLED,
  idCheckExpired: ID_CHECK_EXPIRED,
  idCheckFailed: ID_CHECK_FAILED,
  idCheckInProgress: ID_CHECK_IN_PROGRESS,
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
  return <CasePage spec={CASES[props.kind]} {...props} />;
}
