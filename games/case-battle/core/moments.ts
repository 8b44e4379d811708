import {
  type BetContext,
  type BetMoments,
  type BookedBet,
  fieldsOf,
  sharedPotMoments,
} from '../../fair/moments';

/**
 * A battle seat's payout hangs on the other seats: its stated edge, by the battle's mode,
 * which the seat's bet keeps in its params.
 */
export function caseBattleMoments(bet: BookedBet, context: BetContext): BetMoments {
  const { mode } = fieldsOf(bet.params);
  const option = typeof mode === 'string' ? mode.toLowerCase() : 'battle';
  return sharedPotMoments(bet, option, context.houseEdgeBps ?? 0);
}
