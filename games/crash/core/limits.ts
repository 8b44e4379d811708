// The numbers crash is played within. The contract's bet schema is built from these.
// docs/games/README.md sets the bet and payout limits for every game; crash's own numbers
// (auto cash-out range, the crashed pause) are our choice and say so.

/** Stakes in hundredths: 0.10 to 10,000.00 gems (docs/games/README.md, "Money"). */
export const CRASH_BET_MIN = 10;
export const CRASH_BET_MAX = 1_000_000;
/** The most one bet can pay: 250,000.00 gems (docs/games/README.md, "Money"). */
export const CRASH_PAYOUT_MAX = 25_000_000;

/**
 * Auto cash-out targets in hundredths. 1.01x is the lowest that can win anything; the
 * highest, 1,000,000.00x, is our choice: far beyond any stake's payout cap, so no player
 * is refused a target that could matter, while the number stays readable.
 */
export const CRASH_AUTO_CASHOUT_MIN_E2 = 101;
export const CRASH_AUTO_CASHOUT_MAX_E2 = 100_000_000;

/** Betting lasts 6 s before the multiplier starts (docs/games/crash.md, "Round"). */
export const CRASH_BETTING_MS = 6_000;
/** How long the crashed round stays on screen before the next betting opens: our choice. */
export const CRASH_RESULT_MS = 3_000;

/** A round reaching 100.00x sends the CRASH_100X notice (docs/games/crash.md, "Round"). */
export const CRASH_NOTICE_E2 = 10_000;
