import type { Schema } from '@stowly/api-client';

/** Spec section 9's default theme: the colours of a tenant that has not set them (or not usable ones). */
export const DEFAULT_THEME_COLORS = {
  primary: '#265E92',
  secondary: '#C4DDF1',
  error: '#CA3E3E',
  text: '#132B40',
  background: '#FAFAFA',
  disabled: '#D5D5D5',
  darkDisabled: '#8E8E8E',
  headerBackground: '#FFFFFF',
  headerText: '#000000',
} as const satisfies Schema<'Appearance'>['colors'];
