import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from '../chooseLanguage';
import { createLanguageStore } from '../createLanguageStore';

describe('Order of choice: lang query, stored choice, browser language (only the part before the hyphen), default', () => {
  it('prefers the lang query', () => {
    expect(chooseLanguage({ query: 'fi', stored: 'sv', browser: ['de-AT'] })).toBe('fi');
    expect(chooseLanguage({ query: 'FI', stored: 'sv' })).toBe('fi');
  });

  it('then the stored choice', () => {
    expect(chooseLanguage({ query: 'it', stored: 'sv', browser: ['de-AT'] })).toBe('sv');
  });

  it('then the browser language, only the part before the hyphen', () => {
    expect(chooseLanguage({ browser: ['it-IT', 'de-AT', 'sv'] })).toBe('de');
    expect(chooseLanguage({ browser: 'nb-NO' })).toBe('nb');
    expect(chooseLanguage({ browser: 'pt-BR' })).toBe('pt');
  });

  it('then the default en', () => {
    expect(chooseLanguage({ query: null, stored: null, browser: ['it', 'ja-JP'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('The interface language is kept in local storage under the key locale, only if supported', () => {
  it('starts with the stored language, otherwise the default', () => {
    expect(createLanguageStore({ storage: createMemoryStorage({ locale: 'el' }) }).getState().language).toBe(
      'el',
    );
    expect(createLanguageStore({ storage: createMemoryStorage() }).getState().language).toBe('en');
  });

  it('removes an unsupported stored value', () => {
    const storage = createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' });
    expect(readStoredLanguage(storage)).toBeUndefined();
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    const store = createLanguageStore({ storage: createMemoryStorage({ locale: 'SV-se' }) });
    expect(store.getState().language).toBe('en');
  });

  it('stores a chosen language, and choosing the default clears the stored value', () => {
    const storage = createMemoryStorage();
    const store = createLanguageStore({ storage });
    store.getState().setLanguage('lv');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('lv');
    expect(store.getState().language).toBe('lv');
    store.getState().setLanguage('en');
    expect(storage.entries()).toEqual({});
    expect(store.getState().language).toBe('en');
  });

  it('resolves a route language by the order of choice without storing it', () => {
    const storage = createMemoryStorage({ locale: 'sv' });
    const store = createLanguageStore({ storage });
    expect(store.getState().resolve({ query: 'de', browser: ['fr-FR'] })).toBe('de');
    expect(store.getState().language).toBe('de');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    expect(store.getState().resolve({ query: null, browser: ['fr-FR'] })).toBe('sv');
  });
});
