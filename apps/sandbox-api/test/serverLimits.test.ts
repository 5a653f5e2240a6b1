import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openDatabase } from '../src/db/database';
import { DataFolderLockedError, lockDataFolder, lockPathOf } from '../src/db/dataFolderLock';
import { pageRequest } from '../src/handlers/portalSupport';
import { ApiProblem } from '../src/http/ApiProblem';
import { BODY_LIMITS, bodyLimitFor } from '../src/http/bodyLimits';
import { createContractBackend } from '../src/http/bookingApi';
import { MAX_HEADER_BYTES, serveSandbox } from '../src/http/nodeServer';
import { appContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from '../src/http/securityHeaders';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

const KIB = 1024;
const API_LIMIT = bodyLimitFor('/v1/booking');

/** The sandbox's app on a real listening Node server (port 0), as main.ts serves it. */
async function listen(sandbox: TestSandbox): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serveSandbox({ fetch: sandbox.app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ server, port: info.port }),
    );
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses the first HTTP answer in the bytes a raw socket received. */
function parseAnswer(text: string): RawAnswer | undefined {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? Number.NaN);
  const body = text.slice(end + 4);
  if (Number.isFinite(length) && Buffer.byteLength(body) < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** A raw connection: what it received so far, and the first complete answer once it is there. */
function rawConnection(port: number): { socket: Socket; answer: Promise<RawAnswer>; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
    });
    socket.on('error', (error) => {
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
      else reject(error);
    });
    socket.on('close', () => {
      const parsed = parseAnswer(received);
      if (parsed) resolve(parsed);
      else reject(new Error(`closed without an answer: ${JSON.stringify(received.slice(0, 200))}`));
    });
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, answer, closed };
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** A body stream of `chunks` pieces of `size` bytes each, for in-process requests (no Content-Length). */
function streamOf(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) controller.close();
      else {
        sent += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      }
    },
  });
}

