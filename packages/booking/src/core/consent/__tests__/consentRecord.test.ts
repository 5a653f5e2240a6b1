import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { CONSENT_MODE_STORAGE_KEY, CONSENT_STORAGE_KEY, createConsentStore } from '../createConsentStore';

const ALL_GRANTED = {
  functionality_storage: 'granted',
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};
const ALL_DENIED = Object.fromEntries(Object.keys(ALL_GRANTED).map((key) => [key, 'denied']));
const DEFAULTS = { ...ALL_DENIED, functionality_storage: 'granted', security_storage: 'granted' };

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const dataLayer: unknown[] = [];
  const store = createConsentStore({ storage, dataLayer });
  return { storage, dataLayer, store };
}

function stored(storage: ReturnType<typeof createMemoryStorage>, key: string): unknown {
  return JSON.parse(storage.getItem(key) ?? 'null');
}

describe('Consent is unseen until a record with both necessary and marketing keys exists', () => {
  it('starts unseen with the default consent mode: functionality and security granted, all others denied', () => {
    const { store, dataLayer } = setup();
    expect(store.getState()).toMatchObject({ seen: false, consent: null, consentMode: DEFAULTS });
    expect(dataLayer).toEqual([['consent', 'default', DEFAULTS]]);
  });

  it('is seen when a complete record is stored', () => {
    const { store } = setup({
      [CONSENT_STORAGE_KEY]: '{"necessary":true,"marketing":false}',
      [CONSENT_MODE_STORAGE_KEY]: JSON.stringify(ALL_DENIED),
    });
    expect(store.getState()).toMatchObject({
      seen: true,
      consent: { necessary: true, marketing: false },
      consentMode: ALL_DENIED,
    });
  });

  it.each([
    ['a record without marketing', '{"necessary":true}'],
    ['a record without necessary', '{"marketing":true}'],
    ['necessary unchecked', '{"necessary":false,"marketing":true}'],
    ['not JSON', '{"necessary":tru'],
    ['a wrong type', '{"necessary":true,"marketing":"yes"}'],
    ['an array', '[true,true]'],
  ])('resets %s: unseen, both keys removed', (_, text) => {
    const { store, storage } = setup({
      [CONSENT_STORAGE_KEY]: text,
      [CONSENT_MODE_STORAGE_KEY]: JSON.stringify(ALL_GRANTED),
    });
    expect(store.getState().seen).toBe(false);
    expect(store.getState().consentMode).toEqual(DEFAULTS);
    expect(storage.entries()).toEqual({});
  });

  it('rebuilds a malformed consent mode from a valid record', () => {
    const { store, storage } = setup({
      [CONSENT_STORAGE_KEY]: '{"necessary":true,"marketing":true}',
      [CONSENT_MODE_STORAGE_KEY]: '{"ad_storage":"maybe"}',
    });
    expect(store.getState().consentMode).toEqual(ALL_GRANTED);
    expect(stored(storage, CONSENT_MODE_STORAGE_KEY)).toEqual(ALL_GRANTED);
  });
});

describe('The consent mode follows the consent record, never a stored mode of its own', () => {
  it.each([
    ['marketing declined, every entry granted', false, ALL_GRANTED, ALL_DENIED],
    ['marketing declined, only ads granted', false, { ...ALL_DENIED, ad_storage: 'granted' }, ALL_DENIED],
    ['marketing accepted, every entry denied', true, ALL_DENIED, ALL_GRANTED],
  ])(
    'rebuilds a tampered consent mode (%s) from the record and pushes that',
    (_, marketing, tampered, expected) => {
      const { store, storage, dataLayer } = setup({
        [CONSENT_STORAGE_KEY]: JSON.stringify({ necessary: true, marketing }),
        [CONSENT_MODE_STORAGE_KEY]: JSON.stringify(tampered),
      });
      expect(store.getState().consentMode).toEqual(expected);
      expect(dataLayer).toEqual([['consent', 'default', expected]]);
      expect(stored(storage, CONSENT_MODE_STORAGE_KEY)).toEqual(expected);
    },
  );
});

describe('Save selected stores the chosen values; accept all stores both true; saving sets every consent-mode entry and pushes it', () => {
  it('save selected without marketing denies every entry, functionality and security included', () => {
    const { store, storage, dataLayer } = setup();
    store.getState().saveSelected({ marketing: false });
    expect(stored(storage, CONSENT_STORAGE_KEY)).toEqual({ necessary: true, marketing: false });
    expect(stored(storage, CONSENT_MODE_STORAGE_KEY)).toEqual(ALL_DENIED);
    expect(store.getState()).toMatchObject({ seen: true, consentMode: ALL_DENIED });
    expect(dataLayer.at(-1)).toEqual(['consent', 'update', ALL_DENIED]);
  });

  it('save selected with marketing grants every entry', () => {
    const { store, storage, dataLayer } = setup();
    store.getState().saveSelected({ marketing: true });
    expect(stored(storage, CONSENT_STORAGE_KEY)).toEqual({ necessary: true, marketing: true });
    expect(dataLayer.at(-1)).toEqual(['consent', 'update', ALL_GRANTED]);
  });

  it('accept all stores necessary and marketing true and grants every entry', () => {
    const { store, storage, dataLayer } = setup();
    store.getState().acceptAll();
    expect(stored(storage, CONSENT_STORAGE_KEY)).toEqual({ necessary: true, marketing: true });
    expect(stored(storage, CONSENT_MODE_STORAGE_KEY)).toEqual(ALL_GRANTED);
    expect(store.getState().seen).toBe(true);
    expect(dataLayer.at(-1)).toEqual(['consent', 'update', ALL_GRANTED]);
  });

  it('necessary cookies cannot be unchecked: the stored record always has necessary true', () => {
    const { store, storage } = setup();
    store.getState().saveSelected({ marketing: false, necessary: false } as { marketing: boolean });
    expect(stored(storage, CONSENT_STORAGE_KEY)).toEqual({ necessary: true, marketing: false });
  });

  it('survives a reload: a new store reads the saved choice', () => {
    const { store, storage } = setup();
    store.getState().acceptAll();
    const reloaded = createConsentStore({ storage });
    expect(reloaded.getState()).toMatchObject({ seen: true, consentMode: ALL_GRANTED });
  });
});

describe('deleteCookies clears the record and brings the dialog back', () => {
  it('removes both keys, shows the modal again and withdraws the granted consent', () => {
    const { store, storage, dataLayer } = setup();
    store.getState().acceptAll();
    store.getState().deleteCookies();
    expect(storage.entries()).toEqual({});
    expect(store.getState()).toMatchObject({ seen: false, consent: null, consentMode: DEFAULTS });
    expect(dataLayer.at(-1)).toEqual(['consent', 'update', DEFAULTS]);
  });
});
