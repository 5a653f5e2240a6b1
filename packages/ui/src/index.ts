/**
 * @stowly/ui: themable components for Stowly frontends.
 * @packageDocumentation
 */
export {
  breakpoints,
  defaultThemeVariables,
  type ThemeVariableName,
  themeVariableProperty,
} from './theme/defaultTheme';
