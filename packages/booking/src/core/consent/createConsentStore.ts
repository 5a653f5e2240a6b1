import { createStore, type StoreApi } from 'zustand/vanilla';
import { isRecord } from '../../internal/isRecord';
import { readStoredJson, safeRemove, writeStoredJson } from '../../internal/readStoredJson';
import type { StorageLike } from '../auth/StorageLike';
import type { DataLayer } from '../tracking/DataLayer';

/** The storage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'consent';
/** The storage key of the consent mode entries. */
export const CONSENT_MODE_STORAGE_KEY = 'consent-mode';

/** The visitor's cookie choice (spec section 3). Necessary cookies are always accepted. */
export interface ConsentRecord {
  /** Necessary cookies: always `true`, the checkbox is locked. */
  necessary: true;
  /** Marketing cookies: the visitor's choice. */
  marketing: boolean;
}

/** One consent mode setting. */
export type ConsentModeValue = 'granted' | 'denied';

/** The consent mode entries of spec section 3, as Google consent mode names them. */
export const CONSENT_MODE_KEYS = [
  'functionality_storage',
  'analytics_storage',
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'personalization_storage',
  'security_storage',
] as const;

/** Every consent mode entry with its value. */
export type ConsentMode = Record<(typeof CONSENT_MODE_KEYS)[number], ConsentModeValue>;

/** The consent mode before any choice: functionality and security granted, all others denied. */
export const DEFAULT_CONSENT_MODE: Readonly<ConsentMode> = Object.freeze({
  ...consentModeFor(false),
  functionality_storage: 'granted',
  security_storage: 'granted',
});

/**
 * The consent mode after a choice: every entry granted when marketing is accepted, otherwise every
 * entry denied (functionality and security included, as spec section 4 says).
 */
export function consentModeFor(marketing: boolean): ConsentMode {
  const value: ConsentModeValue = marketing ? 'granted' : 'denied';
  return Object.fromEntries(CONSENT_MODE_KEYS.map((key) => [key, value])) as ConsentMode;
}

/** The consent store's state and actions. */
export interface ConsentState {
  /** The recorded choice, or `null` while the visitor has not chosen. */
  consent: ConsentRecord | null;
  /** True once a complete record exists; while false the consent modal shows. */
  seen: boolean;
  /** The current consent mode entries. */
  consentMode: ConsentMode;
  /** Stores the visitor's selection (necessary is always true). */
  saveSelected(selection: { marketing: boolean }): void;
  /** Stores necessary and marketing both accepted. */
  acceptAll(): void;
  /** Clears the record and the consent mode, so the modal shows again; tracking falls back to the defaults. */
  deleteCookies(): void;
}

/** Options of {@link createConsentStore}. */
export interface CreateConsentStoreOptions {
  /** Persistent storage (`localStorage` in a browser). */
  storage: StorageLike;
  /**
   * Receives gtag-style consent commands: `['consent', 'default', mode]` on creation, and
   * `['consent', 'update', mode]` on every change. With gtag.js pass `{ push: (command) => gtag(...command) }`.
   */
  dataLayer?: DataLayer;
}

function parseConsentRecord(value: unknown): ConsentRecord | undefined {
  if (!isRecord(value) || value.necessary !== true || typeof value.marketing !== 'boolean') return undefined;
  return { necessary: true, marketing: value.marketing };
}

/**
 * Creates the cookie consent store (spec sections 3 and 4). It reads the stored record once:
 * a malformed record (not JSON, a missing key, `necessary: false`) is removed with the consent
 * mode, and the modal shows again. The consent mode is never taken from storage on its own word:
 * it always follows the record (every entry granted with marketing, otherwise denied), so a
 * tampered or stale `consent-mode` cannot grant what the visitor declined; it is rewritten to match.
 * Create one per app, never at module scope.
 */
export function createConsentStore(options: CreateConsentStoreOptions): StoreApi<ConsentState> {
  const { storage, dataLayer } = options;

  let consent = parseConsentRecord(readStoredJson(storage, CONSENT_STORAGE_KEY)) ?? null;
  if (!consent) {
    safeRemove(storage, CONSENT_STORAGE_KEY);
    safeRemove(storage, CONSENT_MODE_STORAGE_KEY);
  }
  let consentMode = consent ? consentModeFor(consent.marketing) : { ...DEFAULT_CONSENT_MODE };
  if (consent) writeStoredJson(storage, CONSENT_MODE_STORAGE_KEY, consentMode);
  dataLayer?.push(['consent', 'default', { ...consentMode }]);

  return createStore<ConsentState>()((set) => {
    function save(marketing: boolean): void {
      consent = { necessary: true, marketing };
      consentMode = consentModeFor(marketing);
      writeStoredJson(storage, CONSENT_STORAGE_KEY, consent);
      writeStoredJson(storage, CONSENT_MODE_STORAGE_KEY, consentMode);
      set({ consent, seen: true, consentMode });
      dataLayer?.push(['consent', 'update', { ...consentMode }]);
    }

    return {
      consent,
      seen: consent !== null,
      consentMode,
      saveSelected: ({ marketing }) => save(marketing === true),
      acceptAll: () => save(true),
      deleteCookies() {
        safeRemove(storage, CONSENT_STORAGE_KEY);
        safeRemove(storage, CONSENT_MODE_STORAGE_KEY);
        consent = null;
        consentMode = { ...DEFAULT_CONSENT_MODE };
        set({ consent, seen: false, consentMode });
        dataLayer?.push(['consent', 'update', { ...consentMode }]);
      },
    };
  });
}
