/** The longest a vault can be locked for, from now: 365 days. */
export const VAULT_LOCK_MAX_MS = 365 * 24 * 60 * 60_000;

/** The lock lengths the vault offers, in hours (1 hour to 30 days). */
export const VAULT_LOCK_CHOICES_HOURS = [1, 24, 24 * 7, 24 * 30] as const;

/** Is a vault locked until `lockedUntil` (ISO or null) still locked at `now`? */
export function isVaultLocked(lockedUntil: string | null, now: number): boolean {
  return lockedUntil !== null && Date.parse(lockedUntil) > now;
}