/** Posts a streamed body in-process: no Content-Length, so the limit counts the bytes as they come. */
function postStream(
  sandbox: TestSandbox,
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    sandbox.app.request(`http://127.0.0.1:8080${path}`, {
      method: 'POST',
      headers,
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

function expectPayloadTooLarge(body: unknown): void {
  expect(body).toEqual({
    error: { code: 'payload-too-large', message: expect.stringContaining('64 KiB'), details: [] },
  });
}

describe('security: request bodies over the limit are refused with 413 before they are read', () => {
  let sandbox: TestSandbox;
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    ({ server, port } = await listen(sandbox));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sandbox.close();
  });

  it('the limits are documented per part of the origin: 64 KiB everywhere, 20 MiB for error-report envelopes', () => {
    expect(API_LIMIT).toBe(64 * KIB);
    expect(bodyLimitFor('/identity/sign-in')).toBe(64 * KIB);
    expect(bodyLimitFor('/sandbox-providers/payment/abc')).toBe(64 * KIB);
    expect(bodyLimitFor('/api/42/envelope/')).toBe(20 * KIB * KIB);
    expect(bodyLimitFor('/anything-else')).toBe(64 * KIB);
    expect(BODY_LIMITS.at(-1)?.maxBytes).toBe(64 * KIB);
  });

  it('a declared 100 MB body answers 413 in the error schema at once, without the body being sent', async () => {
    const { socket, answer } = rawConnection(port);
    const started = Date.now();
    // Only the headers and a few bytes: a server that waited for the body would never answer.
    socket.write(
      [
        'POST /v1/unit-type/101/price HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${100 * 1024 * 1024}`,
        '',
        '{"billingPeriodId": ',
      ].join('\r\n'),
    );
    const response = await answer;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers.connection).toBe('close');
    expectPayloadTooLarge(JSON.parse(response.body));
    socket.destroy();
  });

  it('a chunked body is cut off once it passes the limit, and other requests are answered meanwhile', async () => {
    const { socket, answer } = rawConnection(port);
    socket.write(
      [
        'POST /v1/unit-type/101/price HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n'),
    );
    let answered: RawAnswer | undefined;
    void answer.then((response) => {
      answered = response;
    });
    const chunk = ' '.repeat(8 * KIB);
    let sent = 0;
    // A slow upload: while it runs (under the limit), the server answers another request.
    for (let index = 0; index < 4; index += 1) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      sent += chunk.length;
      await pause(20);
    }
    const other = await fetch(`http://127.0.0.1:${port}/v1/setup`, { headers: { 'Content-Language': 'en' } });
    expect(other.status).toBe(200);
    expect(answered).toBeUndefined();
    // Past the limit, and then nothing more: the body never ends, so only a server that counts
    // what arrives (rather than waiting for the whole body) answers.
    while (sent <= API_LIMIT) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      sent += chunk.length;
      await pause(5);
    }
    const response = await answer;
    expect(response.status).toBe(413);
    expectPayloadTooLarge(JSON.parse(response.body));
    expect(sent).toBeLessThanOrEqual(API_LIMIT + chunk.length);
    socket.destroy();
    expect((await fetch(`http://127.0.0.1:${port}/v1/setup`)).status).toBe(200);
  });

  it('a JSON body over 64 KiB answers 413, one under it is read and validated (400)', async () => {
    const big = await sandbox.api('/v1/unit-type/101/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"padding": "${'x'.repeat(API_LIMIT)}"}`,
    });
    expect(big.status).toBe(413);
    expectPayloadTooLarge(await big.json());

    const small = await sandbox.api('/v1/unit-type/101/price', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"padding": "${'x'.repeat(API_LIMIT - 1024)}"}`,
    });
    expect(small.status).toBe(400);
    expect((await small.json()).error.code).toBe('bad-request');
  });

  it('form posts of the identity server and the provider pages over 64 KiB answer 413 (streamed, no length)', async () => {
    for (const path of ['/identity/sign-in', '/identity/token', '/sandbox-providers/payment/abc']) {
      const response = await postStream(sandbox, path, streamOf(10, 8 * KIB), {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect(response.status, path).toBe(413);
      expectPayloadTooLarge(await response.json());
    }
  });

  it('every operation with a body documents the 413 and answers it in its documented schema', async () => {
    const contract = await createContractBackend();
    const withBody = contract.getOperations().filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(10);
    for (const operation of withBody) {
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(Object.keys(operation.responses ?? {}), label).toContain('413');
      const response = await sandbox.api(`/v1${operation.path.replace(/\{[^}]+\}/g, '1')}`, {
        method: operation.method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'limits-test-key-1' },
        body: `{"padding": "${'x'.repeat(API_LIMIT)}"}`,
      });
      expect(response.status, label).toBe(413);
      const body = await response.json();
      expectPayloadTooLarge(body);
      expect(contract.validateResponse(body, operation, 413).errors ?? [], label).toEqual([]);
    }
  });

  it('the error-report collector takes envelopes over 64 KiB (session replays), and refuses them over 20 MiB', async () => {
    const replay = await postStream(sandbox, '/api/42/envelope/', streamOf(12, 8 * KIB));
    expect(replay.status).not.toBe(413);

    const { socket, answer } = rawConnection(port);
    socket.write(
      [
        'POST /api/42/envelope/ HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Content-Length: ${21 * 1024 * 1024}`,
        '',
        '{}',
      ].join('\r\n'),
    );
    const response = await answer;
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error).toMatchObject({ code: 'payload-too-large', details: [] });
    socket.destroy();
  });
});

