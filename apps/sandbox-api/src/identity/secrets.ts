import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** A new random secret (authorization code, token, session id, CSRF token): 256 bits, base64url. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** How a secret is stored: its SHA-256, hex. Codes, tokens and session ids are looked up by this. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

const SCRYPT_KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt: `scrypt$<salt hex>$<hash hex>` (the format of the demo data). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT_KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** A hash of a password nobody has, so that an unknown email costs as much time as a known one. */
const DECOY_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(SCRYPT_KEY_LENGTH)}`;

/**
 * Whether `password` matches the stored scrypt hash, compared in constant time. A missing or
 * malformed hash never matches, but still costs one scrypt run.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DECOY_HASH).split('$');
  const valid = parts.length === 3 && parts[0] === 'scrypt' && /^[0-9a-f]+$/.test(`${parts[1]}${parts[2]}`);
  const salt = Buffer.from(valid ? (parts[1] ?? '') : '00'.repeat(16), 'hex');
  const expected = Buffer.from(valid ? (parts[2] ?? '') : '00'.repeat(SCRYPT_KEY_LENGTH), 'hex');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length);
  return timingSafeEqual(actual, expected) && valid && stored !== null && stored !== undefined;
}
