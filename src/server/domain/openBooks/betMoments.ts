import {
  type BetContext,
  type BetMoments,
  type BookedBet,
  sharedPotMoments,
} from '../../../../games/fair/moments';
import type { GameManifest } from '../../../../games/manifest';
import { GAMES } from '../../../../games/registry';

// One settled bet as the open books see it (games/fair/moments.ts): each game states its
// own odds in its manifest (`moments`); a game that states none, or a bet its rules cannot
// read, is booked at its stated edge with the bet's own deviation as its spread.

export type { BetContext, BetMoments, BookedBet } from '../../../../games/fair/moments';
export { discrete, winOrNothing } from '../../../../games/fair/moments';

const MANIFESTS = new Map<string, GameManifest>(GAMES.map((game) => [game.kind, game]));

export function betMoments(bet: BookedBet, context: BetContext = {}): BetMoments {
  return (
    MANIFESTS.get(bet.game)?.moments?.(bet, context) ??
    sharedPotMoments(bet, bet.game, context.houseEdgeBps ?? 0)
  );
}
