import type { StorageLike } from '@stowly/booking';
import { describe, expect, it } from 'vitest';
import { rememberStripeSetup, takeStripePublishableKey } from '../stripeSetupIntent';

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the Stripe account of a setup intent', () => {
  it('is remembered for its setup intent and taken once', () => {
    const storage = memoryStorage();
    rememberStripeSetup(storage, { setupIntentId: 'seti_1', publishableKey: 'pk_test_tenant' });
    expect(takeStripePublishableKey(storage, 'seti_1', 'pk_config')).toBe('pk_test_tenant');
    expect(storage.items.size).toBe(0);
    expect(takeStripePublishableKey(storage, 'seti_1', 'pk_config')).toBe('pk_config');
  });

  it('falls back to the configured key for another setup intent or a damaged entry', () => {
    const storage = memoryStorage();
    rememberStripeSetup(storage, { setupIntentId: 'seti_1', publishableKey: 'pk_test_tenant' });
    expect(takeStripePublishableKey(storage, 'seti_2', 'pk_config')).toBe('pk_config');
    storage.setItem('stowly-web:portal-stripe-setup', '{not json');
    expect(takeStripePublishableKey(storage, 'seti_1', 'pk_config')).toBe('pk_config');
    storage.setItem(
      'stowly-web:portal-stripe-setup',
      JSON.stringify({ setupIntentId: 'seti_1', publishableKey: 7 }),
    );
    expect(takeStripePublishableKey(storage, 'seti_1', 'pk_config')).toBe('pk_config');
  });
});
