import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalog } from '../../../index';
import { precompileCatalog } from './support/precompileCatalog';

describe('precompiled catalogs', () => {
  it('format exactly as their ICU text does, arguments, numbers and plurals included', async () => {
    const text = await loadCatalog('sv');
    const trees = precompileCatalog(text);
    expect(Array.isArray(trees['formValidation.maxLength'])).toBe(true);
    const fromText = createI18n({ language: 'sv', catalogs: { sv: text } });
    const fromTrees = createI18n({ language: 'sv', catalogs: { sv: trees } });
    const samples: [string, Record<string, string | number>][] = [
      ['formValidation.maxLength', { max: 50 }],
      ['ui.unitType.unitsAvailable', { count: 1234 }],
      ['ui.basket.lineWithQuantity', { quantity: 2, label: 'Hänglås', unitAmount: '99 kr' }],
      ['booking.step.options', {}],
    ];
    for (const [key, values] of samples) {
      expect(fromTrees.t(key, values)).toBe(fromText.t(key, values));
    }
    expect(fromTrees.t('ui.unitType.unitsAvailable', { count: 1234 })).toBe('Lediga förråd: 1\u00a0234');
  });
});
