// The reward wheel's prize tables: one per level tier, twelve segments each, drawn the same
// size on the wheel. A segment's chance is its share of the tickets, not its size.

/** Tickets are drawn from 1..10,000. */
export const WHEEL_TICKETS_TOTAL = 10_000;

/** One segment: what it pays (hundredths) and how many of the tickets land on it. */
export interface WheelSegment {
  prize: number;
  tickets: number;
}

export interface WheelTier {
  /** The lowest player level that spins this tier. */
  minLevel: number;
  segments: readonly WheelSegment[];
}

// The base table (tier 0): tickets per segment in wheel order. Many small prizes, one rare
// 10.00; its expected value is 10.84 hundredths (about 0.11 gems) a spin.
const BASE: readonly WheelSegment[] = [
  { prize: 1, tickets: 1_600 },
  { prize: 5, tickets: 800 },
  { prize: 25, tickets: 400 },
  { prize: 1, tickets: 1_600 },
  { prize: 100, tickets: 300 },
  { prize: 5, tickets: 800 },
  { prize: 1, tickets: 1_600 },
  { prize: 250, tickets: 80 },
  { prize: 5, tickets: 800 },
  { prize: 25, tickets: 400 },
  { prize: 1, tickets: 1_600 },
  { prize: 1_000, tickets: 20 },
];

/** Higher levels spin the same odds for bigger prizes: the base prizes times this. */
const TIER_STEPS: readonly { minLevel: number; factor: number }[] = [
  { minLevel: 0, factor: 1 },
  { minLevel: 10, factor: 2 },
  { minLevel: 25, factor: 5 },
  { minLevel: 50, factor: 10 },
  { minLevel: 75, factor: 25 },
];

/** Every tier, lowest first. */
export const WHEEL_TIERS: readonly WheelTier[] = TIER_STEPS.map(({ minLevel, factor }) => ({
  minLevel,
  segments: BASE.map((segment) => ({ prize: segment.prize * factor, tickets: segment.tickets })),
}));

/** The tier a level spins: the highest whose minimum it reaches. */
export function wheelTierOf(level: number): number {
  if (!Number.isInteger(level) || level < 0)
    throw new RangeError('A level is a whole number from 0');
  let tier = 0;
  WHEEL_TIERS.forEach((candidate, index) => {
    if (level >= candidate.minLevel) tier = index;
  });
  return tier;
}

/** A tier's table; throws for a tier that does not exist. */
export function wheelTier(tier: number): WheelTier {
  const found = Number.isInteger(tier) ? WHEEL_TIERS[tier] : undefined;
  if (!found) throw new RangeError(`There is no wheel tier ${tier}`);
  return found;
}

/**
 * The exact expected prize of one spin of a tier, as a fraction of hundredths:
 * sum(prize x tickets) / WHEEL_TICKETS_TOTAL.
 */
export function wheelExpectedValue(tier: number): { numerator: number; denominator: number } {
  const numerator = wheelTier(tier).segments.reduce(
    (sum, segment) => sum + segment.prize * segment.tickets,
    0,
  );
  return { numerator, denominator: WHEEL_TICKETS_TOTAL };
}
