import {
  levelOf,
  MAX_LEVEL,
  xpForWager,
  xpToReach,
  type LevelProgress,
} from '../../../shared/levels';

export interface XpInput {
  /** Current level, 0 to MAX_LEVEL. */
  level: number;
  /** XP already earned inside the current level. */
  xpIntoLevel: number;
  /** Wager in whole gems (may have two decimals). */
  wagerGems: number;
  /** XP boost multiplier, 1 when none. */
  boost?: number;
}

export interface XpResult {
  start: LevelProgress;
  end: LevelProgress;
  gained: number;
  levelsGained: number;
  /** XP still missing to the level after `end.level` (0 at the cap). */
  toNextLevel: number;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** What a wager does to a player's level: the level reached and the XP left to the next. */
export function calculateXp({ level, xpIntoLevel, wagerGems, boost = 1 }: XpInput): XpResult {
  const startLevel = Math.floor(clamp(level, 0, MAX_LEVEL));
  const levelSpan = xpToReach(startLevel + 1) - xpToReach(startLevel);
  const into = startLevel >= MAX_LEVEL ? 0 : Math.floor(clamp(xpIntoLevel, 0, levelSpan - 1));
  const start = levelOf(xpToReach(startLevel) + into);
  const hundredths = Math.round(clamp(wagerGems, 0, Number.MAX_SAFE_INTEGER / 100) * 100);
  const gained = xpForWager(hundredths, clamp(boost, 1, 10));
  const end = levelOf(start.total + gained);
  return {
    start,
    end,
    gained,
    levelsGained: end.level - start.level,
    toNextLevel: end.level >= MAX_LEVEL ? 0 : end.next - end.current,
  };
}
