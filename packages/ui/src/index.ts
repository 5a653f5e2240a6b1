/**
 * @stowly/ui: themable components for Stowly frontends.
 * @packageDocumentation
 */
export {
  type ApiAppearance,
  type ApiFont,
  appearanceToTheme,
  isSafeFontFamily,
  isSafeFontUrl,
  type StowlyTheme,
  type ThemeFont,
  type ThemeVariables,
} from './theme/appearanceToTheme';
export { isSafeCssColor } from './theme/colorValidation';
export {
  breakpoints,
  defaultThemeVariables,
  type ThemeVariableName,
  themeVariableProperty,
} from './theme/defaultTheme';
export {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  readableForeground,
  relativeLuminance,
} from './theme/readableForeground';
export { fontFaceCss, type ThemeCustomProperty, themeToStyle } from './theme/themeToCss';
