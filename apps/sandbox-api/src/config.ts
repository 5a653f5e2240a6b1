import { randomBytes } from 'node:crypto';

/** Settings of one sandbox instance. Every value has a working default; tests override a few. */
export interface SandboxConfig {
  /**
   * How long a basket holds its unit, and how far each completed checkout step extends it: long
   * enough to pay, sign and pass an identity check, short enough that an abandoned checkout frees
   * the unit for others soon (the hold an operator would pick).
   * @default 15
   */
  holdMinutes: number;
  /** How long a simulated identity check stays "in progress" before it passes. */
  idCheckInProgressSeconds: number;
  /** Access token lifetime of the identity server. */
  accessTokenSeconds: number;
  /** Refresh token lifetime of the identity server. */
  refreshTokenSeconds: number;
  /** The built web app to serve (with an SPA fallback), if any. */
  webDist: string | undefined;
  /**
   * The web app's server entry (`dist-server/entry.js` beside `webDist`, made by its build): when
   * given, pages are rendered by it (server rendering), with this sandbox as its booking API.
   */
  webServerEntry: string | undefined;
  /**
   * Where the web app's page server calls the booking API (`SANDBOX_PAGE_API_URL`, such as
   * `http://127.0.0.1:9/v1`), over the network; by default it calls this sandbox in-process.
   */
  webServerApiBaseUrl: string | undefined;
  /**
   * Redirect URIs of the web client (`stowly-web`) besides those of {@link publicOrigin}: other
   * frontends' sign-in callbacks (`SANDBOX_REDIRECT_URIS`, comma-separated), matched exactly. Each
   * one's origin also gets the post-logout paths `/logout` and `/customer-portal` and CORS on the
   * token endpoints.
   */
  extraRedirectUris: string[];
  /**
   * The origin the sandbox serves the web app on, such as `http://127.0.0.1:8080`: the web client's
   * redirect URIs (`/auth`) and post-logout URIs (`/logout`, `/customer-portal`) are registered for
   * it (and, for `127.0.0.1` or `localhost`, for the other name on the same port). main.ts sets it
   * once the server listens, before the first request (`SANDBOX_PUBLIC_ORIGIN` when browsers reach
   * it elsewhere, behind a proxy); undefined registers none.
   */
  publicOrigin: string | undefined;
  /**
   * Whether the reverse proxy's headers are believed (`SANDBOX_TRUST_PROXY=1`, only behind a proxy
   * you run): the client address (sign-in throttling, rate limits) is then the last
   * `X-Forwarded-For` address, the one the proxy appended. Otherwise it is the connection's.
   */
  trustProxy: boolean;
  /**
   * Origins the web app loads images from or connects to besides its own, such as an API, identity
   * server or error collector on another host, or a CDN of tenant images (`SANDBOX_APP_ORIGINS`,
   * comma-separated): added to the app's `connect-src` and `img-src`.
   */
  appOrigins: string[];
  /**
   * The sandbox admin key: reading and deleting the error reports (`GET`/`DELETE
   * /sandbox/error-reports`) need it as `Authorization: Bearer <key>` (or `?key=<key>` from a
   * browser). `SANDBOX_ADMIN_KEY`, else random at each start (main.ts prints it).
   */
  adminKey: string;
  /**
   * The DSN public keys the error-report collector accepts envelopes for (`SANDBOX_SENTRY_KEYS`,
   * comma-separated). The web app's default DSN is `<protocol>//sandbox@<host>/1`: key `sandbox`.
   */
  sentryKeys: string[];
  /** What the error-report collector keeps and answers (see site/errorReports.ts). */
  errorReportLimits: ErrorReportLimits;
  /** The clock: tests move it to expire baskets and tokens. */
  now: () => Date;
}

/** The error-report collector's caps (site/errorReports.ts). */
interface ErrorReportLimits {
  /** The largest envelope taken, in bytes (a compressed replay segment is the large one). @default 10 MiB */
  maxEnvelopeBytes: number;
  /** The most envelopes kept; older ones are dropped. @default 1000 */
  maxStoredEnvelopes: number;
  /** The most envelope bytes kept in all; older envelopes are dropped. @default 100 MiB */
  maxStoredBytes: number;
  /** The most envelope bytes one read answers (at least one envelope). @default 20 MiB */
  maxPageBytes: number;
}

export function defaultConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    holdMinutes: 15,
    idCheckInProgressSeconds: 8,
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 30 * 24 * 3600,
    webDist: undefined,
    webServerEntry: undefined,
    webServerApiBaseUrl: undefined,
    extraRedirectUris: [],
    publicOrigin: undefined,
    trustProxy: false,
    appOrigins: [],
    adminKey: randomBytes(24).toString('base64url'),
    sentryKeys: ['sandbox'],
    errorReportLimits: {
      maxEnvelopeBytes: 10 * 1024 * 1024,
      maxStoredEnvelopes: 1000,
      maxStoredBytes: 100 * 1024 * 1024,
      maxPageBytes: 20 * 1024 * 1024,
    },
    now: () => new Date(),
    ...overrides,
  };
}
