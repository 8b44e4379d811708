import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createBeacon } from '../beacon/createBeacon';
import { ChainKeeper } from './chainKeeper';
import { EmbeddedLeadership, type Leadership, PostgresLeadership } from './leadership';
import { RoundChains } from './roundChains';

// Elements between stored checkpoints: a build yields to the event loop every this many
// hashes (a few ms), and any round's hash is recomputed with fewer than this many.
const CHECKPOINT_INTERVAL = 1_000;

export interface RoundServices {
  chains: RoundChains;
  leadership: Leadership;
  keeper: ChainKeeper;
  /** Starts leading when the lock is free, then prepares the chains (app start). */
  start(onError: (error: unknown) => void): void;
  stop(): Promise<void>;
}

export function createRounds(config: Config, db: Database): RoundServices {
  const beacon = createBeacon(config.rounds.beacon);
  const chains = new RoundChains(db, beacon, {
    length: config.rounds.chainLength,
    checkpointInterval: Math.min(CHECKPOINT_INTERVAL, config.rounds.chainLength),
  });
  let errors: (error: unknown) => void = () => {};
  const report = (error: unknown) => errors(error);
  const postgres = config.databaseUrl
    ? new PostgresLeadership(config.databaseUrl, 2_000, report)
    : undefined;
  const leadership: Leadership = postgres ?? new EmbeddedLeadership();
  const keeper = new ChainKeeper(chains, leadership, report);
  return {
    chains,
    leadership,
    keeper,
    start(onError) {
      errors = onError;
      keeper.start();
      postgres?.start();
    },
    async stop() {
      keeper.stop();
      await leadership.stop();
    },
  };
}
