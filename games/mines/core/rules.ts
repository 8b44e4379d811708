import { MINES_MAX, MINES_MIN, MINES_TILES } from './limits';

/** Throws unless mines is a whole number from 1 to 24. */
export function assertMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`Mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`);
  }
}

/** Safe tiles there are to reveal: every tile that is not a mine. */
export function maxSafePicks(mines: number): number {
  assertMines(mines);
  return MINES_TILES - mines;
}

/** Throws unless safePicks is a whole number from 0 to the safe tiles of the board. */
export function assertSafePicks(mines: number, safePicks: number): void {
  const most = maxSafePicks(mines);
  if (!Number.isInteger(safePicks) || safePicks < 0 || safePicks > most) {
    throw new RangeError(`Safe picks must be a whole number from 0 to ${most} with ${mines} mines`);
  }
}

/** Throws unless tile is one of the board's tiles, 0..24 row-major. */
export function assertTile(tile: number): void {
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new RangeError(`Tile must be a whole number from 0 to ${MINES_TILES - 1}`);
  }
}
