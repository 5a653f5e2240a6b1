import { isApiError } from '@stowly/api-client';

/** What is known about a failed API call besides the error: reported as tags. */
interface ErrorReportTags {
  /** The HTTP status (`0` when no answer arrived). */
  status?: string;
  /** The API's error code, such as `wrong-step` or `http-500`. */
  code?: string;
  /** The request's path, without its query (which may hold codes or tokens). */
  request_path?: string;
}

/** Sends one report to the error-reporting service (see `errorReporting.ts`). */
export type ErrorReporter = (error: unknown, tags: ErrorReportTags) => void;

/** Reports kept until the error-reporting service is loaded; beyond this, the oldest are kept. */
const MAX_QUEUED_REPORTS = 30;

let reporter: ErrorReporter | undefined;
const queued: { error: unknown; tags: ErrorReportTags }[] = [];

/**
 * Set once the visitor leaves the page (`pagehide`, before the browser cuts off its requests): a
 * call that then ends without an answer was cut off by the navigation, not by a failure.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back to this page from the back/forward cache: its calls count again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Reports a failure the app handles itself (HTTP errors other than 401 and 422, failed catalog or
 * setup loads, booking errors) to the error-reporting service (`config.sentryDsn`). The service is
 * loaded after the first render (`main.tsx`); reports made before that wait for it. A call cut off
 * because the visitor is leaving the page is not reported. Development builds also log each report
 * to the console.
 */
export function reportError(error: unknown): void {
  if (leaving && isApiError(error) && error.status === 0) return;
  if (import.meta.env.DEV) console.error('[stowly]', error);
  const tags = tagsOf(error);
  if (reporter) reporter(error, tags);
  else if (queued.length < MAX_QUEUED_REPORTS) queued.push({ error, tags });
}

/** Connects the error-reporting service: the reports made so far are sent to it, then every new one. */
export function connectErrorReporter(next: ErrorReporter): void {
  reporter = next;
  for (const { error, tags } of queued.splice(0)) next(error, tags);
}

/** Status, code and request path of a failed API call; nothing for other errors. */
function tagsOf(error: unknown): ErrorReportTags {
  if (!isApiError(error)) return {};
  const path = requestPathOf(error.status);
  return {
    status: String(error.status),
    code: error.code,
    ...(path ? { request_path: path } : {}),
  };
}

/**
 * The path of the latest finished fetch that was answered with `status` (the API client calls
 * `onError` once the answer has arrived), from the browser's resource timing. Undefined where the
 * browser does not record answer statuses.
 */
function requestPathOf(status: number): string | undefined {
  if (status === 0 || typeof performance === 'undefined' || !performance.getEntriesByType) return undefined;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (entry?.initiatorType === 'fetch' && entry.responseStatus === status) {
      try {
        return new URL(entry.name).pathname;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
