import type { RoundGameKind } from '../../../../games/registry';
import type { Config } from '../../config';
import type { RichTextBlock } from '../../../shared/contract';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { createBeacon } from '../beacon';
import { CRASH_TIMING, CrashRoundPlay } from '../crash';
import { ROULETTE_TIMING, RouletteRoundPlay } from '../roulette';
import type { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import type { Settlement } from '../settlement';
import type { Wallet } from '../wallet';
import { chainAnnouncement } from '../rounds';
import { ChainKeeper } from '../rounds';
import { EmbeddedLeadership, type Leadership, PostgresLeadership } from '../rounds';
import { RoundChains } from '../rounds';
import { RoundGame, type RoundGameDriver } from '../rounds';

// The round games put together: crash and roulette on the rounds' hash chains and leader,
// and the beacon the chains, the room games and the battles name rounds with. It sits beside rounds/, not in it: rounds/ is what the
// games are played on, and they import it, so it imports none of them.

// Elements between stored checkpoints: a build yields to the event loop every this many
// hashes (a few ms), and any round's hash is recomputed with fewer than this many.
const CHECKPOINT_INTERVAL = 1_000;

export interface RoundServices {
  chains: RoundChains;
  leadership: Leadership;
  keeper: ChainKeeper;
  /** Every round game's driver, by kind: the shared routes, relay and leader use these. */
  games: { [K in RoundGameKind]: RoundGameDriver<K> };
  /** Crash's play on its driver: its own call (the cash-out). */
  crash: CrashRoundPlay;
  /** One beacon per process: room games and battles name their rounds with it. */
  beacon: Beacon;
  /** Roulette's play on its driver: its own calls (the jackpot). */
  roulette: RouletteRoundPlay;
  /** Starts leading when the lock is free, then prepares the chains (app start). */
  start(onError: (error: unknown) => void): void;
  stop(): Promise<void>;
}

export interface RoundDeps {
  db: Database;
  settlement: Settlement;
  wallet: Wallet;
  switchboard: GameSwitchboard;
  events: DomainEventBus;
  /** Posts a line from the site to every chat channel in `tx` (a chain's commitment). */
  postToChat?: (tx: Tx, blocks: RichTextBlock[]) => Promise<void>;
}

export function createRounds(config: Config, deps: RoundDeps): RoundServices {
  const { db } = deps;
  const beacon = createBeacon(config.rounds.beacon);
  const chains = new RoundChains(db, beacon, {
    length: config.rounds.chainLength,
    checkpointInterval: Math.min(CHECKPOINT_INTERVAL, config.rounds.chainLength),
    saltDelayMs: config.beaconTiming.chainSaltDelayMs,
    announce: async (tx, chain) => deps.postToChat?.(tx, chainAnnouncement(chain)),
  });
  let errors: (error: unknown) => void = () => {};
  const report = (error: unknown) => errors(error);
  const postgres = config.databaseUrl
    ? new PostgresLeadership(config.databaseUrl, 2_000, report)
    : undefined;
  const leadership: Leadership = postgres ?? new EmbeddedLeadership();
  const keeper = new ChainKeeper(chains, leadership, report);
  const gameDeps = { ...deps, chains, onError: report };
  const crashTiming = { ...CRASH_TIMING, ...config.rounds.crashTiming };
  const crash = new CrashRoundPlay(gameDeps, crashTiming);
  const rouletteTiming = { ...ROULETTE_TIMING, ...config.rounds.rouletteTiming };
  const roulette = new RouletteRoundPlay(gameDeps, rouletteTiming);
  // One line a round game, each its play on the one driver: the compiler asks a new game of
  // the registry for its line.
  const games: RoundServices['games'] = {
    crash: new RoundGame(gameDeps, crashTiming, crash),
    roulette: new RoundGame(gameDeps, rouletteTiming, roulette),
  };
  const stopAll = () => Object.values(games).forEach((driver) => driver.stopLeading());
  // The leader plays each game once its chain is salted; a lost lead stops them at once.
  keeper.onReady((game) => games[game].lead());
  leadership.onLoss(stopAll);
  return {
    chains,
    leadership,
    keeper,
    games,
    crash,
    roulette,
    beacon,
    start(onError) {
      errors = onError;
      keeper.start();
      postgres?.start();
    },
    async stop() {
      stopAll();
      keeper.stop();
      await leadership.stop();
    },
  };
}
