import { sha256Hex } from './hash';

const SERVER_SEED = /^[0-9a-f]{64}$/;

/** A server seed as we issue them: 64 lowercase hex characters (32 random bytes). */
export function isServerSeed(text: string): boolean {
  return SERVER_SEED.test(text);
}

/**
 * True when the revealed seed is the one committed to: its SHA-256 is the published hash.
 * The hash is compared case-insensitively, so a hash pasted in capitals still verifies.
 */
export function serverSeedMatchesHash(serverSeed: string, hash: string): boolean {
  return sha256Hex(serverSeed) === hash.toLowerCase();
}
