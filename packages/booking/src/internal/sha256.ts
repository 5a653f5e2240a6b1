/**
 * SHA-256 of a UTF-8 string, through Web Crypto (`crypto.subtle`, present in browsers
 * on secure origins and in Node 20). Rejects with a clear error where it is missing.
 */
export async function sha256(input: string): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Stowly: no crypto.subtle (a secure context is needed)');
  return new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(input)));
}

/** Lower-case hexadecimal of bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
