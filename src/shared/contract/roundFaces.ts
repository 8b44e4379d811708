import type { z } from 'zod';
import type { RoundGameManifest } from '../../../games/manifest';
import { type CrashRound, crashCalls } from './crash';
import type { HttpCall } from './define';
import type { ServerEventName } from './index';
import {
  type ManifestRound,
  hasRoundBets,
  manifestRoundCalls,
  manifestRoundEvent,
} from './manifestRounds';
import { type RouletteRound, rouletteCalls } from './roulette';

// What every round game shows the world: the calls and the socket event the server derives
// its round routes and relay from (src/server/domain/roundGames). The product spec fixed
// crash's and roulette's paths and events, so their faces name them, one line each; a game's
// own extras (crash's cash-out, roulette's jackpots) stay its own. A round game played from
// its manifest alone shows the face its manifest derives (manifestRounds.ts).

/** The round as each round game whose API the product spec fixed shows it. */
export interface RoundViews {
  crash: CrashRound;
  roulette: RouletteRound;
}

/** The round as game `K` shows it: its spec's view, or the one its manifest derives. */
export type RoundViewOf<K extends string> = K extends keyof RoundViews
  ? RoundViews[K]
  : ManifestRound;

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
  roundEvent: string;
  /** The event's payload schema, for an event the contract's list does not hold (derived). */
  payload?: z.ZodType;
  /** Batched socket events of the round that go out before its next change (they came first). */
  flushes: readonly ServerEventName[];
}

/** The round games whose calls and events the product spec fixed, one line each. */
const SPEC_FACES: { [K in keyof RoundViews]: RoundFace } = {
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

/** Whether the product spec fixed the game's calls and events (they are the contract's own). */
export const hasSpecRoundFace = (kind: string) => kind in SPEC_FACES;

/** A round game's face: the spec's, or the one its manifest derives. */
export function roundFaceOf(game: RoundGameManifest): RoundFace {
  const spec = (SPEC_FACES as Readonly<Record<string, RoundFace>>)[game.kind];
  if (spec) return spec;
  if (!hasRoundBets(game))
    throw new Error(`${game.kind}: a round game needs a face of its own or bets to derive one`);
  const event = manifestRoundEvent(game);
  return {
    calls: manifestRoundCalls(game),
    roundEvent: event.name,
    payload: event.payload,
    flushes: [],
  };
}

/** A round game's round as it is now, with its game. */
export type RoundChange =
  | { [K in keyof RoundViews]: { kind: K; round: RoundViews[K] } }[keyof RoundViews]
  | { kind: string; round: ManifestRound };
