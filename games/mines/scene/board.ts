import type { MinesCommands } from '../bus';

// What each of the 25 tiles shows for a mines game as it stands, without Phaser: the
// state every animation must end in, and the one 'mines:board' restores at once.

export const TILES = 25;
export const GRID = 5;

export type TileFace = 'hidden' | 'gem' | 'mine';

export interface TileLook {
  face: TileFace;
  /** Shown at the end without being picked (greyed out). */
  dim: boolean;
  /** The mine the player hit. */
  exploded: boolean;
}

export type MinesBoardState = MinesCommands['mines:board'];

/**
 * Picked tiles show what they hold; once the game has ended and its mines are known, every
 * other mine shows dimmed. The mine among the picked tiles is the one that exploded.
 */
export function boardLooks({ revealed, minePositions, state }: MinesBoardState): TileLook[] {
  const mines = new Set(minePositions ?? []);
  const picked = new Set(revealed);
  const ended = state === 'cashed' || state === 'busted';
  return Array.from({ length: TILES }, (_, tile): TileLook => {
    if (picked.has(tile)) {
      const mine = mines.has(tile);
      return { face: mine ? 'mine' : 'gem', dim: false, exploded: mine };
    }
    if (ended && mines.has(tile)) return { face: 'mine', dim: true, exploded: false };
    return { face: 'hidden', dim: false, exploded: false };
  });
}

/** Row-major position of a tile: [column, row]. */
export function tileCell(tile: number): [number, number] {
  return [tile % GRID, Math.floor(tile / GRID)];
}

export function isTile(tile: number): boolean {
  return Number.isInteger(tile) && tile >= 0 && tile < TILES;
}
