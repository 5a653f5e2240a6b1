/** A CSS number with an optional unit, as allowed inside `rgb()`/`hsl()`. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|rad|grad|turn)?$/i;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(([0-9a-z.%+\-\s,/]*)\)$/i;

/** The longest colour string accepted; real colours are far shorter. */
const MAX_COLOR_LENGTH = 64;

/** The numeric arguments of an `rgb()`/`rgba()`/`hsl()`/`hsla()` colour, or undefined. */
export function colorFunctionArguments(value: string): { name: string; args: string[] } | undefined {
  const match = FUNCTION.exec(value);
  if (!match?.[1] || match[2] === undefined) return undefined;
  const inner = match[2].trim();
  // Either legacy comma syntax (`1, 2, 3[, a]`) or modern space syntax (`1 2 3[ / a]`).
  let args: string[];
  if (inner.includes(',')) {
    if (inner.includes('/')) return undefined;
    args = inner.split(',').map((part) => part.trim());
  } else {
    const [channels = '', alpha, ...rest] = inner.split('/');
    if (rest.length > 0) return undefined;
    args = channels.trim().split(/\s+/);
    if (alpha !== undefined) args.push(alpha.trim());
  }
  if (args.length < 3 || args.length > 4) return undefined;
  if (!args.every((arg) => NUMBER.test(arg))) return undefined;
  return { name: match[1].toLowerCase(), args };
}

/**
 * Whether `value` is a colour Stowly will write into CSS: `#rgb`, `#rrggbb`, `#rrggbbaa`, or
 * `rgb()`/`rgba()`/`hsl()`/`hsla()` with numeric arguments only. Everything else (named colours,
 * `var()`, `url()`, `expression()`, anything carrying `;` or `}`) is refused, so a tenant colour can
 * never break out of its custom property.
 */
export function isSafeCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_COLOR_LENGTH) return false;
  return HEX.test(trimmed) || colorFunctionArguments(trimmed) !== undefined;
}
