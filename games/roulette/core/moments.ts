import { type BetMoments, type BookedBet, fieldsOf, winOrNothing } from '../../fair/moments';
import { ROULETTE_BET_KINDS, ROULETTE_MULTIPLIERS, type RouletteBetKind, betWins } from './bets';
import { ROULETTE_SLOT_COUNT } from './slots';

/** A roulette option pays its multiplier on the slots it wins on, one slot in 15 each. */
export function rouletteMoments(bet: BookedBet): BetMoments | undefined {
  const kind = fieldsOf(bet.params).option as RouletteBetKind;
  if (!ROULETTE_BET_KINDS.includes(kind)) return undefined;
  let wins = 0;
  for (let slot = 0; slot < ROULETTE_SLOT_COUNT; slot++) if (betWins(kind, slot)) wins++;
  return {
    option: kind.toLowerCase(),
    ...winOrNothing(wins / ROULETTE_SLOT_COUNT, ROULETTE_MULTIPLIERS[kind]),
  };
}
