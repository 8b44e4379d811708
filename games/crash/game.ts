import type { RoundGameManifest } from '../manifest';
import {
  CRASH_BET_MAX,
  CRASH_BET_MIN,
  CRASH_BETTING_MS,
  CRASH_PAYOUT_MAX,
  CRASH_RESULT_MS,
  crashPointE2FromRound,
  formatCrashMultiplier,
} from './core';
import { crashMoments } from './core/moments';

// Crash's pure manifest (docs/games/crash.md): a round's crash point comes from its hash in
// the chain and the chain's salt. The round driver (the server's crash domain) runs the
// betting window, the climb and the cash-outs.

export interface CrashOutcome {
  /** Hundredths: 235 is 2.35x. */
  crashPoint: number;
}

export const crashGame: RoundGameManifest<'crash', CrashOutcome> = {
  kind: 'crash',
  name: 'Crash',
  // Its rounds are checked on roulette's fairness page, beside roulette's.
  fairnessPage: false,
  location: 'CRASH',
  play: 'round',
  // The 1% edge of every cash-out target (docs/games/crash.md).
  houseEdgeBps: 100,
  moments: crashMoments,
  longestRevealMs: 0,
  limits: { betMin: CRASH_BET_MIN, betMax: CRASH_BET_MAX, payoutMax: CRASH_PAYOUT_MAX },
  clock: { bettingMs: CRASH_BETTING_MS, resultMs: CRASH_RESULT_MS },
  // One bet a round (docs/games/crash.md, "Round").
  betsPerRound: {
    most: 1,
    code: 'ALREADY_BET',
    message: 'You already have a bet in this round',
  },
  outcome: (roundHash, salt) => ({ crashPoint: crashPointE2FromRound(roundHash, salt) }),
  outcomeText: ({ crashPoint }) => `Crash point ${formatCrashMultiplier(crashPoint)}`,
  historyOutcome({ params, outcome, round }) {
    const crashPoint = round?.crashPoint;
    if (typeof crashPoint !== 'number') return { unreadable: 'no crash point' };
    return {
      outcome: {
        autoCashout: params.autoCashout ?? null,
        cashedOutAt: outcome.cashedOutAt ?? null,
        crashPoint,
      },
    };
  },
};