describe('security: paging parameters are bounded and validated', () => {
  let sandbox: TestSandbox;
  let token = '';
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    token = (await signIn(sandbox, 'anna@example.com')).accessToken;
  });
  afterAll(() => sandbox.close());

  const lists = [
    '/v1/customer-portal/booking/1',
    '/v1/customer-portal/invoice/1',
    '/v1/customer-portal/shared-access/1',
  ];

  it('every page and pageSize parameter of the contract has a maximum (100000 and 100)', () => {
    const contract = parse(
      readFileSync(join(sandboxRoot, '..', '..', 'openapi', 'booking-api.yaml'), 'utf8'),
    ) as Record<string, unknown>;
    const found: Record<string, unknown>[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (record.in === 'query' && (record.name === 'page' || record.name === 'pageSize'))
          found.push(record);
        Object.values(record).forEach(walk);
      }
    };
    walk(contract);
    expect(
      found.map((parameter) => [parameter.name, (parameter.schema as { maximum?: number }).maximum]),
    ).toEqual([
      ['page', 100000],
      ['pageSize', 100],
    ]);
  });

  it('page=1e18, -1, 0, 1.5 and 100001 answer 400 with a detail on the portal lists, never 500', async () => {
    const cases: [string, string][] = [
      ['1e18', 'maximum'],
      ['1000000000000000000', 'maximum'],
      ['100001', 'maximum'],
      ['-1', 'minimum'],
      ['0', 'minimum'],
      ['1.5', 'type'],
      ['abc', 'type'],
    ];
    for (const path of lists) {
      for (const [page, code] of cases) {
        const response = await sandbox.api(`${path}?page=${page}`, { token });
        const label = `${path}?page=${page}`;
        expect(response.status, label).toBe(400);
        const body = await response.json();
        expect(body.error.code, label).toBe('bad-request');
        expect(body.error.details, label).toContainEqual({ field: 'page', code });
      }
      for (const [pageSize, code] of [
        ['101', 'maximum'],
        ['0', 'minimum'],
        ['2.5', 'type'],
        ['1e18', 'maximum'],
      ] as const) {
        const response = await sandbox.api(`${path}?pageSize=${pageSize}`, { token });
        expect(response.status, `${path}?pageSize=${pageSize}`).toBe(400);
        expect((await response.json()).error.details).toContainEqual({ field: 'pageSize', code });
      }
    }
  });

  it('the portal lists check the bounds again before they compute an SQL offset', () => {
    expect(pageRequest({ page: 100000, pageSize: 100 })).toEqual({
      page: 100000,
      pageSize: 100,
      offset: 9999900,
    });
    for (const [query, field, code] of [
      [{ page: 1e18 }, 'page', 'maximum'],
      [{ page: 0 }, 'page', 'minimum'],
      [{ page: 1.5 }, 'page', 'type'],
      [{ pageSize: 1e18 }, 'pageSize', 'maximum'],
    ] as const) {
      let thrown: unknown;
      try {
        pageRequest(query);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiProblem);
      expect((thrown as ApiProblem).status).toBe(400);
      expect((thrown as ApiProblem).details).toEqual([{ field, code }]);
    }
  });

  it('the largest page and page size are answered (an empty page past the end)', async () => {
    for (const path of lists) {
      const response = await sandbox.api(`${path}?page=100000&pageSize=100`, { token });
      expect(response.status, path).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ data: [], page: 100000, pageSize: 100 });
    }
    const catalogue = await sandbox.api('/v1/unit-type?locationIds=1&page=100000&pageSize=100', {
      headers: { 'Content-Language': 'en' },
    });
    expect(catalogue.status).toBe(200);
    const huge = await sandbox.api('/v1/unit-type?locationIds=1&page=1e18', {
      headers: { 'Content-Language': 'en' },
    });
    expect(huge.status).toBe(400);
    expect((await huge.json()).error.details).toContainEqual({ field: 'page', code: 'maximum' });
  });
});

describe('security: a too-long URL or headers answer 431 in the error schema', () => {
  let sandbox: TestSandbox;
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
    ({ server, port } = await listen(sandbox));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sandbox.close();
  });

  it('a URL longer than the header limit answers 431 with the error body, and the server goes on', async () => {
    const { socket, answer } = rawConnection(port);
    socket.write(
      `GET /v1/unit-type?locationIds=${'1,'.repeat(MAX_HEADER_BYTES)}1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    const response = await answer;
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(response.body)).toEqual({
      error: {
        code: 'request-header-fields-too-large',
        message: expect.stringContaining('16 KiB'),
        details: [],
      },
    });
    socket.destroy();
    expect((await fetch(`http://127.0.0.1:${port}/v1/setup`)).status).toBe(200);
  });

  it('headers larger than the limit answer 431 with the error body (through fetch as a browser would)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/v1/setup`, {
      headers: { 'X-Padding': 'x'.repeat(MAX_HEADER_BYTES + 100) },
    });
    expect(response.status).toBe(431);
    expect((await response.json()).error.code).toBe('request-header-fields-too-large');
  });

  it('malformed HTTP answers 400 in the error schema', async () => {
    const { socket, answer } = rawConnection(port);
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    const response = await answer;
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('bad-request');
    socket.destroy();
  });
});

