import { describe, expect, it } from 'vitest';
import { clearErrorReports, storedReports } from './support/errorReports';
import { useBrowser } from './support/useBrowser';

/** An error event out of an envelope: what the error-reporting service would show. */
interface ReportedEvent {
  event_id?: string;
  release?: string;
  environment?: string;
  tags?: Record<string, string>;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string }[] };
}

/**
 * Parses a Sentry envelope: a header line, then per item a header line (with its `type`) and a
 * payload line, except a replay's recording: bytes, the rest of the envelope. Throws when a line
 * is not JSON, so a malformed envelope fails the test.
 */
function parseEnvelope(envelope: string): {
  header: { sdk?: { name?: string } };
  items: { type: string; payload: unknown }[];
} {
  const lines = envelope.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const header = JSON.parse(lines.shift() ?? '');
  const items: { type: string; payload: unknown }[] = [];
  while (lines.length > 0) {
    const itemHeader = JSON.parse(lines.shift() ?? '') as { type: string; length?: number };
    if (itemHeader.type === 'replay_recording') {
      // A replay's recording is compressed bytes (with newlines of their own), the last item.
      items.push({ type: itemHeader.type, payload: lines.splice(0).join('\n') });
      break;
    }
    items.push({ type: itemHeader.type, payload: JSON.parse(lines.shift() ?? '') });
  }
  return { header, items };
}

describe('error reporting to the sandbox collector', () => {
  const { openPage, origin } = useBrowser();

  /** The error events the collector holds, newest first. */
  async function reportedEvents(): Promise<ReportedEvent[]> {
    return (await storedReports(origin())).flatMap((report) => {
      expect(report.projectId).toBe('1');
      return parseEnvelope(report.envelope)
        .items.filter((item) => item.type === 'event')
        .map((item) => item.payload as ReportedEvent);
    });
  }

  const withValue = (events: ReportedEvent[], value: string) =>
    events.filter((event) => event.exception?.values?.some((exception) => exception.value === value));

  it('is not part of the first load: the SDK arrives in a chunk of its own after the page shows', async () => {
    const html = await (await fetch(new URL('/1?lang=en', origin()))).text();
    // Every script the page names: linked, or started by its loader.
    const firstLoad = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const script of firstLoad) {
      const code = await (await fetch(new URL(script, origin()))).text();
      // The SDK's global carrier: present in any chunk that holds @sentry/browser.
      expect(code.includes('__SENTRY__'), script).toBe(false);
    }

    const { page, requests } = await openPage('/1?lang=en');
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    await expect
      .poll(() => requests.filter((url) => /\/assets\/errorReporting-[\w-]+\.js$/.test(url)))
      .toHaveLength(1);
    const [lazyChunk] = requests.filter((url) => /\/assets\/errorReporting-[\w-]+\.js$/.test(url));
    expect(await (await fetch(lazyChunk ?? '')).text()).toContain('__SENTRY__');
  });

  it('sends a failed setup load (500) and an uncaught error, never a 422', async () => {
    await clearErrorReports(origin());

    const { page, requests } = await openPage('/1?lang=en', {
      expectedPageErrors: /e2e uncaught/,
      rendering: 'client',
    });
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    // The setup fails with the contract's error body, the location config with a validation error.
    await page.route(
      (url) => url.pathname === '/v1/setup',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'e2e setup failure', details: [] } }),
        }),
    );
    await page.route(
      (url) => url.pathname === '/v1/location/config',
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'validation',
              message: 'e2e unprocessable',
              details: [{ field: 'locationIds', code: 'invalid' }],
            },
          }),
        }),
    );
    // A fresh start: both calls fail before error reporting has loaded, so the report waits for it.
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await expect
      .poll(async () => withValue(await reportedEvents(), 'e2e setup failure'), { timeout: 20_000 })
      .not.toEqual([]);
    const [setupFailure] = withValue(await reportedEvents(), 'e2e setup failure');
    expect(setupFailure?.release).toBe('2025.10.23');
    expect(setupFailure?.tags).toMatchObject({ status: '500', code: 'internal', request_path: '/v1/setup' });
    expect(setupFailure?.exception?.values?.[0]?.type).toBe('ApiError');
    expect(requests.some((url) => new URL(url).pathname === '/api/1/envelope/')).toBe(true);

    // An uncaught error, after the 422 had every chance to be reported.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e uncaught');
      });
    });
    await expect
      .poll(async () => withValue(await reportedEvents(), 'e2e uncaught'), { timeout: 20_000 })
      .not.toEqual([]);
    const [uncaught] = withValue(await reportedEvents(), 'e2e uncaught');
    expect(uncaught?.release).toBe('2025.10.23');
    expect(uncaught?.request?.url).toBe(`${origin()}/1?lang=en`);

    const events = await reportedEvents();
    expect(withValue(events, 'e2e unprocessable')).toEqual([]);
    expect(events.filter((event) => event.tags?.status === '422')).toEqual([]);
  });

  it('records the session for replay from a chunk of its own: an error sends the replay of the page', async () => {
    await clearErrorReports(origin());

    const { page, requests } = await openPage('/1?lang=en', { expectedPageErrors: /e2e replayed/ });
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    const chunks = (pattern: RegExp) => requests.filter((url) => pattern.test(new URL(url).pathname));
    // The replay's chunk comes after error reporting's, and the recorder (its compression worker) starts.
    await expect.poll(() => chunks(/^\/assets\/sessionReplay-[\w-]+\.js$/)).toHaveLength(1);
    expect(chunks(/^\/assets\/errorReporting-[\w-]+\.js$/)).toHaveLength(1);
    expect(requests.findIndex((url) => url.includes('/assets/errorReporting-'))).toBeLessThan(
      requests.findIndex((url) => url.includes('/assets/sessionReplay-')),
    );
    await expect.poll(() => page.workers().length).toBeGreaterThan(0);

    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e replayed');
      });
    });
    await expect
      .poll(async () => withValue(await reportedEvents(), 'e2e replayed'), { timeout: 20_000 })
      .not.toEqual([]);
    // Every session with an error sends its replay (spec section 9: replay on error 1), linked to
    // the error's event.
    const replayOf = async () => {
      return (await storedReports(origin())).flatMap((report) =>
        parseEnvelope(report.envelope)
          .items.filter((item) => item.type === 'replay_event')
          .map((item) => item.payload as { error_ids?: string[] }),
      );
    };
    await expect.poll(async () => (await replayOf()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const errorIds = (await replayOf()).flatMap((replay) => replay.error_ids ?? []);
    const [replayed] = withValue(await reportedEvents(), 'e2e replayed');
    expect(errorIds).toContain(replayed?.event_id);
  });
});
