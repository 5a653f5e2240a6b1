import { describe, expect, it } from 'vitest';
import { flowPath, notAvailablePath, preselectPath } from '../flowPath';
import { withLang } from '../withLang';

describe('flowPath', () => {
  it('gives the route of each booking step', () => {
    expect(flowPath(1, { step: 'unit-selection', unitTypeId: 101 })).toBe('/1');
    expect(flowPath(1, { step: 'options', unitTypeId: 101 })).toBe('/1/unit-type/101/options');
    expect(flowPath(1, { step: 'options', unitTypeId: 101, section: 'insurance' })).toBe(
      '/1/unit-type/101/options?section=insurance',
    );
    expect(flowPath(1, { step: 'basket', unitTypeId: 101 })).toBe('/1/unit-type/101/options/basket');
    expect(flowPath(1, { step: 'customer', unitTypeId: 101 })).toBe('/1/unit-type/101/customer');
  });

  it('falls back to unit selection without a unit type', () => {
    expect(flowPath(3, { step: 'customer', unitTypeId: null })).toBe('/3');
  });

  it('builds the pre-select and not-available routes', () => {
    expect(preselectPath(2, 201)).toBe('/2/unit-type/201');
    expect(notAvailablePath(1, 104, '2026-12-01')).toBe('/1/unit-type/104/options/not-available/2026-12-01');
  });
});

describe('withLang', () => {
  it('adds the current lang to a path, keeping its query and hash', () => {
    expect(withLang('/1', 'sv')).toBe('/1?lang=sv');
    expect(withLang('/1/unit-type/101/options?section=products#top', 'de')).toBe(
      '/1/unit-type/101/options?section=products&lang=de#top',
    );
  });

  it('keeps a lang the path already has, and adds none when there is none to keep', () => {
    expect(withLang('/1?lang=pl', 'sv')).toBe('/1?lang=pl');
    expect(withLang('/1/continue', null)).toBe('/1/continue');
  });
});