describe('security: transport and browser-feature headers, and the app policy', () => {
  let sandbox: TestSandbox;
  let webDist = '';
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'stowly-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>Stowly</title></html>');
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    sandbox = await createTestSandbox({ config: { webDist } });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('HSTS only over HTTPS: not on plain HTTP, not for X-Forwarded-Proto from an untrusted client', async () => {
    expect((await sandbox.api('/v1/setup')).headers.get('Strict-Transport-Security')).toBeNull();
    const spoofed = await sandbox.api('/v1/setup', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('HSTS behind a trusted proxy that reached the visitor over HTTPS, and at an https public origin', async () => {
    sandbox.config.trustProxy = true;
    try {
      const proxied = await sandbox.api('/1?lang=en', {
        headers: { 'X-Forwarded-Proto': 'https', Accept: 'text/html' },
      });
      expect(proxied.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
      expect(proxied.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      const plain = await sandbox.api('/v1/setup', { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    } finally {
      sandbox.config.trustProxy = false;
    }
    const before = sandbox.config.publicOrigin;
    sandbox.config.publicOrigin = 'https://book.example.com';
    try {
      const response = await sandbox.api('/v1/setup');
      expect(response.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    } finally {
      sandbox.config.publicOrigin = before;
    }
  });

  it('every answer has a Permissions-Policy: no camera, microphone or geolocation; payment for the card provider', async () => {
    for (const path of ['/1?lang=en', '/v1/setup', '/docs']) {
      const policy = (await sandbox.api(path, { headers: { Accept: 'text/html' } })).headers.get(
        'Permissions-Policy',
      );
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toMatch(/payment=\(self "https:\/\/js\.stripe\.com"/);
    }
  });

  it("the app's CSP connects and loads images only from its origin, analytics and the card provider: no bare https:", async () => {
    const response = await sandbox.api('/1?lang=en', { headers: { Accept: 'text/html' } });
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1) ?? [];
    for (const name of ['connect-src', 'img-src']) {
      expect(directive(name), name).toContain("'self'");
      expect(directive(name), name).not.toContain('https:');
      expect(directive(name), name).not.toContain('*');
      expect(
        directive(name).every((source) => !/^https?:$/.test(source)),
        name,
      ).toBe(true);
    }
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://*.google-analytics.com']),
    );
    expect(directive('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https://*.stripe.com', 'https://*.googletagmanager.com']),
    );
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    // Google reCAPTCHA, for a web app built with a real bot-check site key: its scripts and frame.
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(directive('frame-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
      ]),
    );
  });

  it('origins given for the app (an API or error collector elsewhere) join connect-src and img-src', () => {
    const policy = appContentSecurityPolicy(['https://api.book.example.com']);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.book\.example\.com /);
    expect(policy).toMatch(/img-src 'self' data: https:\/\/api\.book\.example\.com /);
    // The tenant fonts the API serves from there.
    expect(policy).toMatch(/font-src 'self' https: https:\/\/api\.book\.example\.com;/);
  });

  it('source maps of the built app are not served, also when the name is encoded', async () => {
    expect((await sandbox.api('/assets/app-abc123.js')).status).toBe(200);
    for (const path of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js%2emap',
      '/assets/APP-abc123.js.MAP',
    ]) {
      const response = await sandbox.api(path, { headers: { Accept: '*/*' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret.ts');
    }
  });
});

const sandboxRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts src/main.ts as `pnpm start` does, on a free port, with `env`; resolves with its origin. */
function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  origin: Promise<string>;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: sandboxRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: join(tmpdir(), 'stowly-no-web-app'),
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exit.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  origin.catch(() => undefined);
  return { child, output: () => output, origin, exit };
}

describe('faults: a second server on the same data folder refuses to start', () => {
  let folder = '';
  const children: ChildProcess[] = [];
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'stowly-lock-'));
  });
  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('the second `start` exits non-zero naming the folder; the first still answers and frees the folder on stop', async () => {
    const dataDir = join(folder, 'sandbox-pglite');
    const first = startServer({ SANDBOX_DATA_DIR: dataDir });
    children.push(first.child);
    const origin = await first.origin;
    expect(existsSync(lockPathOf(dataDir))).toBe(true);

    const second = startServer({ SANDBOX_DATA_DIR: dataDir });
    children.push(second.child);
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `Another Stowly sandbox (process ${first.child.pid}) is already using the data folder ${dataDir}`,
    );
    expect(second.output()).not.toContain('running on');

    const setup = await fetch(`${origin}/v1/setup`, { headers: { 'Content-Language': 'en' } });
    expect(setup.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
  }, 180_000);

  it('a lock left by a process that no longer runs is taken over; a live one is refused in-process too', async () => {
    const dataDir = join(folder, 'stale');
    // A process id that surely ended: a child that has exited.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: Number(ended.stdout.toString()) }));
    const database = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
      await expect(lockDataFolder(dataDir)).rejects.toThrow(/already using the data folder/);
    } finally {
      await database.close();
    }
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 120_000);
});
