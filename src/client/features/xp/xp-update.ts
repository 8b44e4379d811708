// Types only: the contract's zod schemas stay out of the client bundle.
import type { Xp } from '../../../shared/contract/users';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The `xp` of a `user.xp-updated` payload, checked by hand (no zod in the socket's chunk):
 * whole counts and a progress from 0 to 1, else null.
 */
export function xpOfPayload(payload: unknown): Xp | null {
  const xp = (payload as { data?: { xp?: Partial<Xp> } } | undefined)?.data?.xp;
  if (!xp) return null;
  const { total, level, current, next, progress } = xp;
  if (![total, level, current, next].every(isCount)) return null;
  if (typeof progress !== 'number' || !(progress >= 0 && progress <= 1)) return null;
  return { total: total!, level: level!, current: current!, next: next!, progress };
}

/** XP only grows: an update older than the XP shown (a late event, a stale reload) is dropped. */
export function isNewerXp(shown: Xp | undefined, update: Xp): boolean {
  return shown === undefined || update.total > shown.total;
}
