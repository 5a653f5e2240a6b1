import { describe, expect, it } from 'vitest';
import { breakpoints, defaultThemeVariables, themeVariableProperty } from '../defaultTheme';

describe('default theme', () => {
  it('carries the colours of spec section 9', () => {
    expect(defaultThemeVariables.colorPrimary).toBe('#265E92');
    expect(defaultThemeVariables.colorSecondary).toBe('#C4DDF1');
    expect(defaultThemeVariables.colorDanger).toBe('#CA3E3E');
    expect(defaultThemeVariables.colorSuccess).toBe('#69CA4A');
    expect(defaultThemeVariables.colorText).toBe('#132B40');
    expect(defaultThemeVariables.colorBackground).toBe('#FAFAFA');
  });

  it('names each variable as a --stowly- custom property', () => {
    expect(themeVariableProperty('colorPrimary')).toBe('--stowly-color-primary');
    expect(themeVariableProperty('colorHeaderBackground')).toBe('--stowly-color-header-background');
  });

  it('has the four breakpoints', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
  });
});
