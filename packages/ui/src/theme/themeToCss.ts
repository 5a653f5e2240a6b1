import { isSafeFontFamily, isSafeFontUrl, type StowlyTheme, type ThemeFont } from './appearanceToTheme';
import { type ThemeVariableName, themeVariableProperty } from './defaultTheme';
import { isSafeThemeVariable } from './isSafeThemeVariable';

/** A `--stowly-*` custom property name. */
export type ThemeCustomProperty = ReturnType<typeof themeVariableProperty>;

/**
 * The custom properties of a theme, such as `{ '--stowly-color-primary': '#265E92' }`, to set on the
 * wrapper element of the Stowly UI (never on `:root`), for example as its `style`. Variables that are
 * missing or fail validation are left out, so the fallbacks of `styles.css` apply.
 */
export function themeToStyle(theme: {
  variables: Partial<StowlyTheme['variables']>;
}): Record<ThemeCustomProperty, string> {
  const style: Record<ThemeCustomProperty, string> = {};
  for (const [name, value] of Object.entries(theme.variables) as [ThemeVariableName, unknown][]) {
    if (isSafeThemeVariable(name, value)) style[themeVariableProperty(name)] = value.trim();
  }
  return style;
}

/**
 * `value` as a double-quoted CSS string: quotes, backslashes, `<` and `>` (so the text can sit in a
 * `<style>` element) and control characters are written as CSS escapes.
 */
function cssString(value: string): string {
  const escaped = value.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
    /["\\<>\u0000-\u001f\u007f]/g,
    (character) => `\\${character.charCodeAt(0).toString(16)} `,
  );
  return `"${escaped}"`;
}

/**
 * `@font-face` rules for web fonts, one per file, each with `font-display: swap` so text shows in the
 * fallback font while the file loads. Fonts whose family, weight or URL would fail
 * `appearanceToTheme`'s checks are left out.
 */
export function fontFaceCss(fonts: readonly ThemeFont[]): string {
  return fonts
    .filter(
      (font) =>
        isSafeFontFamily(font.family) &&
        Number.isInteger(font.weight) &&
        font.weight >= 100 &&
        font.weight <= 900 &&
        font.weight % 100 === 0 &&
        isSafeFontUrl(font.url),
    )
    .map((font) =>
      [
        '@font-face {',
        `  font-family: ${cssString(font.family)};`,
        `  src: url(${cssString(font.url)});`,
        `  font-weight: ${font.weight};`,
        '  font-style: normal;',
        '  font-display: swap;',
        '}',
      ].join('\n'),
    )
    .join('\n');
}
