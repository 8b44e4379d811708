import { z } from 'zod';
import type { BeaconSettings } from './beacon';
import { flag, type SliceEnv } from '../envFields';

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
    /**
     * A round game's phase lengths (ms, by phase) where not its rules' (tests shorten them):
     * each must be one of the phases its plug-in times (rounds/roundGamePlugin.ts).
     */
    timing?: Readonly<Record<string, Readonly<Record<string, number>>>>;
    /** A case battle round's spin in ms before FAST_SPIN, when not the core's (tests shorten it). */
    caseBattleSpinMs?: number;
  };
}

export function roundsConfig(e: SliceEnv<typeof roundsEnv>, beacon: BeaconSettings): RoundsConfig {
  return {
    rounds: { chainLength: e.ROUND_CHAIN_LENGTH, scheduled: e.ROUNDS_SCHEDULED, beacon },
  };
}
