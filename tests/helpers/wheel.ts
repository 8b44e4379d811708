import { WHEEL_TIERS } from '../../games/reward-wheel/core';
import { xpToReach } from '../../src/shared/levels';

export { WHEEL_COOLDOWN_MS, spinWheel, wheelTier } from '../../games/reward-wheel/core';

/** The XP that puts a player at the lowest level of a wheel tier. */
export const xpForTier = (tier: number) => xpToReach(WHEEL_TIERS[tier]!.minLevel);
