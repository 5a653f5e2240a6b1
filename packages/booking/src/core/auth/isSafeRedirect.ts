// Control characters (C0, DEL, C1) are matched on purpose: they must never reach a redirect.
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f]/;

/**
 * True when `target` may be used as a redirect after sign-in: a path on `origin` only (`/...`).
 * Rejects absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`), other
 * schemes (`javascript:`), backslashes (`/\evil.example`, which browsers read as `//`) and control
 * characters.
 *
 * @example
 * isSafeRedirect('/customer-portal/account-overview', 'https://book.example.com'); // true
 * isSafeRedirect('//evil.example', 'https://book.example.com'); // false
 */
export function isSafeRedirect(target: string, origin: string): boolean {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(target)) return false;
  try {
    const base = new URL(origin);
    return new URL(target, base).origin === base.origin;
  } catch {
    return false;
  }
}
