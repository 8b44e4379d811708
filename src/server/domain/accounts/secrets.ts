import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PasswordThreads } from './passwordThreads';

/** An opaque token of 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak logs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashes, tens of milliseconds of CPU each, run on threads of their own at a lower
 * priority (passwordThreads.ts), at most one fewer than the cores at once: a crowd signing up
 * or logging in at once waits behind itself, not in front of every bet.
 */
const hashing = new PasswordThreads(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password, ARGON2);
}

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await hashing.verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no user matched, so timing does not reveal who exists. */
let decoyHash: Promise<string> | undefined;
export function decoy(): Promise<string> {
  decoyHash ??= hashPassword(newToken());
  return decoyHash;
}

/**
 * Whether the state a flow's return carries is the one the browser kept in its cookie
 * (compared in constant time). A browser without the cookie never matches.
 */
export function sameBrowserState(returned: string, kept: string | undefined): boolean {
  if (kept === undefined) return false;
  const a = Buffer.from(returned);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}
