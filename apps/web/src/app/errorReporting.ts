import {
  addIntegration,
  type Breadcrumb,
  type BrowserOptions,
  browserTracingIntegration,
  captureException,
  type ErrorEvent,
  type EventHint,
  init,
} from '@sentry/browser';
import { isApiError, isApiUnavailable } from '@stowly/api-client';
import { redactSecrets, whenIdle } from '@stowly/booking';
import { config } from '../config';
import { connectErrorReporter } from './reportError';

/**
 * Error reporting with @sentry/browser (spec sections 8 and 9). This module is loaded after the
 * first render (`main.tsx`), so none of it is in the first-load bundle; session replay is a chunk
 * of its own, added once this has started (`sessionReplay.ts`).
 */

/**
 * Messages of other scripts' noise (spec section 8): chat widgets, jQuery, social pixels and tag
 * manager scripts break on their own and are none of the app's failures.
 */
const IGNORED_ERRORS: (string | RegExp)[] = [
  // jQuery (tenant tag manager snippets bring it along)
  /\bjQuery\b/,
  /^\$ is not defined/,
  /\$\(\.\.\.\)\./,
  // social pixels
  /\b_?fbq\b/,
  /\bfacebook\b/i,
  // tag manager and analytics
  /\bgtag\b/,
  /\bgoogle_tag_manager\b/,
  /\bgoogletag\b/,
  /googletagmanager|google-analytics/i,
  // chat widgets
  /\bIntercom\b/i,
  /\bzE\b|\$zopim|zendesk/i,
  /\bTawk_API\b|tawk\.to/i,
  /\$crisp\b|crisp\.chat/i,
  /\bdrift\b.*\b(?:widget|api)\b|driftt/i,
  /\bLiveChatWidget\b|livechatinc/i,
];

/** Scripts whose errors are never the app's (the same noise, recognised by where it was thrown). */
const DENIED_URLS: RegExp[] = [
  /googletagmanager\.com/i,
  /google-analytics\.com/i,
  /googleadservices\.com/i,
  /doubleclick\.net/i,
  /connect\.facebook\.net/i,
  /facebook\.com\/tr/i,
  /widget\.intercom\.io|js\.intercomcdn\.com/i,
  /static\.zdassets\.com|zopim\.com|zendesk\.com/i,
  /embed\.tawk\.to/i,
  /client\.crisp\.chat/i,
  /js\.driftt\.com/i,
  /cdn\.livechatinc\.com/i,
  /js\.hs-scripts\.com/i,
  /code\.jquery\.com/i,
];

/** Keys whose values are never reported: credentials in headers and data. */
const SECRET_KEY =
  /^(?:authorization|cookie|set-cookie|x-api-key|proxy-authorization|[\w-]*token[\w-]*|code|state|password)$/i;
const FILTERED = '[Filtered]';

/** Scrubs the string values of a record (one level: breadcrumb data, request headers). */
function scrubRecord(record: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_KEY.test(key)) result[key] = FILTERED;
    else result[key] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  return result;
}

/**
 * Keeps secrets out of breadcrumbs: navigation (`from`/`to`), fetch and XHR (`url`) and any
 * message carrying a URL.
 */
export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: redactSecrets(breadcrumb.message) } : {}),
    ...(breadcrumb.data ? { data: scrubRecord(breadcrumb.data) } : {}),
  };
}

/** The part of an event that names a page or a request. */
type ScrubbableEvent = Pick<ErrorEvent, 'request' | 'breadcrumbs' | 'exception' | 'message' | 'transaction'>;

/** Scrubs the page URL, request headers, breadcrumbs and exception messages of an event in place. */
function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.request) {
    const { url, query_string, headers, cookies: _cookies, ...request } = event.request;
    event.request = {
      ...request,
      ...(url ? { url: redactSecrets(url) } : {}),
      ...(typeof query_string === 'string'
        ? { query_string: redactSecrets(`?${query_string}`).slice(1) }
        : {}),
      ...(headers ? { headers: scrubRecord(headers) as Record<string, string> } : {}),
    };
  }
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((breadcrumb) => beforeBreadcrumb(breadcrumb) ?? breadcrumb);
  }
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactSecrets(exception.value);
  }
  if (typeof event.message === 'string') event.message = redactSecrets(event.message);
  if (event.transaction) event.transaction = redactSecrets(event.transaction);
  return event;
}

