import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

// drand quicknet's pure checks, shared by the server (every value it reads) and the
// browser's verifiers (every value it is shown), so neither needs to trust a relay.

/**
 * drand quicknet, pinned: its chain info as the relays publish it at /{hash}/info. The
 * public key is the network's (League of Entropy) group key; a signature that verifies
 * against it was made by a threshold of the network's nodes, whoever relayed it.
 */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  scheme: 'bls-unchained-g1-rfc9380',
  periodSeconds: 3,
  genesisTime: 1692803367,
  /** RFC 9380 hash-to-curve tag for signatures on G1 (the scheme's "rfc9380" part). */
  dst: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
} as const;

const SIGNATURE_HEX = /^[0-9a-f]{96}$/;
const publicKey = hexToBytes(QUICKNET.publicKey);

/** What quicknet signs for a round: sha256 of the round as 8 bytes, big-endian (unchained). */
export function quicknetMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

/**
 * True when `signatureHex` (a compressed G1 point, 48 bytes) is the network's BLS signature
 * for `round`. Malformed input (wrong length, not a curve point) is false, never an error.
 */
export function verifyQuicknetSignature(round: number, signatureHex: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  const signature = signatureHex.toLowerCase();
  if (!SIGNATURE_HEX.test(signature)) return false;
  try {
    const signatures = bls12_381.shortSignatures;
    const message = signatures.hash(quicknetMessage(round), QUICKNET.dst);
    return signatures.verify(hexToBytes(signature), message, publicKey);
  } catch {
    return false; // not a point on G1 (or not in its subgroup)
  }
}

/** A round's randomness: sha256 of the signature bytes, as drand publishes it. */
export function quicknetRandomness(signatureHex: string): string {
  return bytesToHex(sha256(hexToBytes(signatureHex.toLowerCase())));
}

/** When round `round` is produced (epoch ms): round 1 at genesis, one every period. */
export function quicknetRoundTime(round: number): number {
  return (QUICKNET.genesisTime + (round - 1) * QUICKNET.periodSeconds) * 1000;
}

/** The first round produced at or after `time` (epoch ms). */
export function quicknetFirstRoundFrom(time: number): number {
  const period = QUICKNET.periodSeconds * 1000;
  return Math.max(1, Math.ceil((time - QUICKNET.genesisTime * 1000) / period) + 1);
}

/** The latest round produced at `time` (epoch ms); 0 before genesis. */
export function quicknetRoundAt(time: number): number {
  const elapsed = Math.floor(time / 1000) - QUICKNET.genesisTime;
  return elapsed < 0 ? 0 : Math.floor(elapsed / QUICKNET.periodSeconds) + 1;
}
