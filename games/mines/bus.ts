import type { Paced } from '../engine/bus';

// Mines' commands on the page-scene bus (games/engine/bus.ts).

export type MinesCommands = {
  /** Show a game as it stands (after a reload or a new game): revealed safe tiles, and when ended, every mine. */
  'mines:board': {
    revealed: readonly number[];
    minePositions: readonly number[] | null;
    state: 'idle' | 'active' | 'cashed' | 'busted';
  };
  /** Reveal one tile; `mine` true ends the game and `minePositions` shows every mine. */
  'mines:reveal': Paced & {
    id: string;
    tile: number;
    mine: boolean;
    minePositions: readonly number[] | null;
  };
  /** The player cashed out: show the remaining mines without an explosion. */
  'mines:cashout': Paced & { id: string; minePositions: readonly number[] };
  /** Highlight the tile under keyboard focus (-1: none). */
  'mines:focus': { tile: number };
};