/**
 * Drops HTTP 422 answers (spec section 8: the user sees those as form errors), tags API errors
 * with their status and code, and scrubs secrets.
 */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const error = hint.originalException;
  if (isApiError(error)) {
    if (error.status === 422) return null;
    event.tags = { ...event.tags, status: String(error.status), code: error.code };
  }
  return scrubEvent(event);
}

/** A span attribute (a plain value or `{ value, type }`) with its text scrubbed. */
function scrubAttribute(value: unknown): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (typeof value === 'object' && value !== null && 'value' in value && typeof value.value === 'string') {
    return { ...value, value: redactSecrets(value.value) };
  }
  return value;
}

/**
 * The options of the error reporting of this build (spec section 9). The replay rates are read by
 * the replay integration when `startErrorReporting` adds it.
 */
export function errorReportingOptions(overrides: Partial<BrowserOptions> = {}): BrowserOptions {
  return {
    dsn: config.sentryDsn,
    release: config.release,
    environment: import.meta.env.DEV ? 'development' : 'production',
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [browserTracingIntegration()],
    ignoreErrors: IGNORED_ERRORS,
    denyUrls: DENIED_URLS,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    beforeSend,
    beforeBreadcrumb,
    // Performance spans are streamed (the default of @sentry/browser 11): their names and URL
    // attributes are scrubbed like breadcrumbs.
    beforeSendSpan: (span) => ({
      ...span,
      name: redactSecrets(span.name),
      attributes: Object.fromEntries(
        Object.entries(span.attributes).map(([key, value]) => [key, scrubAttribute(value)]),
      ) as typeof span.attributes,
    }),
    ...overrides,
  };
}

/**
 * How long failures of an API that cannot be reached (no answer, or 5xx) with the same status and
 * code count as the outage already reported: an API that is down fails every call of the page at
 * once, and each retry again.
 */
const OUTAGE_REPORT_INTERVAL_MS = 10_000;

/**
 * Whether `error` is one more failure of an outage (an API error with status 0 or 5xx, by status
 * and code) reported less than 10 s before `now`; otherwise the outage counts as reported at `now`.
 */
export function createOutageFilter(): (error: unknown, now: number) => boolean {
  const reported = new Map<string, number>();
  return (error, now) => {
    if (!isApiUnavailable(error)) return false;
    const key = `${error.status} ${error.code}`;
    const last = reported.get(key);
    if (last !== undefined && now - last < OUTAGE_REPORT_INTERVAL_MS) return true;
    reported.set(key, now);
    return false;
  };
}

/** An integration of @sentry/browser (what `addIntegration` takes). */
type Integration = Parameters<typeof addIntegration>[0];

/** Loads the session replay integration (its chunk) of this build. */
const loadSessionReplay = (): Promise<Integration> =>
  import('./sessionReplay').then((module) => module.sessionReplayIntegration());

/**
 * Starts @sentry/browser (its global handlers capture uncaught errors and unhandled rejections)
 * and sends it the reports of `reportError`, those made before included: the failures of one API
 * outage as one report.
 *
 * Session replay is added afterwards, when the browser is next idle: starting its recorder takes
 * a snapshot of the page and its style sheets, the longest piece of work of error reporting
 * (about as long as everything else together), so it runs as a task of its own instead of making
 * one long task with the rest; a tap in between is answered first. Its code is a chunk of its own
 * for the same reason: its code is loaded in one idle moment and the recorder started in the next.
 * `loadReplay` is for tests.
 */
export function startErrorReporting(
  overrides: Partial<BrowserOptions> = {},
  loadReplay: () => Promise<Integration> = loadSessionReplay,
): void {
  init(errorReportingOptions(overrides));
  const isRepeatedOutage = createOutageFilter();
  connectErrorReporter((error, tags) => {
    if (!isRepeatedOutage(error, Date.now())) captureException(error, { tags: { ...tags } });
  });
  whenIdle(() => {
    loadReplay()
      .then((replay) => whenIdle(() => addIntegration(replay)))
      .catch((error: unknown) => console.error('[stowly] session replay did not load', error));
  });
}
