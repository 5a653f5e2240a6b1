// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { trackedUrl } from '../RouteTracking';

describe('trackedUrl', () => {
  it('keeps the path and ordinary query parameters', () => {
    expect(trackedUrl('https://book.example', '/1/unit-type/2/options', '?section=insurance&lang=sv')).toBe(
      'https://book.example/1/unit-type/2/options?section=insurance&lang=sv',
    );
    expect(trackedUrl('https://book.example', '/1', '')).toBe('https://book.example/1');
  });

  it('never hands the sign-in code, state or a token to the data layer', () => {
    expect(trackedUrl('https://book.example', '/auth', '?code=abc&state=xyz&lang=en')).toBe(
      'https://book.example/auth?lang=en',
    );
    expect(
      trackedUrl('https://book.example', '/logout', '?token=secret&access_token=a&refresh_token=r'),
    ).toBe('https://book.example/logout');
  });
});
