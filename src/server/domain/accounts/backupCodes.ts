import { randomBytes } from 'node:crypto';
import { tokenHash } from './secrets';

/** 32 symbols that cannot be misread (no 0/O, 1/I); a power of two, so `byte & 31` is unbiased. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;
export const BACKUP_CODE_COUNT = 10;

/** One code of 50 random bits, shown as `ABCD-EFGH-JK`. */
export function newBackupCode(): string {
  const chars = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** A fresh set, all distinct (a duplicate would be spent twice by one use). */
export function newBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newBackupCode());
  return [...codes];
}

/** What the player typed, without case, spaces or dashes; null if it cannot be a backup code. */
export function normalizeBackupCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** Stored form: SHA-256 of the normalized code, so a database leak reveals no usable code. */
export function backupCodeHash(input: string): string {
  return tokenHash(normalizeBackupCode(input) ?? input);
}
