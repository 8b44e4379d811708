import type { RoundGameKind } from '../../../games/registry';
import { type CrashRound, crashCalls } from './crash';
import type { HttpCall } from './define';
import type { ServerEventName } from './index';
import { type RouletteRound, rouletteCalls } from './roulette';

// What every round game shows the world, one line each: the calls and the socket event the
// server derives its round routes and relay from (src/server/domain/roundGames). The product
// spec fixed each game's paths and events, so a face names them; a game's own extras (crash's
// cash-out, roulette's jackpots) stay its own.

/** The round as each round game shows it. */
export interface RoundViews {
  crash: CrashRound;
  roulette: RouletteRound;
}

export interface RoundFace {
  calls: {
    /** The round as it is now (null before the first). */
    round: HttpCall;
    /** The ended rounds, newest first. */
    history: HttpCall;
    /** A bet on the round taking bets. */
    bet: HttpCall;
  };
  /**
   * The socket event that tells the round as it is now, to `game:<kind>`: when its phase
   * changes, and to a socket on subscribing. Named `<kind>.round`.
   */
  roundEvent: `${RoundGameKind}.round`;
  /** Batched socket events of the round that go out before its next change (they came first). */
  flushes: readonly ServerEventName[];
}

/** One line a round game: the compiler asks a new game of the registry for its face. */
export const ROUND_FACES: { [K in RoundGameKind]: RoundFace } = {
  crash: {
    calls: {
      round: crashCalls.getCrashRound,
      history: crashCalls.listCrashHistory,
      bet: crashCalls.placeCrashBet,
    },
    roundEvent: 'crash.round',
    flushes: ['crash.cashouts'],
  },
  roulette: {
    calls: {
      round: rouletteCalls.getRouletteRound,
      history: rouletteCalls.listRouletteHistory,
      bet: rouletteCalls.placeRouletteBet,
    },
    roundEvent: 'roulette.round',
    flushes: ['roulette.bets'],
  },
};

/** A round game's round as it is now, with its game. */
export type RoundChange = {
  [K in RoundGameKind]: { kind: K; round: RoundViews[K] };
}[RoundGameKind];
