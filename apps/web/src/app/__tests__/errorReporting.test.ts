// @vitest-environment jsdom
import type { addIntegration, BrowserOptions, ErrorEvent } from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** One Sentry envelope as sent: its header and its items (item header, payload). */
interface ParsedEnvelope {
  header: Record<string, unknown>;
  items: { type: string; payload: Record<string, unknown> }[];
}

function parseEnvelope(body: string): ParsedEnvelope {
  const [header, ...lines] = body.split('\n').filter((line) => line !== '');
  const items: ParsedEnvelope['items'] = [];
  for (let index = 0; index < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({ type: itemHeader.type, payload: JSON.parse(lines[index + 1] ?? '{}') });
  }
  return { header: JSON.parse(header ?? '{}'), items };
}

let started: typeof import('@sentry/browser') | undefined;

/** A fresh copy of the app's modules (reportError keeps its queue per module instance). */
async function freshModules() {
  vi.resetModules();
  const { reportError } = await import('../reportError');
  const { beforeBreadcrumb, beforeSend, errorReportingOptions, startErrorReporting } = await import(
    '../errorReporting'
  );
  const { scrubRecordingEvent, sessionReplayIntegration } = await import('../sessionReplay');
  const Sentry = await import('@sentry/browser');
  started = Sentry;
  const { ApiError } = await import('@stowly/api-client');
  const apiError = (status: number, code = `http-${status}`) =>
    new ApiError({ status, code, message: `Request failed with status ${status}` });
  return {
    reportError,
    beforeBreadcrumb,
    beforeSend,
    errorReportingOptions,
    scrubRecordingEvent,
    sessionReplayIntegration,
    startErrorReporting,
    Sentry,
    apiError,
  };
}

/** Starts error reporting with a transport that keeps the envelopes instead of sending them. */
function fakeTransport(Sentry: typeof import('@sentry/browser')) {
  const envelopes: ParsedEnvelope[] = [];
  const urls: string[] = [];
  const transport: BrowserOptions['transport'] = (options) => {
    urls.push(options.url);
    return Sentry.createTransport(options, async (request) => {
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      envelopes.push(parseEnvelope(body));
      return { statusCode: 200 };
    });
  };
  const events = () =>
    envelopes.flatMap((envelope) =>
      envelope.items
        .filter((item) => item.type === 'event')
        .map((item) => item.payload as unknown as ErrorEvent),
    );
  return { transport, urls, events };
}

/** An integration of @sentry/browser. */
type Integration = Parameters<typeof addIntegration>[0];

/** Lets the promises and timers queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The browser's idle moments, one at a time: `next()` runs the idle callbacks queued so far. */
function idleMoments() {
  const queue: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return {
    async next() {
      for (const callback of queue.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await settle();
    },
  };
}

/** A replay loader for the tests that are not about replay: the integration never arrives. */
const neverLoads = () => new Promise<Integration>(() => undefined);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await started?.close();
  started = undefined;
});

