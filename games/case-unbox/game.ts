import type { GameManifest } from '../manifest';
import { type Pace, paced } from '../pace';
import tuning from './tuning.json';
import { CASE_OPEN_COUNT_MAX } from './bet';
import { openCaseItems } from './core';
import { caseUnboxMoments } from './core/moments';

// Case opening's pure manifest: priced cases whose items split the case tickets; its
// routes and store are the cases domain's.

export interface CaseUnboxManifest extends GameManifest<'case-unbox'> {
  play: 'cases';
  /** The verifier: the ticket and the item it wins, from the revealed seeds. */
  open: typeof openCaseItems;
  /** The longest the reels of one opening take to land (ms), one reel per case opened. */
  revealMs(reels: number, pace: Pace): number;
}

/** The most reels an opening spins: one for each case it opens (bet.ts bounds the count). */
export const CASE_REELS_MAX = CASE_OPEN_COUNT_MAX;

/** Each reel starts a stagger after the one before and spins for the spin's length. */
function reelsMs(reels: number): number {
  return tuning.durations.spin + Math.max(0, reels - 1) * tuning.durations.stagger;
}

export const caseUnboxGame: CaseUnboxManifest = {
  kind: 'case-unbox',
  name: 'Case Opening',
  lobbyKey: 'case-opening',
  location: 'CASE_UNBOX',
  houseEdgeBps: 800,
  moments: caseUnboxMoments,
  play: 'cases',
  // A case's page, and the community's: its cases, the case builder, a creator's page.
  subPages: [':slug', 'community', 'create', 'creators/:id'],
  open: openCaseItems,
  revealMs: (reels, pace) => paced(reelsMs(reels), pace),
  longestRevealMs: reelsMs(CASE_REELS_MAX),
};
