import mitt, { type Emitter } from 'mitt';
import type { CaseRarity } from '../../src/shared/contract/cases';

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
  | 'game.case-open'
  | 'game.case-rare-win'
  | 'game.case-big-win'
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

/** An item as the case reels draw it (the contract's drop item, without its id). */
export interface CaseReelItem {
  name: string;
  image: string | null;
  rarity: CaseRarity;
  /** Hundredths of a gem. */
  price: number;
  /** Chance out of 100,000: the cosmetic filler cards are drawn with these weights. */
  tickets: number;
}

export type CaseUnboxCommands = {
  /** The case on show: the items the filler cards come from, and how many reels (1-5). */
  'case:reels': { items: readonly CaseReelItem[]; count: number };
  /** Spin one reel per opening onto its won item; one 'done' once every reel has stopped. */
  'case:spin': {
    id: string;
    /** The case's price: a win worth many times it gets the big-win sound. */
    price: number;
    /** `openingId` seeds the reel's filler cards and where in the card it stops. */
    reels: readonly { openingId: string; item: CaseReelItem }[];
  };
};

export type GameCommands = DiceCommands & PlinkoCommands & MinesCommands & CaseUnboxCommands;
export type BusEvents = GameCommands & SceneEvents;
export type GameBus = Emitter<BusEvents>;

export function createGameBus(): GameBus {
  return mitt<BusEvents>();
}
