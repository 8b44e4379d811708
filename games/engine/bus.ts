import mitt, { type Emitter } from 'mitt';

// The typed bus between a game page (React) and its scene (Phaser). The page sends
// commands carrying outcomes the server already settled; the scene animates them and
// answers. Scenes never call the network or the stores: this bus is all they see.

/** Sounds a scene asks the page to play: names of the audio registry (`category.name`). */
export type SceneSound =
  | 'game.plinko-bounce'
  | 'game.plinko-finish'
  | 'game.mines-reveal'
  | 'game.mines-explosion'
  | 'game.wheel-tick'
  | 'game.wheel-end'
  | 'ui.tactile'
  | 'ui.bright'
  | 'ui.dim';

/** What every scene announces. */
export type SceneEvents = {
  /** The scene is created and accepts commands. */
  ready: undefined;
  /** The animation of the command with this id has landed on its outcome. */
  done: { id: string };
  sound: { name: SceneSound; /** 0-1 extra gain, e.g. softer late bounces */ gain?: number };
};

// --- Per-game commands -----------------------------------------------------------------

export type DiceCommands = {
  /** Move the marker to show the player's current choice (no roll). */
  'dice:preview': { target: number; direction: 'over' | 'under' };
  /** Animate a settled roll; target/roll in hundredths (5050 = 50.50). */
  'dice:roll': {
    id: string;
    roll: number;
    target: number;
    direction: 'over' | 'under';
    win: boolean;
  };
};

export type PlinkoCommands = {
  /** Rebuild pegs and buckets; multipliers per bucket, left to right. */
  'plinko:board': { rows: number; multipliers: readonly number[] };
  /** Drop a ball that follows `path` (0 left, 1 right per row) into `bucket`. Several may fly at once. */
  'plinko:drop': { id: string; path: readonly (0 | 1)[]; bucket: number };
};

export type MinesCommands = {
  /** Show a game as it stands (after a reload or a new game): revealed safe tiles, and when ended, every mine. */
  'mines:board': {
    revealed: readonly number[];
    minePositions: readonly number[] | null;
    state: 'idle' | 'active' | 'cashed' | 'busted';
  };
  /** Reveal one tile; `mine` true ends the game and `minePositions` shows every mine. */
  'mines:reveal': {
    id: string;
    tile: number;
    mine: boolean;
    minePositions: readonly number[] | null;
  };
  /** The player cashed out: show the remaining mines without an explosion. */
  'mines:cashout': { id: string; minePositions: readonly number[] };
  /** Highlight the tile under keyboard focus (-1: none). */
  'mines:focus': { tile: number };
};

export type GameCommands = DiceCommands & PlinkoCommands & MinesCommands;
export type BusEvents = GameCommands & SceneEvents;
export type GameBus = Emitter<BusEvents>;

export function createGameBus(): GameBus {
  return mitt<BusEvents>();
}
