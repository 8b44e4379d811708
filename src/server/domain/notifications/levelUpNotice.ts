import { levelOf } from '../../../shared/levels';
import type { DomainEvents } from '../events';
import type { RaiseInput } from './notifications';

/** How long a level-up notice stays in the corner. */
export const LEVEL_UP_NOTICE_LIFETIME_MS = 30_000;

/**
 * The notice for a wager that crossed a level boundary, or null when the level stayed.
 * The spec names no level-up type, so it is a CUSTOM notice to the player alone. XP comes
 * from the stake, never the outcome, so it may show at once: it spoils no animation.
 */
export function levelUpNotice(credit: DomainEvents['user.xp'], now: Date): RaiseInput | null {
  const before = levelOf(credit.total - credit.gained).level;
  const after = levelOf(credit.total).level;
  if (after <= before) return null;
  return {
    type: 'CUSTOM',
    severity: 'SUCCESS',
    audience: 'USER',
    targets: [credit.userId],
    title: 'Level up!',
    message: `You reached level ${after}.`,
    priority: 5,
    expiresAt: new Date(now.getTime() + LEVEL_UP_NOTICE_LIFETIME_MS),
  };
}
