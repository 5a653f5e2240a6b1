import { describe, expect, it } from 'vitest';
import { isRouteId, locationIdFromPath } from '../locationIdFromPath';

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
      // More digits than a number holds exactly: sent on, it would name another location.
      '/12345678901234567890',
      '/9007199254740993/unit-type/101',
      '/customer-portal/account-overview/1',
      '/404',
      '/server-error',
    ]) {
      expect(locationIdFromPath(path)).toBeNull();
    }
  });
});

describe('isRouteId', () => {
  it('takes digits a number holds exactly', () => {
    for (const value of ['1', '101', '007', String(Number.MAX_SAFE_INTEGER)])
      expect(isRouteId(value)).toBe(true);
  });

  it('refuses anything else: signs, exponents, spaces, empty, and 20 digits', () => {
    for (const value of [
      '',
      ' 1',
      '-1',
      '+1',
      '1e3',
      '1.5',
      '0x65',
      '12345678901234567890',
      '9007199254740992',
      null,
      undefined,
    ]) {
      expect(isRouteId(value)).toBe(false);
    }
  });
});
