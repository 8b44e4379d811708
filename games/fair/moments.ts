// What the open books make of one settled bet: its game's option, and the first two moments
// of its payout multiplier (payout / stake) under the game's own odds, so a period's
// declared return is sum(stake x mean) / sum(stake) and its spread sum(stake^2 x variance).
// Each game states its own in its manifest (`moments`, from its core); these are the
// shapes and the arithmetic they share. Pure: what a bet needs from elsewhere (a case's
// items, a battle's mode) comes in the context.

export interface BetMoments {
  option: string;
  mean: number;
  variance: number;
}

/** A settled bet as the books read it: its stake and payout in hundredths, its row's JSON. */
export interface BookedBet {
  game: string;
  amount: number;
  payout: number;
  params: unknown;
  outcome: unknown;
}

export interface BetContext {
  /** A case opening's case: its slug, whether a player made it, and its items. */
  caseOf?: {
    slug: string;
    community: boolean;
    items: readonly { price: number; tickets: number }[];
  };
  /** The nominal house edge of the bet's game (basis points). */
  houseEdgeBps?: number;
}

export type Fields = Record<string, unknown>;

/** A bet's params or outcome as an object (an empty one for anything else). */
export const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

/** A finite number, or undefined. */
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A win of multiplier m with probability p, nothing otherwise. */
export function winOrNothing(p: number, m: number): { mean: number; variance: number } {
  const mean = p * m;
  return { mean, variance: p * m * m - mean * mean };
}

/** A discrete distribution of multipliers with their probabilities. */
export function discrete(outcomes: readonly { p: number; m: number }[]) {
  const mean = outcomes.reduce((sum, o) => sum + o.p * o.m, 0);
  const square = outcomes.reduce((sum, o) => sum + o.p * o.m * o.m, 0);
  return { mean, variance: Math.max(0, square - mean * mean) };
}

/** n choose k, as a float (probabilities only). */
export function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * A bet whose payout hangs on other players (a case battle, a room): its declared return is
 * 1 - its stated edge (the seat's own, kept with the bet, or the game's), and its variance is
 * estimated by the bet's own squared deviation, which averages to the true variance over
 * many bets. The moments of any game that states none of its own.
 */
export function sharedPotMoments(bet: BookedBet, option: string, edgeBps: number): BetMoments {
  const stated = numberOf(fieldsOf(bet.params).houseEdgeE4);
  const mean = stated === undefined ? 1 - edgeBps / 10_000 : 1 - stated / (bet.amount * 10_000);
  const deviation = bet.payout / bet.amount - mean;
  return { option, mean, variance: deviation * deviation };
}
