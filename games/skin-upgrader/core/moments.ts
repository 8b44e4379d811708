import {
  type BetMoments,
  type BookedBet,
  fieldsOf,
  numberOf,
  winOrNothing,
} from '../../fair/moments';

/** An upgrade pays its target's price with the chance the bet was given (in 2^32ths). */
export function skinUpgraderMoments(bet: BookedBet): BetMoments {
  const outcome = fieldsOf(bet.outcome);
  const chance = (numberOf(outcome.chance) ?? 0) / 2 ** 32;
  const price = numberOf(fieldsOf(outcome.target).price) ?? 0;
  return { option: 'skin upgrader', ...winOrNothing(chance, price / bet.amount) };
}
