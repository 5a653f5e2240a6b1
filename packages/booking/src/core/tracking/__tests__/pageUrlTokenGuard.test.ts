import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTracker } from '../createTracker';
import { redactSecrets } from '../redactSecrets';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJl';

describe('Tokens never reach the data layer: pageUrl query strings are stripped of anything looking like a token', () => {
  it.each([
    ['/auth?code=abc&state=xyz&lang=sv', '/auth?lang=sv'],
    ['/customer-portal?access_token=secret', '/customer-portal'],
    ['https://book.example.com/x?refresh_token=r&id_token=i&page=2', 'https://book.example.com/x?page=2'],
    [`/x?jwt=${JWT}&a=1`, '/x?a=1'],
    ['/x?auth=Bearer%20abc&b=2', '/x?b=2'],
    ['/x?auth=Bearer+abc', '/x'],
    ['/x#access_token=abc&token_type=Bearer', '/x'],
    [`/x/${JWT}/y`, '/x/redacted/y'],
    [
      '/12/unit-type/3/options?section=insurance&lang=de',
      '/12/unit-type/3/options?section=insurance&lang=de',
    ],
    ['/12?discountCode=SUMMER', '/12?discountCode=SUMMER'],
    ['/x#section-2', '/x#section-2'],
    ['/1/checkout/id-check/7?session=sess_1&lang=de', '/1/checkout/id-check/7?lang=de'],
    ['/identity?code_verifier=v&client_secret=s&password=p&secret=x', '/identity'],
    ['/x?a=1&code=c#frag', '/x?a=1#frag'],
    ['/x?a=1;state=s', '/x?a=1'],
  ])('%s → %s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('is applied to virtualPageview', () => {
    const dataLayer: { pageUrl?: string }[] = [];
    createTracker({ dataLayer }).pageview({ pageUrl: '/auth?code=abc&state=def', pageTitle: 'Signing in' });
    expect(dataLayer[0]?.pageUrl).toBe('/auth');
  });

  it('never lets a token parameter through, whatever else the URL holds', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const otherParam = fc
      .tuple(segment, fc.string())
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
        fc.array(otherParam, { maxLength: 3 }),
        fc.constantFrom('access_token', 'refresh_token', 'token', 'id_token', 'code'),
        fc.string({ minLength: 1 }),
        (path, others, name, value) => {
          const query = [...others, `${name}=${encodeURIComponent(value)}`].reverse().join('&');
          const redacted = redactSecrets(`${path}?${query}`);
          expect(new URLSearchParams(redacted.split('?')[1] ?? '').has(name)).toBe(false);
          expect(redacted.startsWith(path)).toBe(true);
        },
      ),
    );
  });

  it('removes secrets from URLs quoted in any text and leaves the rest of the text alone', () => {
    expect(redactSecrets('GET /auth?code=c&lang=sv failed: 500')).toBe('GET /auth?lang=sv failed: 500');
    expect(redactSecrets('failed: /identity/token?refresh_token=r1&x=1')).toBe('failed: /identity/token?x=1');
    expect(
      redactSecrets(JSON.stringify({ href: 'https://book.example.com/auth?code=c1&state=s1', width: 1 })),
    ).toBe(JSON.stringify({ href: 'https://book.example.com/auth', width: 1 }));
    expect(redactSecrets(`Bearer ${JWT} was refused`)).toBe('Bearer redacted was refused');
    const plain = 'Is this the right unit? Yes: /12?discountCode=SPRING&unitTypeCategoryId=3 #1';
    expect(redactSecrets(plain)).toBe(plain);
  });
});
