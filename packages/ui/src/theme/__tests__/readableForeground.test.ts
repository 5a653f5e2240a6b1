import { describe, expect, it } from 'vitest';
import { contrastRatio, readableForeground, relativeLuminance } from '../readableForeground';

describe('relative luminance and contrast', () => {
  it('follows WCAG 2 for black and white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches known contrast ratios', () => {
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFFFFF', '#265E92')).toBeCloseTo(6.78, 2);
  });

  it('reads rgb() and hsl() the same as hex', () => {
    expect(relativeLuminance('rgb(38, 94, 146)')).toBeCloseTo(relativeLuminance('#265E92') ?? Number.NaN, 10);
    expect(relativeLuminance('rgb(100% 0% 0% / 50%)')).toBeCloseTo(
      relativeLuminance('#F00') ?? Number.NaN,
      10,
    );
    expect(relativeLuminance('hsl(0 100% 50%)')).toBeCloseTo(relativeLuminance('#FF0000') ?? Number.NaN, 10);
    expect(relativeLuminance('hsl(120, 100%, 25%)')).toBeCloseTo(
      relativeLuminance('#008000') ?? Number.NaN,
      2,
    );
    expect(relativeLuminance('hsla(0.5turn, 0%, 100%, 1)')).toBeCloseTo(1, 10);
  });

  it('gives undefined for colours it cannot read', () => {
    expect(relativeLuminance('red')).toBeUndefined();
    expect(contrastRatio('var(--x)', '#fff')).toBeUndefined();
  });
});

describe('readableForeground', () => {
  it('picks white on the default primary #265E92', () => {
    expect(readableForeground('#265E92')).toBe('#FFFFFF');
  });

  it('picks the dark text colour on the default secondary #C4DDF1', () => {
    expect(readableForeground('#C4DDF1')).toBe('#132B40');
    expect(contrastRatio('#C4DDF1', '#132B40')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the given text colour', () => {
    expect(readableForeground('#FAFAFA', '#333333')).toBe('#333333');
    expect(readableForeground('#000000', '#333333')).toBe('#FFFFFF');
  });

  it('falls back to white when the background cannot be read', () => {
    expect(readableForeground('not-a-colour')).toBe('#FFFFFF');
  });
});
