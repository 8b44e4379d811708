import { z } from 'zod';
import { ConfigError } from '../configError';
import { minutes, seconds, type SliceEnv, urlList } from '../envFields';

/** The public randomness (domain/beacon): which beacon, and when its rounds are named. */
// The beacon's settings are declared here, below the domain (domain/beacon builds from them).
/** Which beacon a deployment uses; `local` needs nothing and is the default. */
export type BeaconSettings =
  | { kind: 'local'; periodMs?: number }
  | { kind: 'drand-quicknet'; relayUrls: readonly string[]; leadRounds?: number }
  | { kind: 'eos'; apiUrls: readonly string[]; chainId?: string; leadBlocks?: number };

/** The public relays of drand's League of Entropy (any of them: answers are verified). */
export const DEFAULT_DRAND_RELAYS = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://drand.cloudflare.com',
] as const;

export const beaconEnv = {
  BEACON: z.enum(['local', 'drand-quicknet', 'eos']).default('local'),
  DRAND_RELAY_URLS: urlList.optional(),
  EOS_API_URLS: urlList.optional(),
  LOCAL_BEACON_PERIOD_MS: z.coerce
    .number({ error: 'must be milliseconds' })
    .int()
    .min(1)
    .max(60_000)
    .default(1_000),
  // A flip or battle whose beacon round is still unread this long after it was due is
  // refunded, every seat (nobody could know the outcome).
  BEACON_REFUND_AFTER_MINUTES: minutes.max(10_080).default(30),
  // A round chain is salted by the first beacon round this long after its publication, so
  // its terminating hash is public well before anyone can know the salt.
  ROUND_CHAIN_SALT_DELAY_SECONDS: seconds.min(1).default(300),
};

export interface BeaconTimingConfig {
  /** When beacon rounds are named and given up on (docs/games/fairness.md). */
  beaconTiming: {
    /**
     * A chain's salt is the first beacon round due at least this long after the chain's
     * publication, named at publication (tests shorten it).
     */
    chainSaltDelayMs: number;
    /** A flip or battle still without its beacon value this long past its round is refunded. */
    refundAfterMs: number;
  };
}

export function beaconTimingConfig(e: SliceEnv<typeof beaconEnv>): BeaconTimingConfig {
  return {
    beaconTiming: {
      chainSaltDelayMs: e.ROUND_CHAIN_SALT_DELAY_SECONDS * 1000,
      refundAfterMs: e.BEACON_REFUND_AFTER_MINUTES * 60_000,
    },
  };
}

/** The beacon the round chains are salted by (config.rounds.beacon). */
export function beaconSettings(e: SliceEnv<typeof beaconEnv>): BeaconSettings {
  switch (e.BEACON) {
    case 'local':
      return { kind: 'local', periodMs: e.LOCAL_BEACON_PERIOD_MS };
    case 'drand-quicknet':
      return { kind: 'drand-quicknet', relayUrls: e.DRAND_RELAY_URLS ?? DEFAULT_DRAND_RELAYS };
    case 'eos':
      if (!e.EOS_API_URLS)
        throw new ConfigError('Invalid configuration: EOS_API_URLS is required when BEACON=eos');
      return { kind: 'eos', apiUrls: e.EOS_API_URLS };
  }
}
