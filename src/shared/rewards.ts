import { FREE_CASE_ITEM } from './inventory-items';
import { MAX_LEVEL } from './levels';

/**
 * The rules of the rewards page, pure so the page can show them to visitors and the server
 * applies exactly these: rakeback rates, daily case tiers and what each level unlocks.
 */

/** Rakeback: 5% + 0.25% per level of each wager's house edge, capped at 20% (basis points). */
export const RAKEBACK_BASE_BPS = 500;
export const RAKEBACK_BPS_PER_LEVEL = 25;
export const RAKEBACK_MAX_BPS = 2_000;

export function rakebackRateBps(level: number): number {
  const whole = Math.max(0, Math.floor(level));
  return Math.min(RAKEBACK_MAX_BPS, RAKEBACK_BASE_BPS + RAKEBACK_BPS_PER_LEVEL * whole);
}

/**
 * Rakeback is kept in hundredths x 10^-8: a wager's houseEdgeE4 (hundredths x 10^-4) times
 * the rate in basis points (x 10^-4), with no division, so no fraction is ever lost.
 */
export const RAKEBACK_UNITS_PER_HUNDREDTH = 100_000_000n;

/** The exact rakeback a wager earns, in hundredths x 10^-8. */
export function rakebackUnits(houseEdgeE4: number, rateBps: number): bigint {
  if (!(houseEdgeE4 > 0) || !(rateBps > 0)) return 0n;
  return BigInt(Math.floor(houseEdgeE4)) * BigInt(Math.floor(rateBps));
}

/** A claim pays whole hundredths (rounded down) and keeps the rest for later. */
export function rakebackPayable(units: bigint): { pay: number; remainder: bigint } {
  const safe = units > 0n ? units : 0n;
  return {
    pay: Number(safe / RAKEBACK_UNITS_PER_HUNDREDTH),
    remainder: safe % RAKEBACK_UNITS_PER_HUNDREDTH,
  };
}

/** The smallest claim: 0.01 gems. */
export const RAKEBACK_MIN_CLAIM = 1;

/** One free case a UTC day per tier the player's level has unlocked: real catalogue cases. */
export interface DailyCaseTier {
  /** The level that unlocks the tier (also its id). */
  level: number;
  slug: string;
  name: string;
}

export const DAILY_CASE_TIERS: readonly DailyCaseTier[] = [
  { level: 1, slug: 'operation-wildfire-case', name: 'Operation Wildfire Case' },
  { level: 10, slug: 'danger-zone-case', name: 'Danger Zone Case' },
  { level: 20, slug: 'glove-case', name: 'Glove Case' },
  { level: 30, slug: 'clutch-case', name: 'Clutch Case' },
  { level: 50, slug: 'operation-bravo-case', name: 'Operation Bravo Case' },
  { level: 75, slug: 'cs-go-weapon-case-3', name: 'CS:GO Weapon Case 3' },
];

export function dailyCaseTier(level: number): DailyCaseTier | undefined {
  return DAILY_CASE_TIERS.find((tier) => tier.level === level);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day a moment falls in, as YYYY-MM-DD: daily cases reset at 00:00 UTC. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** When the next UTC day starts (ms). */
export function nextUtcMidnight(at: number): number {
  return (Math.floor(at / DAY_MS) + 1) * DAY_MS;
}

/** What reaching a level gives, claimable once. */
export interface LevelReward {
  level: number;
  /** Hundredths paid from promotions. */
  gems: number;
  /** Inventory items (src/shared/inventory-items.ts ids). */
  items: ReadonlyArray<{ item: string; amount: number }>;
}

/** 0.25 gems per level reached; every 5th level an XP boost, every 10th a free case too. */
export const LEVEL_REWARD_GEMS_PER_LEVEL = 25;
export const LEVEL_REWARD_BOOST_ITEM = 'xp-boost-1.5x-1h';

export function levelReward(level: number): LevelReward | undefined {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) return undefined;
  const items: Array<{ item: string; amount: number }> = [];
  if (level % 5 === 0) items.push({ item: LEVEL_REWARD_BOOST_ITEM, amount: 1 });
  if (level % 10 === 0) items.push({ item: FREE_CASE_ITEM, amount: 1 });
  return { level, gems: LEVEL_REWARD_GEMS_PER_LEVEL * level, items };
}

export const LEVEL_REWARDS: readonly LevelReward[] = Array.from({ length: MAX_LEVEL }, (_, index) =>
  levelReward(index + 1)!,
);
