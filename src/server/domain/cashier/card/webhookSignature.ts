import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the body's bytes, keyed by the secret. */
export function hmacSha256Hex(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Whether `signature` is the body's HMAC-SHA256 (hex), compared in constant time. */
export function verifyHmacSha256(secret: string, rawBody: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(hmacSha256Hex(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
