import { describe, expect, it } from 'vitest';
import { bookingStepOf } from '../flowRouteHandle';
import { locationIdFromPath } from '../locationIdFromPath';

describe('locationIdFromPath', () => {
  it('reads a digits-only first segment', () => {
    expect(locationIdFromPath('/1')).toBe(1);
    expect(locationIdFromPath('/12/unit-type/101/options')).toBe(12);
  });

  it('finds no location in other paths, nor in the not-found alias /404', () => {
    for (const path of [
      '/',
      '/abc',
      '/1a',
      '/-1',
      '/customer-portal/account-overview/1',
      '/404',
      '/server-error',
    ]) {
      expect(locationIdFromPath(path)).toBeNull();
    }
  });
});

describe('bookingStepOf', () => {
  it('reads the flow step of a route handle', () => {
    expect(bookingStepOf({ bookingStep: 'basket' })).toBe('basket');
    expect(bookingStepOf(undefined)).toBeNull();
    expect(bookingStepOf({ other: true })).toBeNull();
  });
});
