// The numbers coin flip is played within. The contract's schemas are built from these.
// docs/games/README.md sets the stake and payout limits for every game, and
// docs/games/coin-flip.md the 5% fee; the number of open games a player may keep is our
// own choice (see there).

/** Stakes in hundredths: 0.10 to 10,000.00 gems (docs/games/README.md, "Money"). */
export const COIN_FLIP_STAKE_MIN = 10;
export const COIN_FLIP_STAKE_MAX = 1_000_000;
/**
 * The most one game can pay: 250,000.00 gems (docs/games/README.md, "Money"). The largest pot,
 * 2 x 10,000.00 less the fee, pays 19,000.00, so no stake within the limits reaches it.
 */
export const COIN_FLIP_PAYOUT_MAX = 25_000_000;

/** The house's fee: 5% of the pot (docs/games/coin-flip.md, "Payout"). */
export const COIN_FLIP_FEE_PERCENT = 5;

/**
 * Open games (waiting for a joiner) one player may keep at once: our choice. Enough to
 * offer a few stakes on both sides; bounded so one player cannot flood the lobby's list.
 */
export const COIN_FLIP_MAX_OPEN_PER_PLAYER = 5;
