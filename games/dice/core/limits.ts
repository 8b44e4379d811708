// The numbers dice is played within. The contract's bet schema is built from these; they
// and the choice and payout rules load without the fair stream (the bet page needs no hashing).

/** Rolls run 0..10000: hundredths of a point on the 0.00-100.00 scale. */
export const DICE_ROLL_MAX = 10_000;

/** Targets are hundredths of a point: 5050 is 50.50 on the 0.00-100.00 scale. */
export const DICE_TARGET_MIN = 1;
export const DICE_TARGET_MAX = 9999;
/** Win chance in hundredths of a percent: 0.01% .. 98.00%. */
export const DICE_CHANCE_MIN = 1;
export const DICE_CHANCE_MAX = 9800;

export const DICE_DIRECTIONS = ['over', 'under'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];
