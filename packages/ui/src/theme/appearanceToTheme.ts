import { isSafeCssColor } from './colorValidation';
import { defaultThemeVariables, type ThemeVariableName } from './defaultTheme';
import { isSafeThemeVariable } from './isSafeThemeVariable';
import { readableForeground } from './readableForeground';

/**
 * A tenant's branding as the booking API sends it (`Schema<'Appearance'>` of
 * `openapi/booking-api.yaml`). Declared here so that `@stowly/ui` does not depend on the API client;
 * every value is validated by `appearanceToTheme` before use.
 */
export interface ApiAppearance {
  /** The tenant's colours, normally `#RRGGBB`. */
  colors: {
    primary: string;
    secondary: string;
    error: string;
    text: string;
    background: string;
    disabled: string;
    darkDisabled: string;
    headerBackground: string;
    headerText: string;
  };
  /** The tenant's web font, or null for the default font. */
  font: ApiFont | null;
}

/** A tenant web font as the booking API sends it. */
export interface ApiFont {
  /** The font family name. */
  name: string;
  /** Font weight (`"400"`, `"700"`) to the URL of the font file. */
  variants: Record<string, string>;
}

/** Every theme variable with its value; each is written to a `--stowly-*` custom property. */
export type ThemeVariables = Record<ThemeVariableName, string>;

/** One web font file, written as an `@font-face` rule by `fontFaceCss`. */
export interface ThemeFont {
  /** The family name: letters, digits, spaces and hyphens only. */
  family: string;
  /** The weight, 100 to 900 in hundreds. */
  weight: number;
  /** An `https:` URL or a same-origin path starting with a single `/`. */
  url: string;
}

/** A Stowly theme: the variables set on the wrapper element and the web fonts to load. */
export interface StowlyTheme {
  /** The value of every theme variable. */
  variables: ThemeVariables;
  /** The web font files to declare with `@font-face`; empty for the default font. */
  fonts: ThemeFont[];
}

/** Which API colour feeds which theme variable. */
const colorVariables = {
  primary: 'colorPrimary',
  secondary: 'colorSecondary',
  error: 'colorDanger',
  text: 'colorText',
  background: 'colorBackground',
  disabled: 'colorGray',
  darkDisabled: 'colorGrayDark',
  headerBackground: 'colorHeaderBackground',
  headerText: 'colorHeaderText',
} as const satisfies Record<keyof ApiAppearance['colors'], ThemeVariableName>;

const FONT_FAMILY = /^[A-Za-z0-9][A-Za-z0-9 -]{0,99}$/;
const FONT_WEIGHT = /^[1-9]00$/;
const MAX_URL_LENGTH = 2048;

/**
 * Whether `name` may be used as a font family: letters, digits, spaces and hyphens, at most 100
 * characters, starting with a letter or digit.
 */
export function isSafeFontFamily(name: unknown): name is string {
  return typeof name === 'string' && FONT_FAMILY.test(name) && name.trim() === name;
}

/**
 * A host name of this machine, as `URL` writes it: `localhost`, a `*.localhost` name, `127.0.0.0/8`
 * (`URL` has refused any address that is not one) or `[::1]`. Browsers count such origins as
 * potentially trustworthy even over plain HTTP (W3C Secure Contexts).
 */
const LOOPBACK_HOST = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d+){3}|\[::1\])$/;

/**
 * Whether `url` may be loaded as a font file: an absolute `https:` URL, an `http:` URL of this
 * machine (`localhost`, `127.0.0.1`, `[::1]`: a development or sandbox API, such as the sandbox's
 * `http://127.0.0.1:8080/sandbox-assets/fonts/...`), or a same-origin path that starts with a
 * single `/`. Protocol-relative `//host`, `http:` of any other host, URLs with a user name or
 * password, `javascript:`, `data:`, backslashes, whitespace and control characters are refused.
 */
export function isSafeFontUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_URL_LENGTH) return false;
  // Whitespace, control characters and backslashes (which browsers read as `/` in URLs).
  if (/[\s\p{Cc}\\]/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const { protocol, hostname, username, password } = new URL(url);
    return (
      hostname !== '' &&
      !username &&
      !password &&
      (protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOST.test(hostname)))
    );
  } catch {
    return false;
  }
}

/** Whether `weight` is a font weight key `"100"` to `"900"` in hundreds. */
function isFontWeight(weight: string): boolean {
  return FONT_WEIGHT.test(weight);
}

/** The CSS font stack with `family` in front of the default stack. */
function fontStack(family: string): string {
  return `"${family}", ${defaultThemeVariables.fontFamily}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Maps the tenant's Appearance from the booking API to a Stowly theme. Pure: the same input gives the
 * same theme, and nothing is written anywhere.
 *
 * Each colour must pass `isSafeCssColor`, otherwise the default of `defaultThemeVariables` is kept.
 * API colours map as: primary → `colorPrimary`, secondary → `colorSecondary`, error → `colorDanger`,
 * text → `colorText`, background → `colorBackground`, disabled → `colorGray`, darkDisabled →
 * `colorGrayDark`, headerBackground → `colorHeaderBackground`, headerText → `colorHeaderText`.
 * `colorOnPrimary` is white or the text colour, whichever is more readable on the primary colour.
 *
 * A font is used only when its name passes `isSafeFontFamily`; each variant needs a weight of 100 to
 * 900 in hundreds and a URL passing `isSafeFontUrl`, other variants are dropped.
 *
 * `overrides` are the integrator's own values, laid over the appearance: any theme variable, also
 * those the API does not send (`colorSuccess`, `colorGrayLight`). A colour must pass
 * `isSafeCssColor` and `fontFamily` must be a plain font stack; invalid values are ignored.
 * `colorOnPrimary` is derived from the resulting primary colour unless `overrides` sets it.
 *
 * @param appearance - The API's Appearance; null or undefined gives the default theme.
 * @param overrides - The integrator's values of theme variables. @default none
 *
 * @example
 * appearanceToTheme(setup.appearance, { colorSuccess: '#2E7D32' });
 */
export function appearanceToTheme(
  appearance: ApiAppearance | null | undefined,
  overrides: Partial<ThemeVariables> = {},
): StowlyTheme {
  const variables: ThemeVariables = { ...defaultThemeVariables };
  const fonts: ThemeFont[] = [];
  const colors: unknown = appearance?.colors;
  if (isRecord(colors)) {
    for (const [apiName, variable] of Object.entries(colorVariables)) {
      const value = colors[apiName];
      if (isSafeCssColor(value)) variables[variable] = value.trim();
    }
  }
  const font: unknown = appearance?.font;
  if (isRecord(font) && isSafeFontFamily(font.name)) {
    const family = font.name;
    variables.fontFamily = fontStack(family);
    if (isRecord(font.variants)) {
      for (const [weight, url] of Object.entries(font.variants)) {
        if (isFontWeight(weight) && isSafeFontUrl(url)) fonts.push({ family, weight: Number(weight), url });
      }
      fonts.sort((a, b) => a.weight - b.weight);
    }
  }

  const integratorValues: Partial<Record<ThemeVariableName, unknown>> = isRecord(overrides) ? overrides : {};
  for (const name of Object.keys(defaultThemeVariables) as ThemeVariableName[]) {
    const value = integratorValues[name];
    if (isSafeThemeVariable(name, value)) variables[name] = value.trim();
  }
  if (!isSafeThemeVariable('colorOnPrimary', integratorValues.colorOnPrimary)) {
    variables.colorOnPrimary = readableForeground(variables.colorPrimary, variables.colorText);
  }
  return { variables, fonts };
}
