/**
 * The level curve. XP is earned by wagering (1 XP per 1.00 gem wagered, before boosts).
 * Total XP needed to reach level n is round(1000 * n^1.75): early levels come quickly,
 * high ones take real play. Level 0 is a new player; the cap is MAX_LEVEL.
 */
export const MAX_LEVEL = 100;
const BASE = 1000;
const EXPONENT = 1.75;

export function xpToReach(level: number): number {
  if (level <= 0) return 0;
  return Math.round(BASE * Math.pow(Math.min(level, MAX_LEVEL), EXPONENT));
}

export interface LevelProgress {
  total: number;
  level: number;
  /** XP gathered inside the current level, and the XP the whole level takes. */
  current: number;
  next: number;
  /** 0 to 1 through the current level (1 at the cap). */
  progress: number;
}

export function levelOf(totalXp: number): LevelProgress {
  const total = Math.max(0, Math.floor(totalXp));
  let level = 0;
  while (level < MAX_LEVEL && xpToReach(level + 1) <= total) level++;
  const start = xpToReach(level);
  if (level >= MAX_LEVEL) return { total, level, current: total - start, next: 0, progress: 1 };
  const next = xpToReach(level + 1) - start;
  const current = total - start;
  return { total, level, current, next, progress: current / next };
}

/**
 * XP for a wager of `amount` hundredths at a boost multiplier (kept to hundredths): 1 XP per
 * whole 1.00 gem, rounded down, then boosted (boostedXp).
 */
export function xpForWager(amount: number, boost = 1): number {
  if (!(amount > 0) || !(boost > 0)) return 0;
  return boostedXp(Math.floor(amount / 100), Math.round(boost * 100));
}

/**
 * The one XP boost rule: whole-gem XP times a boost in hundredths (150 = 1.5x; null: none),
 * rounded down, in exact integer arithmetic. The server's statements credit it through the
 * SQL function boosted_xp() (src/server/db/functions/boosted_xp.sql), which a test holds to
 * this one for the same inputs.
 */
export function boostedXp(baseXp: number, boostE2: number | null): number {
  if (boostE2 === null) return baseXp;
  return Number((BigInt(baseXp) * BigInt(boostE2)) / 100n);
}
