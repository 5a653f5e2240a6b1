import { Agent, request } from 'node:http';

/** Latency percentiles of the measured requests, in ms (nearest rank). */
interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** What a closed-loop load of one URL measured. */
export interface ConcurrentLoadFigures {
  url: string;
  /** Requests in flight at every moment. */
  concurrency: number;
  seconds: number;
  /** Measured requests (the warm-up's are not counted). */
  requests: number;
  requestsPerSecond: number;
  /** Requests that failed or answered other than 2xx. */
  errors: number;
  /** From sending the request to the last byte of the response body. */
  latencyMs: Percentiles;
  /** From sending the request to the response's status line and headers. */
  firstByteMs: Percentiles;
  /** The body size of the last response, in bytes (uncompressed). */
  responseBytes: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (fraction: number) =>
    Math.round(
      (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN) * 10,
    ) / 10;
  return { p50: rank(0.5), p95: rank(0.95), p99: rank(0.99), max: rank(1) };
}

interface Sample {
  ok: boolean;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

/** One GET on a kept-alive connection of `agent`; never rejects (a failure is a sample that is not ok). */
function timedGet(url: URL, headers: Record<string, string>, agent: Agent): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = () => resolve({ ok: false, firstByteMs: 0, totalMs: performance.now() - started, bytes: 0 });
    const sent = request(url, { agent, headers }, (response) => {
      const firstByteMs = performance.now() - started;
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          firstByteMs,
          totalMs: performance.now() - started,
          bytes,
        });
      });
      response.on('error', fail);
    });
    sent.on('error', fail);
    sent.end();
  });
}

/** Keeps `concurrency` GETs of `url` in flight until `until` (performance.now() ms); returns every answer. */
async function closedLoop(
  url: URL,
  headers: Record<string, string>,
  agent: Agent,
  concurrency: number,
  until: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const worker = async () => {
    while (performance.now() < until) samples.push(await timedGet(url, headers, agent));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

/**
 * A closed-loop load on one URL over HTTP/1.1 keep-alive: `concurrency` requests in flight at every
 * moment (each worker sends its next request when its last one has answered), first for
 * `warmupSeconds` (JIT, caches; not counted), then for `seconds`, recording each request's time to
 * the first byte and to the last byte of its body. Meant for a server in another process: this
 * process only sends and times.
 */
export async function measureConcurrentLoad(options: {
  url: string;
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
}): Promise<ConcurrentLoadFigures> {
  const url = new URL(options.url);
  const headers = options.headers ?? {};
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  try {
    await closedLoop(
      url,
      headers,
      agent,
      options.concurrency,
      performance.now() + options.warmupSeconds * 1000,
    );
    const started = performance.now();
    const samples = await closedLoop(
      url,
      headers,
      agent,
      options.concurrency,
      started + options.seconds * 1000,
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    const answered = samples.filter((sample) => sample.ok);
    return {
      url: options.url,
      concurrency: options.concurrency,
      seconds: options.seconds,
      requests: samples.length,
      requestsPerSecond: Math.round(samples.length / elapsedSeconds),
      errors: samples.length - answered.length,
      latencyMs: percentiles(answered.map((sample) => sample.totalMs)),
      firstByteMs: percentiles(answered.map((sample) => sample.firstByteMs)),
      responseBytes: answered.at(-1)?.bytes ?? 0,
    };
  } finally {
    agent.destroy();
  }
}
