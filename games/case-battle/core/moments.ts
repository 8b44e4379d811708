import {
  type BetContext,
  type BetMoments,
  type BookedBet,
  sharedPotMoments,
} from '../../fair/moments';

/** A battle seat's payout hangs on the other seats: its stated edge, by the battle's mode. */
export function caseBattleMoments(bet: BookedBet, context: BetContext): BetMoments {
  const option = (context.battleMode ?? 'battle').toLowerCase();
  return sharedPotMoments(bet, option, context.houseEdgeBps ?? 0);
}
