/**
 * @stowly/ui: themable components for Stowly frontends.
 * @packageDocumentation
 */

export {
  type BasketAppliedDiscount,
  type BasketBookingDetails,
  type BasketPriceCalculation,
  type BasketPriceLine,
  type BasketPriceLineKind,
  BasketSummary,
  type BasketSummaryProps,
} from './basket/BasketSummary';
export * from './checkout/index';
export type { CheckoutPart } from './checkout/parts';
export * from './customer/index';
export type { CustomerPart } from './customer/parts';
export { Link, type LinkProps } from './Link';
export * from './options/index';
export type { OptionsPart } from './options/parts';
export * from './portal/index';
export type { PortalPart } from './portal/parts';
export * from './shell/index';
export type { ShellPart } from './shell/parts';
export * from './status/index';
export type { StatusPart } from './status/parts';
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
export {
  type LinkRenderer,
  type LinkRendererProps,
  type StowlyElements,
  type StowlyPart,
  type StowlyThemeContextValue,
  StowlyThemeProvider,
  type StowlyThemeProviderProps,
  useStowlyTheme,
} from './theme/StowlyThemeProvider';
export { fontFaceCss, type ThemeCustomProperty, themeToStyle } from './theme/themeToCss';
export {
  UnitTypeCard,
  type UnitTypeCardData,
  type UnitTypeCardProps,
  type UnitTypePriceFrom,
  type UnitTypeSize,
} from './unit-types/UnitTypeCard';
export { type UnitTypeCategoryOption, UnitTypeList, type UnitTypeListProps } from './unit-types/UnitTypeList';
export { type ApiUnitType, unitTypeCardData } from './unit-types/unitTypeCardData';
