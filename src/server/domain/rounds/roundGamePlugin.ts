import type { EventNotices } from '../notifications';
import type { CycleTiming, RoundGameDeps } from './roundCycle';
import type { RoundGameDriver } from './roundGameDriver';

// A round game's server half as one value in its folder (crash/roundGame.ts): its clock, how
// its play is built on the shared driver (roundGame.ts), and the notices its events raise.
// The round games' registry (roundGames/roundGamePlugins.ts) lists these, one line a game;
// everything else that serves the round games is derived from it.

/** What a round game's plug-in builds: its play (for its own calls) on its driver. */
export interface BuiltRoundGame<K extends string, P> {
  play: P;
  driver: RoundGameDriver<K>;
}

export interface RoundGamePlugin<
  K extends string = string,
  T extends CycleTiming = CycleTiming,
  P = unknown,
> {
  kind: K;
  /** Its phases' lengths by its rules (docs/games/<game>.md); a test may shorten any. */
  timing: T;
  /** Its play on the shared driver, with the phases' lengths it runs on. */
  build(deps: RoundGameDeps, timing: T): BuiltRoundGame<K, P>;
  /** The notices its own events raise (crash's 100x, roulette's greens). */
  notices?: readonly EventNotices[];
}

/**
 * A game's phases' lengths with a test's overrides: an override must name one of the game's
 * phases, so a misspelt one fails the start rather than leaving the round at its full length.
 */
export function timingWith<T extends CycleTiming>(
  kind: string,
  timing: T,
  overrides: Readonly<Record<string, number>> = {},
): T {
  for (const phase of Object.keys(overrides))
    if (!(phase in timing))
      throw new Error(`${kind} has no phase "${phase}" to time: ${Object.keys(timing).join(', ')}`);
  return { ...timing, ...overrides };
}
