import type { RoundGameManifest } from '../manifest';
import { crashPointE2FromRound, formatCrashMultiplier } from './core';

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
  play: 'round',
  // The 1% edge of every cash-out target (docs/games/crash.md).
  houseEdgeBps: 100,
  longestRevealMs: 0,
  outcome: (roundHash, salt) => ({ crashPoint: crashPointE2FromRound(roundHash, salt) }),
  outcomeText: ({ crashPoint }) => `Crash point ${formatCrashMultiplier(crashPoint)}`,
};
