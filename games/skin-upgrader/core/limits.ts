// The numbers the Skin Upgrader is played within (docs/games/skin-upgrader.md). The contract's
// schemas are built from these.

/**
 * Chances are whole units of 2^-32: the grid the stream's floats lie on (each is N / 2^32),
 * so "f < chance" compares two whole numbers and no chance is ever rounded at the roll.
 */
export const UPGRADE_CHANCE_SCALE = 4_294_967_296; // 2^32

/** The player's share of a fair bet: chance = stake / price x 9 / 10 (a 10% edge). */
export const UPGRADE_RETURN_NUMERATOR = 9;
export const UPGRADE_RETURN_DENOMINATOR = 10;

/** 1%: the smallest chance on the grid that is not below 1% (2^32 / 100 is not whole). */
export const UPGRADE_CHANCE_MIN = 42_949_673;
/** 75%: exactly three quarters of the grid. */
export const UPGRADE_CHANCE_MAX = 3_221_225_472;

/**
 * Under wins on the lowest `chance` rolls, over on the highest `chance` rolls: the same
 * number of winning rolls either way, so the direction never changes the odds.
 */
export const UPGRADE_DIRECTIONS = ['under', 'over'] as const;
export type UpgradeDirection = (typeof UPGRADE_DIRECTIONS)[number];