describe('beforeSend', () => {
  it('drops an HTTP 422 from the API and keeps a 500, tagged with status and code', async () => {
    const { beforeSend, apiError } = await freshModules();
    expect(beforeSend({ type: undefined }, { originalException: apiError(422, 'validation') })).toBeNull();

    const kept = beforeSend({ type: undefined }, { originalException: apiError(500, 'internal') });
    expect(kept?.tags).toEqual({ status: '500', code: 'internal' });
    expect(beforeSend({ type: undefined }, { originalException: new Error('boom') })).not.toBeNull();
  });

  it('scrubs sign-in codes, state and tokens from the page URL, headers, messages and breadcrumbs', async () => {
    const { beforeSend } = await freshModules();
    const event = beforeSend(
      {
        type: undefined,
        request: {
          url: 'https://book.example.com/auth?code=abc123&state=s3cr3t&lang=en',
          headers: { Authorization: 'Bearer eyJtoken', 'User-Agent': 'test' },
        },
        exception: { values: [{ type: 'Error', value: 'failed: /identity/token?refresh_token=r1&x=1' }] },
        breadcrumbs: [
          { category: 'navigation', data: { from: '/login', to: '/auth?state=s3cr3t&code=abc123' } },
          { category: 'fetch', data: { url: '/v1/checkout?access_token=t0k&i=2', method: 'GET' } },
        ],
      },
      { originalException: new Error('x') },
    );
    const sent = JSON.stringify(event);
    for (const secret of ['abc123', 's3cr3t', 'eyJtoken', 'r1&', 't0k']) expect(sent).not.toContain(secret);
    expect(event?.request?.url).toBe('https://book.example.com/auth?lang=en');
    expect(event?.request?.headers).toEqual({ Authorization: '[Filtered]', 'User-Agent': 'test' });
    expect(event?.breadcrumbs?.[1]?.data?.url).toBe('/v1/checkout?i=2');
  });
});

describe('beforeBreadcrumb', () => {
  it('scrubs secret query parameters and keeps everything else', async () => {
    const { beforeBreadcrumb } = await freshModules();
    expect(
      beforeBreadcrumb({ category: 'xhr', message: 'GET /auth?code=c&lang=sv', data: { status_code: 500 } }),
    ).toEqual({ category: 'xhr', message: 'GET /auth?lang=sv', data: { status_code: 500 } });
    expect(
      beforeBreadcrumb({ category: 'navigation', data: { to: '/1?discountCode=SPRING&i=12' } })?.data,
    ).toEqual({
      to: '/1?discountCode=SPRING&i=12',
    });
    expect(
      beforeBreadcrumb({
        category: 'navigation',
        data: { to: '/checkout/id-check/7?session=sess_1&id_token=x' },
      })?.data,
    ).toEqual({ to: '/checkout/id-check/7' });
  });
});

