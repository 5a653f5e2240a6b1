import type { MiddlewareHandler } from 'hono';

/**
 * Security headers on every answer; HTML answers also refuse to be framed (spec section 1: the
 * product refuses to run inside an embedded frame) and limit what a page may load.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if ((headers.get('Content-Type') ?? '').includes('text/html')) {
    if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          "script-src 'self' https://www.googletagmanager.com https://www.google-analytics.com https://js.stripe.com",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: https:",
          "font-src 'self' https:",
          "connect-src 'self' https:",
          // Error reporting's session replay compresses in a worker it starts from a blob.
          "worker-src 'self' blob:",
          'frame-src https://js.stripe.com https://www.googletagmanager.com',
          "frame-ancestors 'none'",
          "base-uri 'self'",
          "form-action 'self' http://localhost:* http://127.0.0.1:*", // sign-in forms redirect to loopback apps on other ports
        ].join('; '),
      );
    }
    headers.set('X-Frame-Options', 'DENY');
  }
};
