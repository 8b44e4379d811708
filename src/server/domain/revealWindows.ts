// How long each game's outcomes stay hidden, in the shape the statements that hold back
// unrevealed bets read (wallet/ledgerHistory.ts, games/profileOverview.ts). The game
// registry works it out (games/registry.ts); it lives here, beside neither, so the wallet
// does not import the games.

/**
 * Each game's reveal window (ms) as two parallel arrays, the shape a statement unnests, and
 * the longest: the window of a bet whose game this process does not know.
 */
export interface RevealWindows {
  readonly kinds: readonly string[];
  readonly ms: readonly number[];
  readonly longest: number;
}

/** No wait at all: what a process that reads at once (tests) passes. */
export const NO_REVEAL_WINDOWS: RevealWindows = { kinds: [], ms: [], longest: 0 };
