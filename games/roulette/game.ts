import type { RoundGameManifest } from '../manifest';
import {
  ROULETTE_BET_MAX,
  ROULETTE_BET_MIN,
  ROULETTE_BETTING_MS,
  ROULETTE_PAYOUT_MAX,
  ROULETTE_MAX_BETS_PER_ROUND,
  ROULETTE_RESULT_MS,
  rouletteRoll,
  slotKind,
} from './core';
import { rouletteMoments } from './core/moments';

// Roulette's pure manifest (docs/games/roulette.md): a round's slot, and where across its
// face the strip stops, come from its hash in the chain and the chain's salt. The round
// driver (the server's roulette domain) runs the betting window, the spin and the jackpot.

export interface RouletteRoll {
  /** 0-14. */
  slot: number;
  /** Where across the slot's face the strip stops, in [0, 1). */
  landingOffset: number;
}

export const rouletteGame: RoundGameManifest<'roulette', RouletteRoll> = {
  kind: 'roulette',
  name: 'Roulette',
  location: 'ROULETTE',
  play: 'round',
  // Each option returns 14/15; the edge rewards are shares of (docs/games/roulette.md).
  houseEdgeBps: 670,
  moments: rouletteMoments,
  longestRevealMs: 0,
  limits: { betMin: ROULETTE_BET_MIN, betMax: ROULETTE_BET_MAX, payoutMax: ROULETTE_PAYOUT_MAX },
  clock: { bettingMs: ROULETTE_BETTING_MS, resultMs: ROULETTE_RESULT_MS },
  betsPerRound: {
    most: ROULETTE_MAX_BETS_PER_ROUND,
    code: 'TOO_MANY_BETS',
    message: `You can place at most ${ROULETTE_MAX_BETS_PER_ROUND} bets in one round`,
  },
  outcome: rouletteRoll,
  outcomeText: ({ slot }) => `Slot ${slot}: ${slotKind(slot).replace('_', ' ').toLowerCase()}`,
  historyOutcome: ({ params, outcome }) => ({
    outcome: {
      option: params.option,
      slot: outcome.slot,
      result: outcome.outcome,
      jackpot: outcome.jackpot ?? 0,
    },
  }),
};
