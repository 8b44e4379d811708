import type { BusEvents, GameBus } from './bus';
import type { SceneName } from './sceneTypes';
import type { TuningFile } from './tuning';

// The contract between a game's viewer.ts and the scene viewer (tools/scene-viewer): the
// inputs it offers for fake outcomes, the buttons that fire commands, and its tuning.

export type ViewerValues = Record<string, string>;

export interface ViewerField {
  key: string;
  label: string;
  /** Text inputs are free; a select offers `options`. */
  options?: readonly string[];
  initial: string;
  /** Shown under the input: what an empty value means, the range, ... */
  hint?: string;
}

export interface ViewerContext<C extends object = object> {
  bus: GameBus<C>;
  values: ViewerValues;
  /** A fresh command id. */
  nextId(): string;
  /** The next nonce for the seeded fake outcomes (counts up per outcome drawn). */
  nextNonce(): number;
}

export interface ViewerAction<C extends object = object> {
  label: string;
  run(context: ViewerContext<C>): void;
}

/** A game's viewer, over its own bus commands. */
export interface GameViewer<C extends object = object> {
  scene: SceneName;
  title: string;
  /** The game's tuning.json as imported (the starting point of the live controls). */
  tuning: TuningFile;
  fields: readonly ViewerField[];
  /** Sent after every 'ready' (the scene restarts when tuning changes). */
  setup(context: ViewerContext<C>): void;
  actions: readonly ViewerAction<C>[];
}

/** One command for the probe: the bus event and its payload. */
export type ProbeCommand<C extends object = object> = {
  [K in keyof BusEvents<C>]: { type: K; payload: BusEvents<C>[K] };
}[keyof BusEvents<C>];
