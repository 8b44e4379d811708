import { caseReturnBps } from '../../../../games/case-unbox/core';
import { COIN_FLIP_FEE_PERCENT } from '../../../../games/coin-flip/core';
import { MINES_TILES, maxSafePicks, minesMultiplierE4 } from '../../../../games/mines/core';
import { PLINKO_RISKS, type PlinkoRisk, plinkoTableE4 } from '../../../../games/plinko/core';
import {
  ROULETTE_BET_KINDS,
  ROULETTE_MULTIPLIERS,
  ROULETTE_SLOT_COUNT,
  type RouletteBetKind,
  betWins,
} from '../../../../games/roulette/core';

/**
 * One settled bet as the open books see it: its game's option, and the first two moments
 * of its payout multiplier (payout / stake) under the game's own odds, so a period's
 * declared return is sum(stake x mean) / sum(stake) and its spread sum(stake^2 x variance).
 * Pure: what a bet needs from elsewhere (a case's items, a battle's mode) comes in `context`.
 */
export interface BetMoments {
  option: string;
  mean: number;
  variance: number;
}

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
  /** A case battle seat's mode (VERSUS, TEAMS, ...). */
  battleMode?: string;
  /** The nominal house edge of a game with no odds of its own here (basis points). */
  houseEdgeBps?: number;
}

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};
const num = (value: unknown): number | undefined =>
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

function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

const plinkoMoments = new Map<string, { mean: number; variance: number }>();
function plinko(rows: number, risk: PlinkoRisk) {
  const key = `${rows}:${risk}`;
  let found = plinkoMoments.get(key);
  if (!found) {
    const table = plinkoTableE4(rows, risk);
    found = discrete(table.map((m, k) => ({ p: choose(rows, k) / 2 ** rows, m: m / 10_000 })));
    plinkoMoments.set(key, found);
  }
  return found;
}

function roulette(kind: RouletteBetKind) {
  let wins = 0;
  for (let slot = 0; slot < ROULETTE_SLOT_COUNT; slot++) if (betWins(kind, slot)) wins++;
  return winOrNothing(wins / ROULETTE_SLOT_COUNT, ROULETTE_MULTIPLIERS[kind]);
}

/**
 * Mines stops where the player chooses: the stop is read from the bet (the safe picks of a
 * cash-out, or the pick that found a mine). Each stop after k safe picks pays m_k with
 * probability C(25 - mines, k) / C(25, k).
 */
function mines(outcome: Fields) {
  const count = num(outcome.mines) ?? 1;
  const positions = new Set<unknown>(
    Array.isArray(outcome.minePositions) ? (outcome.minePositions as unknown[]) : [],
  );
  const revealed: unknown[] = Array.isArray(outcome.revealed)
    ? (outcome.revealed as unknown[])
    : [];
  const safe = revealed.filter((tile) => !positions.has(tile)).length;
  const stop = Math.min(
    maxSafePicks(count),
    Math.max(1, outcome.state === 'cashed' ? safe : safe + 1),
  );
  const p = choose(MINES_TILES - count, stop) / choose(MINES_TILES, stop);
  return { option: `${count} mines`, ...winOrNothing(p, minesMultiplierE4(count, stop) / 10_000) };
}

/** Crash pays m when the point reaches it, which happens with probability 0.99 / m. */
function crash(params: Fields, outcome: Fields) {
  const stopE2 = num(params.autoCashout) ?? num(outcome.cashedOutAt) ?? num(outcome.crashPoint);
  const m = Math.max(1.01, (stopE2 ?? 200) / 100);
  return { option: 'crash', ...winOrNothing(0.99 / m, m) };
}

/**
 * A case's items: each pays its price / the stake with its share of the tickets; the mean
 * is the case's stated return, which includes the price's rounding given back (payout.ts).
 */
function caseOpening(bet: BookedBet, found: NonNullable<BetContext['caseOf']>) {
  const tickets = found.items.reduce((sum, item) => sum + item.tickets, 0);
  const { variance } = discrete(
    found.items.map((item) => ({ p: item.tickets / tickets, m: item.price / bet.amount })),
  );
  const mean = caseReturnBps(found.items, bet.amount) / 10_000;
  return { option: found.community ? 'community cases' : found.slug, mean, variance };
}

/**
 * A game whose payout hangs on other players (a case battle, a room): its declared return is
 * 1 - its stated edge, and its variance is estimated by the bet's own squared deviation,
 * which averages to the true variance over many bets.
 */
function shared(bet: BookedBet, option: string, edgeBps: number) {
  const stated = num(fields(bet.params).houseEdgeE4);
  const mean = stated === undefined ? 1 - edgeBps / 10_000 : 1 - stated / (bet.amount * 10_000);
  const deviation = bet.payout / bet.amount - mean;
  return { option, mean, variance: deviation * deviation };
}

export function betMoments(bet: BookedBet, context: BetContext = {}): BetMoments {
  const params = fields(bet.params);
  const outcome = fields(bet.outcome);
  switch (bet.game) {
    case 'dice': {
      // 99 / chance%, before the hundredth's rounding, which the payout gives back fairly.
      const chance = num(outcome.chance) ?? 4950;
      return { option: 'dice', ...winOrNothing(chance / 10_000, 9_900 / chance) };
    }
    case 'plinko': {
      const rows = num(outcome.rows) ?? num(params.rows) ?? 8;
      const risk = (outcome.risk ?? params.risk) as PlinkoRisk;
      if (!PLINKO_RISKS.includes(risk)) break;
      return { option: `${rows} rows, ${risk}`, ...plinko(rows, risk) };
    }
    case 'mines':
      return mines(outcome);
    case 'roulette': {
      const kind = params.option as RouletteBetKind;
      if (!ROULETTE_BET_KINDS.includes(kind)) break;
      return { option: kind.toLowerCase(), ...roulette(kind) };
    }
    case 'crash':
      return crash(params, outcome);
    case 'coin-flip':
      return { option: 'coin flip', ...winOrNothing(0.5, 2 * (1 - COIN_FLIP_FEE_PERCENT / 100)) };
    case 'skin-upgrader': {
      const chance = (num(outcome.chance) ?? 0) / 2 ** 32;
      const price = num(fields(outcome.target).price) ?? 0;
      return { option: 'skin upgrader', ...winOrNothing(chance, price / bet.amount) };
    }
    case 'case-unbox':
      if (context.caseOf) return caseOpening(bet, context.caseOf);
      break;
    case 'case-battle':
      return shared(bet, (context.battleMode ?? 'battle').toLowerCase(), context.houseEdgeBps ?? 0);
  }
  return shared(bet, bet.game, context.houseEdgeBps ?? 0);
}
