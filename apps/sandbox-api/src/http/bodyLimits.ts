import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiProblem } from './ApiProblem';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * The largest request body each part of the origin reads, in bytes (the first rule whose pattern
 * matches the path applies). A booking submission, the largest body of the booking API, is about
 * 1 KiB, a sign-in or provider form a few hundred bytes: 64 KiB leaves ample room for both. The
 * error-report collector takes Sentry envelopes, where a session replay's recording segment is the
 * large one: 20 MiB here (the collector caps what it accepts and keeps on its own, below this).
 */
export const BODY_LIMITS: readonly { pattern: RegExp; name: string; maxBytes: number }[] = [
  { pattern: /^\/v1(\/|$)/, name: 'booking API (JSON)', maxBytes: 64 * KIB },
  { pattern: /^\/identity(\/|$)/, name: 'identity server forms', maxBytes: 64 * KIB },
  { pattern: /^\/sandbox-providers(\/|$)/, name: 'provider pages forms', maxBytes: 64 * KIB },
  { pattern: /^\/api\/[^/]+\/envelope\/?$/, name: 'error-report envelopes', maxBytes: 20 * MIB },
  { pattern: /^/, name: 'everything else', maxBytes: 64 * KIB },
];

/** The body limit of a path, in bytes. */
export function bodyLimitFor(path: string): number {
  return (BODY_LIMITS.find((rule) => rule.pattern.test(path)) ?? { maxBytes: 64 * KIB }).maxBytes;
}

function sizeText(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MiB` : `${bytes / KIB} KiB`;
}

function tooLarge(c: Context, maxBytes: number): Response {
  const problem = new ApiProblem(
    413,
    'payload-too-large',
    `The request body is larger than the ${sizeText(maxBytes)} this endpoint accepts`,
  );
  // The rest of the body is not read: the connection closes after the answer instead of carrying
  // the unread bytes to the next request.
  return c.json(problem.toBody(), 413, { 'Cache-Control': 'no-store', Connection: 'close' });
}

const limiters = new Map(
  BODY_LIMITS.map(({ maxBytes }) => [
    maxBytes,
    bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) }),
  ]),
);

/**
 * Refuses request bodies over the path's limit with 413 in the error schema before any handler
 * reads them: a declared `Content-Length` over the limit is answered at once without reading the
 * body; a body without one (chunked) is counted while it arrives and cut off at the limit.
 */
export const requestBodyLimit: MiddlewareHandler = async (c, next) => {
  const limiter = limiters.get(bodyLimitFor(c.req.path));
  if (!limiter) return next();
  return limiter(c, next);
};
