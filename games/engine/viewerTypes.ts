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

/** One command of a fake round, and what it waits for before it goes out. */
export interface TimelineStep<C extends object = object> {
  command: ProbeCommand<C>;
  /** First wait until every outcome sent so far in the round has landed (its 'done'). */
  afterLanding?: boolean;
  /** Then wait this long in server time (a betting countdown, a crash's climb), in ms. */
  waitMs?: number;
  /** Or a pause for the eye (a seat filling, the next pick), in ms at normal pace. */
  pauseMs?: number;
}

/** A fake round: what a page would send for one bet or one live round, in order. */
export interface TimelineRound<C extends object = object> {
  /** The outcome in words, e.g. "roll 63.21 over 50.50: win". */
  label: string;
  steps: readonly TimelineStep<C>[];
}

export interface TimelineRequest {
  /** The viewer's fields (the game's settings: target, rows, mines, seats, ...). */
  values: ViewerValues;
  /** The rounds' outcomes are drawn by the game's core from this seed. */
  seed: string;
  count: number;
  /** Starts every command id (and round id), so a replayed timeline sends fresh ones. */
  prefix: string;
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
  /** `count` fake rounds with real outcomes, drawn by the game's core from the seed. */
  timeline(request: TimelineRequest): TimelineRound<C>[];
}

/** One command for the probe: the bus event and its payload. */
export type ProbeCommand<C extends object = object> = {
  [K in keyof BusEvents<C>]: { type: K; payload: BusEvents<C>[K] };
}[keyof BusEvents<C>];
