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
  /** Extra redirect URIs allowed for the OAuth client besides loopback ones. */
  extraRedirectUris: string[];
  /** The clock: tests move it to expire baskets and tokens. */
  now: () => Date;
}

export function defaultConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    holdMinutes: 15,
    idCheckInProgressSeconds: 8,
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 30 * 24 * 3600,
    webDist: undefined,
    extraRedirectUris: [],
    now: () => new Date(),
    ...overrides,
  };
}