describe('startErrorReporting', () => {
  it('scrubs session replay recordings', async () => {
    const { scrubRecordingEvent } = await freshModules();
    const event = {
      type: 4,
      timestamp: 1,
      data: { href: 'https://book.example.com/auth?code=c1&state=s1', width: 1 },
    };
    expect(scrubRecordingEvent(event)).toEqual({
      type: 4,
      timestamp: 1,
      data: { href: 'https://book.example.com/auth', width: 1 },
    });
    const harmless = { type: 3, timestamp: 2, data: { source: 1 } };
    expect(scrubRecordingEvent(harmless)).toBe(harmless);
  });

  it('scrubs the names and URLs of performance spans', async () => {
    const { errorReportingOptions } = await freshModules();
    const span = errorReportingOptions().beforeSendSpan?.({
      trace_id: 't',
      span_id: 's',
      name: 'GET /identity/token?refresh_token=r1',
      start_timestamp: 1,
      status: 'ok',
      is_segment: false,
      attributes: { 'url.full': '/auth?code=c1&state=s1', 'http.response.status_code': 200 },
    });
    expect(span?.name).toBe('GET /identity/token');
    expect(span?.attributes).toEqual({
      'url.full': '/auth',
      'http.response.status_code': 200,
    });
  });

  it('uses the rates, release and environment of spec section 9 and the sandbox collector', async () => {
    const { errorReportingOptions } = await freshModules();
    const options = errorReportingOptions();
    expect(options).toMatchObject({
      dsn: `http://sandbox@${window.location.host}/1`,
      release: '2025.10.23',
      environment: 'development',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    const integrations = Array.isArray(options.integrations) ? options.integrations.map((i) => i.name) : [];
    // Session replay is added once error reporting has started (next test).
    expect(integrations).toEqual(['BrowserTracing']);
  });

  it('adds session replay after it has started: its code in one idle moment, its recorder in the next', async () => {
    const { startErrorReporting, sessionReplayIntegration, Sentry } = await freshModules();
    expect(sessionReplayIntegration().name).toBe('Replay');
    const idle = idleMoments();
    const afterAllSetup = vi.fn();
    let loaded: (integration: Integration) => void = () => undefined;
    const loadReplay = vi.fn(() => new Promise<Integration>((resolve) => (loaded = resolve)));
    const { transport } = fakeTransport(Sentry);
    startErrorReporting({ transport, integrations: [] }, loadReplay);
    const client = Sentry.getClient();
    expect(client).toBeDefined();
    expect(loadReplay).not.toHaveBeenCalled();

    await idle.next();
    expect(loadReplay).toHaveBeenCalledTimes(1);
    loaded({ name: 'Replay', afterAllSetup });
    await settle();
    expect(afterAllSetup).not.toHaveBeenCalled();
    expect(client?.getIntegrationByName('Replay')).toBeUndefined();

    await idle.next();
    expect(afterAllSetup).toHaveBeenCalledWith(client);
    expect(client?.getIntegrationByName('Replay')).toBeDefined();
  });

  it('keeps reporting errors when the replay chunk does not load', async () => {
    const { reportError, startErrorReporting, Sentry } = await freshModules();
    const idle = idleMoments();
    const { transport, events } = fakeTransport(Sentry);
    startErrorReporting({ transport, integrations: [] }, () => Promise.reject(new Error('chunk failed')));
    await idle.next();
    expect(console.error).toHaveBeenCalledWith('[stowly] session replay did not load', expect.any(Error));

    reportError(new Error('after the replay failed'));
    await Sentry.flush(2000);
    expect(events().at(-1)?.exception?.values?.[0]?.value).toBe('after the replay failed');
  });

  it('sends the reports made before it started, and drops a 422', async () => {
    const { reportError, startErrorReporting, Sentry, apiError } = await freshModules();
    reportError(apiError(500, 'internal'));
    reportError(apiError(422, 'validation'));
    reportError(new Error('catalog load failed'));

    const { transport, events, urls } = fakeTransport(Sentry);
    startErrorReporting({ transport, integrations: [] }, neverLoads);
    await Sentry.flush(2000);

    expect(events().map((event) => event.exception?.values?.[0]?.value)).toEqual([
      'Request failed with status 500',
      'catalog load failed',
    ]);
    expect(events()[0]?.tags).toMatchObject({ status: '500', code: 'internal' });
    expect(events().every((event) => event.release === '2025.10.23')).toBe(true);
    const url = new URL(urls[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${window.location.origin}/api/1/envelope/`);
    expect(url.searchParams.get('sentry_key')).toBe('sandbox');

    reportError(new Error('after start'));
    await Sentry.flush(2000);
    expect(events().at(-1)?.exception?.values?.[0]?.value).toBe('after start');
  });

  it('ignores noise of chat widgets, jQuery, social pixels and tag managers, not the app’s own errors', async () => {
    const { startErrorReporting, Sentry } = await freshModules();
    const { transport, events } = fakeTransport(Sentry);
    startErrorReporting({ transport, integrations: [] }, neverLoads);

    for (const message of [
      'fbq is not defined',
      "Cannot read properties of undefined (reading 'Intercom')",
      'jQuery is not defined',
      'google_tag_manager is not defined',
      '$crisp is not defined',
      'Tawk_API is not defined',
    ]) {
      Sentry.captureException(new ReferenceError(message));
    }
    const fromTagManager = new Error('Script error in tag');
    fromTagManager.stack =
      'Error: Script error in tag\n    at f (https://www.googletagmanager.com/gtm.js?id=GTM-1:1:10)';
    Sentry.captureException(fromTagManager);
    Sentry.captureException(new TypeError('unitTypes.map is not a function'));
    await Sentry.flush(2000);

    expect(events().map((event) => event.exception?.values?.[0]?.value)).toEqual([
      'unitTypes.map is not a function',
    ]);
  });
});
