import { MAX_LEVEL, xpToReach } from '../../../shared/levels';

/** One row of the TOP_LEVELS table: what a level takes, from the shared curve. */
export interface LevelRow {
  level: number;
  /** Total XP at which the level is reached. */
  totalXp: number;
  /** XP from the level before to this one. */
  levelXp: number;
  /** Whole gems to wager from the level before (1 XP per 1.00 gem, before boosts). */
  gemsToWager: number;
}

/** Every level from 1 to the cap, as the server counts them (levels.ts). */
export function levelRows(): LevelRow[] {
  return Array.from({ length: MAX_LEVEL }, (_, i) => {
    const level = i + 1;
    const totalXp = xpToReach(level);
    const levelXp = totalXp - xpToReach(level - 1);
    return { level, totalXp, levelXp, gemsToWager: levelXp };
  });
}

/** The player's place in the table: the level they work towards (none at the cap). */
export function nextLevelOf(level: number): number | null {
  return level >= MAX_LEVEL ? null : level + 1;
}
