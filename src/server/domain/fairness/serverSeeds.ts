import { createHash, randomBytes } from 'node:crypto';

export interface CommittedSeed {
  /** 64 hex characters, secret until its pair is revealed. */
  seed: string;
  /** SHA-256 of the seed's text, shown before any bet uses it. */
  hash: string;
}

/** The hash players check a revealed seed against (any SHA-256 tool gives the same). */
export function hashServerSeed(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** A fresh server seed from the CSPRNG, with the hash that commits to it. */
export function newServerSeed(): CommittedSeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: hashServerSeed(seed) };
}

/** The client seed a pair starts with until the player picks one: 16 random hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}
