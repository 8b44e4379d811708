import {
  type BetMoments,
  type BookedBet,
  choose,
  fieldsOf,
  numberOf,
  winOrNothing,
} from '../../fair/moments';
import { MINES_TILES } from './limits';
import { minesMultiplierE4 } from './multiplier';
import { maxSafePicks } from './rules';

/**
 * Mines stops where the player chooses: the stop is read from the bet (the safe picks of a
 * cash-out, or the pick that found a mine). Each stop after k safe picks pays m_k with
 * probability C(25 - mines, k) / C(25, k).
 */
export function minesMoments(bet: BookedBet): BetMoments {
  const outcome = fieldsOf(bet.outcome);
  const count = numberOf(outcome.mines) ?? 1;
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
