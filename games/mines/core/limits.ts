// The numbers mines is played within. The contract's schemas are built from these.

/** A 5x5 board, tiles 0..24 row-major. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
