import type { CaseReelItem } from '../case-unbox/bus';
import type { Paced } from '../engine/bus';

// Case battles' commands on the page-scene bus (games/engine/bus.ts): the page sends what
// the server announced, the scene animates it. One vertical reel per seat; every round each
// seat's reel spins and stops on that seat's pull. Reels draw the case-opening cards.

export type { CaseReelItem };

/** A seat as the reels' header shows it. */
export interface BattleSeatView {
  /** The player's name; null while the seat is free. */
  name: string | null;
  bot: boolean;
  /** The team it plays for (1-based): TEAMS pairs seats, other modes give one per seat. */
  team: number;
}

export type CaseBattleCommands = {
  /**
   * The battle on show, as it rests: its seats, the case the next (or current) round opens
   * (its items fill the reels), and each reel's resting card (the last pull that landed,
   * null before the first). `winners`: the seats that glow as winners, set only once the
   * result has landed on this page. Sent again whenever any of it changes; it never
   * interrupts a spin under way.
   */
  'case-battle:show': {
    battleId: string;
    seats: readonly BattleSeatView[];
    items: readonly CaseReelItem[];
    resting: readonly (CaseReelItem | null)[];
    winners: readonly number[];
  };
  /**
   * One round: each seat's reel spins onto its pull (null: the seat sits this respin out and
   * its reel dims). 'done' answers `id` once every reel has stopped. `spinMs` is the time the
   * server leaves between rounds: the reels stop well within it. `elapsedMs` is how much of
   * the round already passed (a page that opens mid-round starts there).
   */
  'case-battle:round': Paced & {
    id: string;
    battleId: string;
    round: number;
    respin: boolean;
    spinMs: number;
    elapsedMs: number;
    items: readonly CaseReelItem[];
    pulls: readonly (CaseReelItem | null)[];
  };
  /**
   * The result: with `tieRoll`, a light runs over the tied seats and slows onto the winner
   * first; then the winners celebrate. 'done' answers `id` once the winners glow.
   */
  'case-battle:result': Paced & {
    id: string;
    battleId: string;
    winners: readonly number[];
    tieRoll: { seats: readonly number[]; winner: number } | null;
  };
};
