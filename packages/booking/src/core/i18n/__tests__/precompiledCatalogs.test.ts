import { describe, expect, it } from 'vitest';
import { createI18n, hasMessageSyntax, loadCatalog } from '../../../index';
import { precompileCatalog } from './support/precompileCatalog';

describe('precompiled catalogs', () => {
  it('hasMessageSyntax: text with braces or an apostrophe needs parsing; plain text and syntax trees do not', async () => {
    for (const text of ['Hi {name}', '{count, plural, one {# unit} other {# units}}', "It''s", "L'unité"]) {
      expect(hasMessageSyntax(text), text).toBe(true);
    }
    for (const text of ['Options', 'Pay now – 99 kr', '']) expect(hasMessageSyntax(text), text).toBe(false);
    const trees = precompileCatalog(await loadCatalog('en'));
    expect(hasMessageSyntax(trees['formValidation.maxLength'])).toBe(false);
  });

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
