// The numbers roulette is played within. The contract's bet schema is built from these.
// docs/games/README.md sets the bet and payout limits for every game, and
// docs/games/roulette.md the round's phases; the per-player bet count is our own choice
// (see there).

/** Stakes in hundredths: 0.10 to 10,000.00 gems (docs/games/README.md, "Money"). */
export const ROULETTE_BET_MIN = 10;
export const ROULETTE_BET_MAX = 1_000_000;
/**
 * The most one bet can pay: 250,000.00 gems (docs/games/README.md, "Money"). A 14x green at
 * the top stake pays 140,000.00.
 */
export const ROULETTE_PAYOUT_MAX = 25_000_000;

/**
 * Bets one player may place in one round: our choice. Enough to add to every option a few
 * times while betting is open; bounded so a round settles in one transaction of known size.
 */
export const ROULETTE_MAX_BETS_PER_ROUND = 20;

/** The round's phases (docs/games/roulette.md, "Phases"): betting 15 s, rolling 6 s, result 3 s. */
export const ROULETTE_BETTING_MS = 15_000;
export const ROULETTE_ROLLING_MS = 6_000;
export const ROULETTE_RESULT_MS = 3_000;
/** One round, start of betting to the next: 24 s ("every ~25 s"). */
export const ROULETTE_ROUND_MS = ROULETTE_BETTING_MS + ROULETTE_ROLLING_MS + ROULETTE_RESULT_MS;
