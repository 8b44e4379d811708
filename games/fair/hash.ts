import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** SHA-256 of the UTF-8 text, as 64 lowercase hex characters. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** HMAC-SHA256 with key and message given as UTF-8 text (the server seed is used as text). */
export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

/**
 * A keyed HMAC-SHA256 whose key schedule is done once: every round of one bet's stream
 * shares the server seed, so each round only hashes its own message.
 */
export function hmacSha256Keyed(key: string): (message: string) => Uint8Array {
  const keyed = hmac.create(sha256, utf8ToBytes(key));
  return (message) => keyed.clone().update(utf8ToBytes(message)).digest();
}
