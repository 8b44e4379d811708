import { z } from 'zod';
import type { BeaconSettings } from './beacon';
import { flag, type SliceEnv } from '../envFields';

/** Crash's phase lengths (domain/crash declares the defaults). */
export interface CrashTiming {
  bettingMs: number;
  /** How long a crashed round stays before the next betting opens. */
  resultMs: number;
  /** How often the leader pays auto cash-outs while the curve climbs. */
  tickMs: number;
}

/** Roulette's phase lengths (domain/roulette declares the defaults). */
export interface RouletteTiming {
  bettingMs: number;
  rollingMs: number;
  /** How long an ended round stays before the next betting opens. */
  resultMs: number;
}

/** The round games' hash chains (domain/rounds). */
export const roundsEnv = {
  ROUND_CHAIN_LENGTH: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(2)
    .max(10_000_000)
    .default(10_000_000),
  ROUNDS_SCHEDULED: flag.default(true),
};

export interface RoundsConfig {
  rounds: {
    /** Elements of each round game's hash chain: 10,000,000 (docs/games/fairness.md). */
    chainLength: number;
    /** This process prepares the chains when it leads (tests prepare them themselves). */
    scheduled: boolean;
    /** The public randomness salting the chains; local (development) by default. */
    beacon: BeaconSettings;
    /** Crash's phase lengths when not docs/games/crash.md's (tests shorten them). */
    crashTiming?: Partial<CrashTiming>;
    /** Roulette's phase lengths when not docs/games/roulette.md's (tests shorten them). */
    rouletteTiming?: Partial<RouletteTiming>;
    /** A case battle round's spin in ms before FAST_SPIN, when not the core's (tests shorten it). */
    caseBattleSpinMs?: number;
  };
}

export function roundsConfig(e: SliceEnv<typeof roundsEnv>, beacon: BeaconSettings): RoundsConfig {
  return {
    rounds: { chainLength: e.ROUND_CHAIN_LENGTH, scheduled: e.ROUNDS_SCHEDULED, beacon },
  };
}
