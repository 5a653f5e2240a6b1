import { isSafeCssColor } from './colorValidation';
import type { ThemeVariableName } from './defaultTheme';

/** A font stack: family names, quoted or not, separated by commas. */
const FONT_STACK = /^[A-Za-z0-9 ,"'-]{1,300}$/;

/**
 * Whether `value` may be written to the custom property of theme variable `name`: a font stack of
 * family names for `fontFamily`, a colour passing `isSafeCssColor` for the others.
 */
export function isSafeThemeVariable(name: ThemeVariableName, value: unknown): value is string {
  if (name === 'fontFamily') return typeof value === 'string' && FONT_STACK.test(value);
  return isSafeCssColor(value);
}
