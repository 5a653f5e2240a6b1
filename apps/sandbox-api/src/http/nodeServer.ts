import { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type ServerType, serve } from '@hono/node-server';
import { ApiProblem } from './ApiProblem';

/**
 * The most a request line and its headers together may take, in bytes (Node's default, set here so
 * it is documented): a longer URL or larger headers answer 431.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** What a request the HTTP parser refused is answered with, by the parser's error code. */
function problemFor(code: string | undefined): ApiProblem {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiProblem(
        431,
        'request-header-fields-too-large',
        `The URL and headers are larger than the ${MAX_HEADER_BYTES / 1024} KiB this server accepts`,
      );
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiProblem(413, 'payload-too-large', 'The chunk extensions of the body are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiProblem(408, 'request-timeout', 'The request did not arrive in time');
    default:
      return new ApiProblem(400, 'bad-request', 'The request is not valid HTTP');
  }
}

/**
 * Answers a request Node's HTTP parser refused before the app saw it (too-long URL or headers,
 * malformed HTTP) in the error schema, instead of Node's bare status line.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inResponse = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inResponse?.headersSent) {
    socket.destroy();
    return;
  }
  const problem = problemFor(error.code);
  const body = JSON.stringify(problem.toBody());
  socket.end(
    [
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Serves `fetch` on a Node HTTP server with the sandbox's limits: {@link MAX_HEADER_BYTES} for the
 * request line and headers, and refused requests answered in the error schema.
 */
export function serveSandbox(
  options: {
    fetch: (request: Request, env: unknown) => Response | Promise<Response>;
    hostname: string;
    port: number;
  },
  onListening?: (address: AddressInfo) => void,
): ServerType {
  const server = serve({ ...options, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } }, onListening);
  server.on('clientError', answerClientError);
  return server;
}
