import mitt, { type Emitter } from 'mitt';
import type { Pace } from '../pace';
import type { SceneSound } from './sounds';

// The typed bus between a game page (React) and its scene (Phaser). The page sends
// commands carrying outcomes the server already settled; the scene animates them and
// answers. Scenes never call the network or the stores: this bus is all they see.
// The engine is generic over a game's commands: each game declares its own (games/<game>/
// bus.ts, `'<game>:<verb>': payload`), and the engine knows only what every scene answers.

/** What every scene announces. */
export type SceneEvents = {
  /** The scene is created and accepts commands. */
  ready: undefined;
  /** The animation of the command with this id has landed on its outcome. */
  done: { id: string };
  sound: { name: SceneSound; /** 0-1 extra gain, e.g. softer late bounces */ gain?: number };
};

/** What every scene obeys, whatever its game. */
export type EngineCommands = {
  /** The player asked to skip: land every running animation now (its 'done' follows as usual). */
  'scene:skip': undefined;
};

/**
 * The part of a game's outcome command that sets how fast it animates. The pace travels
 * with each outcome (not as a scene setting) because it is the pace the bet was placed at:
 * the server held the payout in every other view for exactly that pace's reveal time, so a
 * setting changed mid-animation must not make this animation run longer.
 */
export interface Paced {
  /** Normal when absent. */
  pace?: Pace;
}

/** A game's commands: `'<game>:<verb>'` to its payload. */
export type Commands = { [name: `${string}:${string}`]: unknown };

/** Everything on one game's bus: its commands and what every scene announces. */
export type BusEvents<C extends object = object> = C & EngineCommands & SceneEvents;
/** A game's bus; without commands, what the engine itself sees of any game's bus. */
export type GameBus<C extends object = object> = Emitter<BusEvents<C>>;

/**
 * The bus as the engine passes it through (host, stage, scene init): it never reads it, so
 * any game's bus goes; the scene that receives it knows its own commands again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's commands pass through unread
export type AnyGameBus = GameBus<any>;

export function createGameBus<C extends object = object>(): GameBus<C> {
  return mitt<BusEvents<C>>();
}
