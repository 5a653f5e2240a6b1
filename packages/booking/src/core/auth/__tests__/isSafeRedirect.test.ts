import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect } from '../isSafeRedirect';

const ORIGIN = 'https://book.example.com';

describe('isSafeRedirect: only same-origin paths are followed after sign-in', () => {
  it('accepts app paths with query and hash', () => {
    expect(isSafeRedirect('/customer-portal', ORIGIN)).toBe(true);
    expect(isSafeRedirect('/12/unit-type/3/options?section=insurance#top', ORIGIN)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil.example/customer-portal',
    'https://evil.example',
    'https://book.example.com/customer-portal',
    'javascript:alert(1)',
    '/\\evil.example',
    '/customer-portal\\..\\x',
    '/\tevil',
    '/\u0000x',
    '/x\ny',
    'customer-portal',
    '',
  ])('rejects %j', (target) => {
    expect(isSafeRedirect(target, ORIGIN)).toBe(false);
  });

  it('never accepts a target that resolves to another origin', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        if (isSafeRedirect(target, ORIGIN)) {
          expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
          expect(target.startsWith('/')).toBe(true);
        }
      }),
    );
  });
});
