import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxConfig } from '../config';

/** `Strict-Transport-Security` of answers served over HTTPS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * `Permissions-Policy` of every answer: no camera, microphone or geolocation for any page or frame;
 * the Payment Request API (the wallets of Stripe's Payment Element run it inside Stripe's frame)
 * for this origin and Stripe's frames only.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com" "https://*.js.stripe.com")';

/**
 * Hosts the web app talks to besides its own origin, from their providers' CSP guides: Google Tag
 * Manager and Google Analytics 4 (the tracking snippets of a location, after marketing consent),
 * Stripe.js (the card provider's Payment Element) and Google reCAPTCHA (the bot check of a build
 * with a real site key). The API, identity server and error collector are
 * on the app's origin here; {@link SandboxConfig.appOrigins} adds others.
 */
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.google.com',
];
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];
/** Google reCAPTCHA (v3 and Enterprise), for a web app built with a real bot-check site key. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const STRIPE_IMAGES = ['https://*.stripe.com'];

/**
 * The web app's Content-Security-Policy (and that of other HTML answers without their own). A page
 * the web app's server rendered has a `nonce`: its script and style elements carry it, and no other
 * inline script or style element runs (style attributes stay allowed: the components position
 * overlays with them). Without one (static files), inline styles are allowed and no inline script.
 */
export function appContentSecurityPolicy(appOrigins: readonly string[] = [], nonce?: string): string {
  const nonceSource = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    [
      `script-src 'self'${nonceSource} https://www.googletagmanager.com https://www.google-analytics.com https://js.stripe.com`,
      ...RECAPTCHA_SCRIPTS,
    ].join(' '),
    ...(nonce
      ? [`style-src 'self'${nonceSource}`, "style-src-attr 'unsafe-inline'"]
      : ["style-src 'self' 'unsafe-inline'"]),
    ["img-src 'self' data:", ...appOrigins, ...ANALYTICS_IMAGES, ...STRIPE_IMAGES].join(' '),
    // The tenant fonts: this origin's (the demo tenants'), any HTTPS host, and the app's other origins.
    ["font-src 'self' https:", ...appOrigins].join(' '),
    ["connect-src 'self'", ...appOrigins, ...ANALYTICS_CONNECT, ...STRIPE_CONNECT].join(' '),
    // Error reporting's session replay compresses in a worker it starts from a blob.
    "worker-src 'self' blob:",
    [
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.googletagmanager.com',
      ...RECAPTCHA_FRAMES,
    ].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self' http://localhost:* http://127.0.0.1:*", // sign-in forms redirect to loopback apps on other ports
  ].join('; ');
}

/** What @hono/node-server hands a route as `c.env`: the Node request with its socket. */
interface NodeBindings {
  incoming?: { socket?: { encrypted?: boolean } };
}

/**
 * Whether the visitor reached the sandbox over HTTPS: on a TLS socket, at an `https:` public origin,
 * or, behind a reverse proxy the sandbox trusts (`SANDBOX_TRUST_PROXY=1`), with
 * `X-Forwarded-Proto: https` (its first value: the proxy the visitor reached). The URL's own scheme
 * is not asked: a request may name `https://…` in its request line over plain HTTP.
 */
function servedOverHttps(c: Context, config: Pick<SandboxConfig, 'publicOrigin' | 'trustProxy'>): boolean {
  if ((c.env as NodeBindings | undefined)?.incoming?.socket?.encrypted === true) return true;
  if (config.publicOrigin?.startsWith('https:')) return true;
  if (!config.trustProxy) return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/**
 * Security headers on every answer; HTML answers also refuse to be framed (spec section 1: the
 * product refuses to run inside an embedded frame) and limit what a page may load. Answers over
 * HTTPS carry `Strict-Transport-Security` (over plain HTTP a browser ignores it, and it would pin a
 * development host to HTTPS).
 */
export function securityHeaders(
  config: Pick<SandboxConfig, 'publicOrigin' | 'trustProxy' | 'appOrigins'>,
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!headers.has('Permissions-Policy')) headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (servedOverHttps(c, config)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if ((headers.get('Content-Type') ?? '').includes('text/html')) {
      if (!headers.has('Content-Security-Policy')) {
        headers.set('Content-Security-Policy', appContentSecurityPolicy(config.appOrigins));
      }
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}

/**
 * `SANDBOX_APP_ORIGINS` as a list of origins: each comma-separated entry that is an `http(s)` URL
 * gives its origin; anything else is left out with a warning (so nothing but origins reaches the
 * policy).
 */
export function parseAppOrigins(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.push(url.origin);
    else console.warn(`[sandbox] SANDBOX_APP_ORIGINS: "${entry}" is not an http(s) origin; left out`);
  }
  return origins;
}
