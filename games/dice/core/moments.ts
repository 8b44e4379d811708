import {
  type BetMoments,
  type BookedBet,
  fieldsOf,
  numberOf,
  winOrNothing,
} from '../../fair/moments';

/** Dice pays 99 / chance% with its chance, before the hundredth's rounding, which it gives back fairly. */
export function diceMoments(bet: BookedBet): BetMoments {
  const chance = numberOf(fieldsOf(bet.outcome).chance) ?? 4950;
  return { option: 'dice', ...winOrNothing(chance / 10_000, 9_900 / chance) };
}
