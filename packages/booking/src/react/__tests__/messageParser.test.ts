import { parse as parseWithoutParser } from '@formatjs/icu-messageformat-parser/no-parser.js';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { precompileCatalog } from '../../core/i18n/__tests__/support/precompileCatalog';
import { createI18n, loadCatalog } from '../../index';
import { loadMessageParser, messagesNeedParser } from '../internal/messageParser';

const builtInParse = IntlMessageFormat.__parse;
afterEach(() => {
  IntlMessageFormat.__parse = builtInParse;
});

describe('a build without the ICU parser (precompiled catalogs)', () => {
  it('needs the parser only for text with ICU syntax, and formats that text once it is loaded', async () => {
    // What the app's build does: intl-messageformat gets the parser's no-parser entry (which throws).
    IntlMessageFormat.__parse = parseWithoutParser as unknown as typeof IntlMessageFormat.__parse;
    const tenant: Record<string, string> = {
      'web.flow.unitSelection.title': 'Find your unit',
      'ui.unitType.unitsAvailable': "{count, plural, one {Only # unit left} other {# units, don't wait}}",
    };
    const english = precompileCatalog(await loadCatalog('en'));
    expect(messagesNeedParser(Object.values(english))).toBe(false);
    expect(messagesNeedParser(['Find your unit'])).toBe(false);
    expect(messagesNeedParser(Object.values(tenant))).toBe(true);
    expect(messagesNeedParser(["Don't wait"])).toBe(true);

    // Before the parser is there, the text cannot be formatted: English shows, the failure is reported.
    const onError = vi.fn();
    const before = createI18n({ language: 'en', catalogs: { en: english }, serverMessages: tenant, onError });
    expect(before.t('web.flow.unitSelection.title')).toBe('Find your unit');
    expect(before.t('ui.unitType.unitsAvailable', { count: 3 })).toBe('Units available: 3');
    expect(onError).toHaveBeenCalledOnce();

    await loadMessageParser();
    expect(messagesNeedParser(Object.values(tenant))).toBe(false);
    const after = createI18n({ language: 'en', catalogs: { en: english }, serverMessages: tenant });
    expect(after.t('ui.unitType.unitsAvailable', { count: 1 })).toBe('Only 1 unit left');
    expect(after.t('ui.unitType.unitsAvailable', { count: 3 })).toBe("3 units, don't wait");
  });
});
