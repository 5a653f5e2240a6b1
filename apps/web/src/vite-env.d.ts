/// <reference types="vite/client" />

/** Build-time settings of the reference app (apps/web/README.md); each one is optional. */
interface ImportMetaEnv {
  readonly VITE_STOWLY_API_BASE_URL?: string;
  readonly VITE_STOWLY_IDENTITY_AUTHORIZE_URL?: string;
  readonly VITE_STOWLY_IDENTITY_TOKEN_URL?: string;
  readonly VITE_STOWLY_IDENTITY_CHECK_URL?: string;
  readonly VITE_STOWLY_IDENTITY_REVOKE_URL?: string;
  readonly VITE_STOWLY_IDENTITY_LOGOUT_URL?: string;
  readonly VITE_STOWLY_IDENTITY_CHANGE_PASSWORD_URL?: string;
  readonly VITE_STOWLY_OAUTH_CLIENT_ID?: string;
  readonly VITE_STOWLY_CAPTCHA_SITE_KEY?: string;
  readonly VITE_STOWLY_CAPTCHA_ENTERPRISE?: string;
  readonly VITE_STOWLY_PAYMENT_PUBLISHABLE_KEY?: string;
  readonly VITE_STOWLY_SENTRY_DSN?: string;
  readonly VITE_STOWLY_RELEASE?: string;
  readonly VITE_STOWLY_SANDBOX_PROVIDERS_URL?: string;
  readonly VITE_STOWLY_TRACKING_SCRIPTS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
