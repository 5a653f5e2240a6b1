import { describe, expect, it } from 'vitest';
import { loadCatalog, SUPPORTED_LANGUAGES } from '../../index';
import { loadCatalogPart } from '../internal/catalogParts';

/** The keys a `deferMessages` provider loads after the first page: the checkout's and the portal's. */
// The checkout's and the portal's messages, and why a discount code does not apply (shown only
// after an API answer).
const LATER_KEY =
  /^(ui\.(checkout|portal)\.|formValidation\.discountCode[A-Z]|ui\.options\.discountCodePanel\.removed$)/;

const sortedKeys = (catalog: object) => Object.keys(catalog).sort();

describe('the two parts of each catalog', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: the parts split the whole catalog by the same keys as English',
    async (language) => {
      const [start, later, whole, englishStart, englishLater] = await Promise.all([
        loadCatalogPart(language, 'start'),
        loadCatalogPart(language, 'later'),
        loadCatalog(language),
        loadCatalogPart('en', 'start'),
        loadCatalogPart('en', 'later'),
      ]);
      expect(sortedKeys(start)).toEqual(sortedKeys(englishStart));
      expect(sortedKeys(later)).toEqual(sortedKeys(englishLater));
      expect({ ...start, ...later }).toEqual(whole);
    },
  );

  it('the later part is exactly the checkout and customer portal messages and the discount code reasons', async () => {
    const [start, later] = await Promise.all([
      loadCatalogPart('en', 'start'),
      loadCatalogPart('en', 'later'),
    ]);
    expect(Object.keys(later).filter((key) => !LATER_KEY.test(key))).toEqual([]);
    expect(Object.keys(start).filter((key) => LATER_KEY.test(key))).toEqual([]);
    expect(Object.keys(later).filter((key) => key.startsWith('ui.checkout.')).length).toBeGreaterThan(40);
    expect(Object.keys(later).filter((key) => key.startsWith('ui.portal.')).length).toBeGreaterThan(90);
    expect(Object.keys(later).filter((key) => key.startsWith('formValidation.')).length).toBe(6);
    expect(start['formValidation.discountCode']).toBe('This discount code is not valid.');
  });
});
