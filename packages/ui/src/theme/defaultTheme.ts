/**
 * The default theme of spec section 9: what a tenant without its own appearance sees,
 * and the fallback of every `--stowly-*` custom property.
 */
export const defaultThemeVariables = {
  colorPrimary: '#265E92',
  colorSecondary: '#C4DDF1',
  colorDanger: '#CA3E3E',
  colorSuccess: '#69CA4A',
  colorText: '#132B40',
  colorBackground: '#FAFAFA',
  colorGrayLight: '#EBEDEF',
  colorGray: '#D5D5D5',
  colorGrayDark: '#8E8E8E',
  colorHeaderBackground: '#FFFFFF',
  colorHeaderText: '#000000',
  /** Text and icons on `colorPrimary`; a tenant theme derives it with `readableForeground`. */
  colorOnPrimary: '#FFFFFF',
  /** The font stack; a tenant font is put in front of it. */
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** The name of a theme variable, such as `colorPrimary`. */
export type ThemeVariableName = keyof typeof defaultThemeVariables;

/** Layout breakpoints in CSS pixels (spec section 9). */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * The CSS custom property a theme variable is written to: `colorPrimary` → `--stowly-color-primary`.
 */
export function themeVariableProperty(name: ThemeVariableName): `--stowly-${string}` {
  return `--stowly-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
