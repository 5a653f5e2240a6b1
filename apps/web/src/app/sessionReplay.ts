import { replayIntegration } from '@sentry/browser';
import { redactSecrets } from '@stowly/booking';

/**
 * Session replay of error reporting (spec section 9: 10 % of sessions, and every session with an
 * error). A chunk of its own, added by `startErrorReporting` once error reporting has started and
 * the browser is idle; the rates are those of `errorReportingOptions`.
 */

/**
 * A session replay's recording event with secrets scrubbed from every text in it (the replay
 * records page URLs, such as the sign-in callback's before it is cleaned).
 */
export function scrubRecordingEvent<T>(event: T): T {
  const text = JSON.stringify(event);
  const scrubbed = redactSecrets(text);
  return scrubbed === text ? event : (JSON.parse(scrubbed) as T);
}

/** The session replay integration of this build, with its recording scrubbed. */
export function sessionReplayIntegration(): ReturnType<typeof replayIntegration> {
  return replayIntegration({ beforeAddRecordingEvent: scrubRecordingEvent });
}
