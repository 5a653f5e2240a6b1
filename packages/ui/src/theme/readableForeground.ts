import { colorFunctionArguments } from './colorValidation';
import { defaultThemeVariables } from './defaultTheme';

/** White, the light choice of `readableForeground`. */
const WHITE = '#FFFFFF';

/** The contrast ratio WCAG 2 asks of normal-size text (success criterion 1.4.3, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [red: number, green: number, blue: number];

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function parseHex(value: string): Rgb | undefined {
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return undefined;
  const digits = value.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

function channel(arg: string): number {
  return arg.endsWith('%') ? (Number.parseFloat(arg) / 100) * 255 : Number.parseFloat(arg);
}

function hue(arg: string): number {
  const number = Number.parseFloat(arg);
  if (arg.endsWith('grad')) return number * 0.9;
  if (arg.endsWith('rad')) return (number * 180) / Math.PI;
  if (arg.endsWith('turn')) return number * 360;
  return number;
}

function fraction(arg: string): number {
  return clamp(Number.parseFloat(arg) / (arg.endsWith('%') ? 100 : 1), 0, 1);
}

/** The sRGB channels (0–255) of a colour `isSafeCssColor` accepts; alpha is ignored. */
function parseColor(value: string): Rgb | undefined {
  const trimmed = value.trim();
  const hex = parseHex(trimmed);
  if (hex) return hex;
  const parsed = colorFunctionArguments(trimmed);
  if (!parsed) return undefined;
  const [a = '0', b = '0', c = '0'] = parsed.args;
  if (parsed.name.startsWith('rgb')) {
    return [clamp(channel(a), 0, 255), clamp(channel(b), 0, 255), clamp(channel(c), 0, 255)];
  }
  // hsl → rgb (CSS Color 4, section 7.1).
  const h = (((hue(a) % 360) + 360) % 360) / 30;
  const s = fraction(b);
  const l = fraction(c);
  const k = (n: number) => (n + h) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * The WCAG 2 relative luminance of a colour, from 0 (black) to 1 (white), or undefined when the
 * colour is not one `isSafeCssColor` accepts. Alpha is ignored.
 */
export function relativeLuminance(color: string): number | undefined {
  const rgb = parseColor(color);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((value) => {
    const srgb = value / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG 2 contrast ratio of two colours, from 1 to 21, or undefined when either colour cannot be
 * parsed.
 */
export function contrastRatio(first: string, second: string): number | undefined {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  if (a === undefined || b === undefined) return undefined;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour for text drawn on `background`: white or `text`, whichever contrasts more with it, so
 * that a text colour reaching the 4.5:1 of `MIN_TEXT_CONTRAST` is chosen whenever one of the two does.
 * White wins ties and is returned when `background` cannot be parsed.
 *
 * @param text - The dark alternative. @default defaultThemeVariables.colorText (`#132B40`)
 */
export function readableForeground(
  background: string,
  text: string = defaultThemeVariables.colorText,
): string {
  const onWhite = contrastRatio(background, WHITE);
  const onText = contrastRatio(background, text);
  if (onWhite === undefined) return WHITE;
  if (onText === undefined) return WHITE;
  return onText > onWhite ? text : WHITE;
}
