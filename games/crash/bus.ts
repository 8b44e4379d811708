// Crash's commands on the page-scene bus (games/engine/bus.ts): the page sends, the scene
// animates. A round is live, so the scene runs on the server's clock, never its own: every
// time below is ms measured by the server (the page corrects for its clock offset), and
// between commands the scene moves on by the frame delta, easing any drift away.
// Multipliers are hundredths (235 = 2.35x).

export interface CrashCashout {
  /** The cash-out's own id (a bet id), so a batch sent twice draws it once. */
  id: string;
  username: string;
  /** The multiplier the server settled it at. */
  multiplierE2: number;
  /** The viewing player's own cash-out: highlighted. */
  mine: boolean;
}

export type CrashCommands = {
  /** Betting is open; the multiplier starts in `endsInMs` (sent again to correct it). */
  'crash:betting': { roundId: string; endsInMs: number };
  /**
   * The round runs and is `elapsedMs` in. The first for a round (a late joiner's too)
   * jumps there; later ones for the same round ease towards it like a sync.
   */
  'crash:run': { roundId: string; elapsedMs: number };
  /** Where the server is in the running round (periodic, and when the page shows again). */
  'crash:sync': { roundId: string; elapsedMs: number };
  /**
   * The round crashed at `crashPointE2`. The scene runs on until its curve reaches the
   * crash point, shows it, then answers done. Its curve may have passed the crash point by
   * the latency (a page that takes its one-way latency off elapsedMs avoids that). A late
   * joiner to a crashed round gets this alone (then its cash-outs): shown as over, quietly.
   */
  'crash:bust': { id: string; roundId: string; crashPointE2: number };
  /**
   * Cash-outs of this round, batched. Each shows once the curve reaches its multiplier;
   * done (for the batch's id) follows once all of the batch are on the curve, so the page
   * may hold the player's own payout until then. A bust lands whatever is left.
   */
  'crash:cashouts': { id: string; roundId: string; entries: CrashCashout[] };
  /** Clears the board: no round on show until the next betting or run. */
  'crash:reset': undefined;
};
