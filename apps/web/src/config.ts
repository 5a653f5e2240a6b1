/**
 * The reference app's configuration, read from build-time environment variables
 * (`VITE_STOWLY_*`, see apps/web/README.md). Every value has a default that works against the
 * sandbox API serving the app on one origin, so `pnpm start` needs none.
 */
export interface AppConfig {
  /** The booking API base including its version. @default `<origin>/v1` */
  apiBaseUrl: string;
  /** The sign-in endpoints of the identity server (OAuth 2 authorization code with PKCE). */
  identity: {
    /** @default `<origin>/identity/authorize` */
    authorizeUrl: string;
    /** @default `<origin>/identity/token` */
    tokenUrl: string;
    /** @default `<origin>/identity/api/check` */
    checkUrl: string;
    /** Token revocation (RFC 7009), called on sign-out. @default `revoke` beside the token URL: `<origin>/identity/revoke` */
    revokeUrl: string;
    /** @default `<origin>/identity/logout` */
    logoutUrl: string;
    /** @default `<origin>/identity/change-password` */
    changePasswordUrl: string;
    /** The public OAuth client; a browser holds no client secret (PKCE instead). @default 'stowly-web' */
    clientId: string;
  };
  /**
   * The bot-check site key. `'sandbox'` means the sandbox's simulated bot check: a token comes
   * from `<sandboxProvidersUrl>/captcha/token`. Any other value is a Google reCAPTCHA v3 site key
   * (score-based): the customer form and the interest registration load reCAPTCHA's script.
   * @default 'sandbox'
   */
  captchaSiteKey: string;
  /**
   * Whether `captchaSiteKey` is a reCAPTCHA Enterprise key (`VITE_STOWLY_CAPTCHA_ENTERPRISE=true`):
   * `enterprise.js` and `grecaptcha.enterprise` instead of v3's `api.js`. @default false
   */
  captchaEnterprise: boolean;
  /** The card payment provider's publishable key. @default 'pk_sandbox' */
  paymentPublishableKey: string;
  /** Where errors are reported (a Sentry DSN). @default the sandbox's collector, `http://sandbox@<host>/1` */
  sentryDsn: string;
  /** The release reported with errors (spec section 9: the build). @default '2025.10.23' */
  release: string;
  /** The simulated providers of the sandbox API. @default `<origin>/sandbox-providers` */
  sandboxProvidersUrl: string;
  /**
   * Whether the production build loads the tenant's analytics and tag manager scripts
   * (`GET /snippet`) once the visitor accepts marketing cookies; `VITE_STOWLY_TRACKING_SCRIPTS=false`
   * turns them off. Development builds never load them. @default true
   */
  trackingScripts: boolean;
}

/** An absolute URL from a configured value or a same-origin default path, without a trailing slash. */
function absoluteUrl(value: string | undefined, fallbackPath: string, origin: string): string {
  const raw = value?.trim() || fallbackPath;
  return new URL(raw, origin).href.replace(/\/+$/, '');
}

/** Reads the configuration from `env` (`import.meta.env`) for a page on `location`. */
export function readConfig(
  env: ImportMetaEnv,
  location: Pick<Location, 'origin' | 'protocol' | 'host'>,
): AppConfig {
  const { origin } = location;
  const tokenUrl = absoluteUrl(env.VITE_STOWLY_IDENTITY_TOKEN_URL, '/identity/token', origin);
  return {
    apiBaseUrl: absoluteUrl(env.VITE_STOWLY_API_BASE_URL, '/v1', origin),
    identity: {
      authorizeUrl: absoluteUrl(env.VITE_STOWLY_IDENTITY_AUTHORIZE_URL, '/identity/authorize', origin),
      tokenUrl,
      checkUrl: absoluteUrl(env.VITE_STOWLY_IDENTITY_CHECK_URL, '/identity/api/check', origin),
      // Beside the token endpoint, as identity servers place it (`/identity/token`, `/identity/revoke`).
      revokeUrl: absoluteUrl(env.VITE_STOWLY_IDENTITY_REVOKE_URL, new URL('revoke', tokenUrl).href, origin),
      logoutUrl: absoluteUrl(env.VITE_STOWLY_IDENTITY_LOGOUT_URL, '/identity/logout', origin),
      changePasswordUrl: absoluteUrl(
        env.VITE_STOWLY_IDENTITY_CHANGE_PASSWORD_URL,
        '/identity/change-password',
        origin,
      ),
      clientId: env.VITE_STOWLY_OAUTH_CLIENT_ID?.trim() || 'stowly-web',
    },
    captchaSiteKey: env.VITE_STOWLY_CAPTCHA_SITE_KEY?.trim() || 'sandbox',
    captchaEnterprise: env.VITE_STOWLY_CAPTCHA_ENTERPRISE?.trim() === 'true',
    paymentPublishableKey: env.VITE_STOWLY_PAYMENT_PUBLISHABLE_KEY?.trim() || 'pk_sandbox',
    sentryDsn: env.VITE_STOWLY_SENTRY_DSN?.trim() || `${location.protocol}//sandbox@${location.host}/1`,
    release: env.VITE_STOWLY_RELEASE?.trim() || '2025.10.23',
    sandboxProvidersUrl: absoluteUrl(env.VITE_STOWLY_SANDBOX_PROVIDERS_URL, '/sandbox-providers', origin),
    trackingScripts: env.VITE_STOWLY_TRACKING_SCRIPTS?.trim() !== 'false',
  };
}

/** Where the server's defaults point before a request says otherwise (nothing rendered reads them). */
const SERVER_PLACEHOLDER = { origin: 'http://localhost', protocol: 'http:', host: 'localhost' };

/**
 * The app's configuration for this page. On the server the origin is the request's: the server
 * render reads {@link readConfig} per request, and what renders there takes its addresses from
 * the app's services (`AppServices.apiBaseUrl`), never from this.
 */
export const config: AppConfig = readConfig(
  import.meta.env,
  typeof window === 'undefined' ? SERVER_PLACEHOLDER : window.location,
);
