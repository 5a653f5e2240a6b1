import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';

/** A script large enough to be worth compressing (over 1 kB). */
const APP_SCRIPT = Array.from({ length: 200 }, (_, index) => `export const step${index} = ${index};`).join(
  '\n',
);

let sandbox: TestSandbox;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'stowly-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><title>Stowly</title><div id="root"></div></html>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'assets', 'app-def456.js'), APP_SCRIPT);
  sandbox = await createTestSandbox({ config: { webDist } });
});
afterAll(() => sandbox.close());

describe('security headers', () => {
  it('HTML answers refuse framing and set the other security headers', async () => {
    for (const path of ['/docs', '/1/unit-type/101', '/customer-portal']) {
      const response = await sandbox.api(path, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('API answers carry nosniff and are not cached', async () => {
    const response = await sandbox.api('/v1/no-such-thing');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('web app', () => {
  it('serves index.html for app routes (SPA fallback) and files as they are', async () => {
    const page = await sandbox.api('/1/unit-type/101/options?section=moveInDate', {
      headers: { Accept: 'text/html' },
    });
    expect(await page.text()).toContain('<div id="root">');
    const asset = await sandbox.api('/assets/index-abc123.js');
    expect(asset.headers.get('Content-Type')).toContain('text/javascript');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
  });

  it('compresses what it serves when the browser accepts gzip, and only then', async () => {
    const compressed = await sandbox.api('/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await compressed.arrayBuffer());
    expect(body.length).toBeLessThan(APP_SCRIPT.length / 2);
    expect(gunzipSync(body).toString()).toBe(APP_SCRIPT);

    const plain = await sandbox.api('/assets/app-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_SCRIPT);
  });

  it('a missing asset is a 404, and paths cannot leave the app folder', async () => {
    expect((await sandbox.api('/assets/missing.js')).status).toBe(404);
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await sandbox.api(path, { headers: { Accept: 'text/html' } });
      expect(await response.text(), path).not.toMatch(/root:|"name":/);
    }
  });
});

describe('API reference', () => {
  it('renders both contracts as a page with every operation', async () => {
    const response = await sandbox.api('/docs');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Stowly booking API');
    for (const operationId of [
      'createBooking',
      'calculatePrice',
      'getCheckout',
      'cancelBooking',
      'listManagers',
    ]) {
      expect(html).toContain(`(${operationId})`);
    }
    expect(html).not.toContain('<script');
  });

  it('offers the contract files for download, and nothing else from that folder', async () => {
    const yaml = await sandbox.api('/openapi/booking-api.yaml');
    expect(yaml.headers.get('Content-Type')).toContain('application/yaml');
    expect(await yaml.text()).toContain('openapi: 3.1');
    expect((await sandbox.api('/openapi/redocly.yaml')).status).toBe(404);
  });
});

describe('error report collector', () => {
  /** The reports as the admin reads them (see errorCollector.test.ts for the key and caps). */
  const readReports = () =>
    sandbox.api('/sandbox/error-reports', {
      headers: { Authorization: `Bearer ${sandbox.config.adminKey}` },
    });

  it('stores Sentry envelopes and lists them', async () => {
    const envelope = '{"event_id":"abc"}\n{"type":"event"}\n{"message":"boom"}';
    const response = await sandbox.api('/api/42/envelope/?sentry_key=sandbox', {
      method: 'POST',
      body: envelope,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(response.status).toBe(200);
    const list = await (await readReports()).json();
    expect(list.data[0]).toMatchObject({ projectId: '42', envelope });
  });

  it('stores an envelope with a binary payload (a compressed replay recording) and lists its JSON lines', async () => {
    const lines = '{"event_id":"r1"}\n{"type":"replay_event"}\n{"type":"replay_event","error_ids":["e1"]}\n';
    const recording = new Uint8Array([0x78, 0x9c, 0x00, 0xff, 0x0a, 0x00, 0x01]);
    const header = `{"type":"replay_recording","length":${recording.byteLength}}\n`;
    const body = new Uint8Array([...new TextEncoder().encode(lines + header), ...recording]);
    const response = await sandbox.api('/api/42/envelope/?sentry_key=sandbox', { method: 'POST', body });
    expect(response.status).toBe(200);
    const list = await (await readReports()).json();
    const stored: string = list.data[0].envelope;
    expect(stored.startsWith(lines + header)).toBe(true);
    expect(stored.split('\n')[2]).toBe('{"type":"replay_event","error_ids":["e1"]}');
  });

  it('rejects empty envelopes and bad project ids', async () => {
    const post = (path: string, body: string) => sandbox.api(path, { method: 'POST', body });
    expect((await post('/api/42/envelope/?sentry_key=sandbox', '')).status).toBe(400);
    expect((await post('/api/abc/envelope/?sentry_key=sandbox', 'x')).status).toBe(400);
  });
});
