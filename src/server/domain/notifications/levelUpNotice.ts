import type { RichTextBlock } from '../../../shared/contract/richText';
import { levelOf } from '../../../shared/levels';
import { type LevelReward, levelReward } from '../../../shared/rewards';
import type { DomainEvents } from '../events';
import type { RaiseInput } from './notifications';

/** How long a level-up notice stays in the corner. */
export const LEVEL_UP_NOTICE_LIFETIME_MS = 30_000;

/**
 * The notice for a wager that crossed a level boundary, or null when the level stayed.
 * The spec names no level-up type, so it is a CUSTOM notice to the player alone. XP comes
 * from the stake, never the outcome, so it may show at once: it spoils no animation.
 * A level reached with a level reward ends in the "To Rewards" button, where it is claimed.
 */
export function levelUpNotice(
  credit: DomainEvents['user.xp'],
  now: Date,
  rewardOf: (level: number) => LevelReward | undefined = levelReward,
): RaiseInput | null {
  const before = levelOf(credit.total - credit.gained).level;
  const after = levelOf(credit.total).level;
  if (after <= before) return null;
  return {
    type: 'CUSTOM',
    severity: 'SUCCESS',
    audience: 'USER',
    targets: [credit.userId],
    title: 'Level up!',
    message: levelUpMessage(before, after, rewardOf),
    priority: 5,
    expiresAt: new Date(now.getTime() + LEVEL_UP_NOTICE_LIFETIME_MS),
  };
}

/** A level in (before, after] has a reward: one just reached cannot have been claimed yet. */
function levelUpMessage(
  before: number,
  after: number,
  rewardOf: (level: number) => LevelReward | undefined,
): string | RichTextBlock[] {
  const reached = `You reached level ${after}.`;
  let rewards = 0;
  for (let level = before + 1; level <= after; level++) if (rewardOf(level)) rewards++;
  if (rewards === 0) return reached;
  const ready = rewards === 1 ? 'Your level reward is' : `${rewards} level rewards are`;
  return [
    { type: 'TEXT', value: `${reached} ${ready} ready to claim.` },
    { type: 'ACTION', action: 'rewards' },
  ];
}
