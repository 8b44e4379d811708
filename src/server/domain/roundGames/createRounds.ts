import type { RoundGameManifest } from '../../../../games/manifest';
import type { Config } from '../../config';
import type { RichTextBlock } from '../../../shared/contract';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { createBeacon } from '../beacon';
import type { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import type { Settlement } from '../settlement';
import type { Wallet } from '../wallet';
import { chainAnnouncement } from '../rounds';
import { ChainKeeper } from '../rounds';
import { EmbeddedLeadership, type Leadership, PostgresLeadership } from '../rounds';
import { RoundChains } from '../rounds';
import { type RoundGameDriver, type RoundGamePlugin, timingWith } from '../rounds';
import { type RoundPlays, roundGamePluginOf } from './roundGamePlugins';

// The round games put together: each round game of the registry (its plug-in, roundGamePlugins.ts) on the
// rounds' hash chains and leader, and the beacon the chains, the room games and the battles
// name rounds with. It sits beside rounds/, not in it: rounds/ is what the games are played
// on, and they import it, so it imports none of them.

// Elements between stored checkpoints: a build yields to the event loop every this many
// hashes (a few ms), and any round's hash is recomputed with fewer than this many.
const CHECKPOINT_INTERVAL = 1_000;

export interface RoundServices {
  chains: RoundChains;
  leadership: Leadership;
  keeper: ChainKeeper;
  /** The round games played, from the server's game registry. */
  manifests: readonly RoundGameManifest[];
  /** Every round game's driver, by kind: the shared routes, relay and leader use these. */
  games: { [K in keyof RoundPlays]: RoundGameDriver<K> } & Readonly<
    Record<string, RoundGameDriver>
  >;
  /** Each round game's play on its driver, by kind: its own calls (crash's cash-out). */
  plays: RoundPlays;
  /** One beacon per process: room games and battles name their rounds with it. */
  beacon: Beacon;
  /** Starts leading when the lock is free, then prepares the chains (app start). */
  start(onError: (error: unknown) => void): void;
  stop(): Promise<void>;
}

export interface RoundDeps {
  /** The server's round games (its game registry's). */
  roundGames: readonly RoundGameManifest[];
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
  const manifests = deps.roundGames;
  const keeper = new ChainKeeper(
    chains,
    leadership,
    report,
    manifests.map((game) => game.kind),
  );
  const gameDeps = { ...deps, chains, onError: report };
  // Each kind's entries are its own plug-in's build: the record by kind is what the types
  // cannot follow through the loop.
  const built = manifests.map((game) => {
    const { kind } = game;
    const plugin: RoundGamePlugin = roundGamePluginOf(game);
    const timing = timingWith(kind, plugin.timing, config.rounds.timing?.[kind]);
    return [kind, plugin.build(gameDeps, timing)] as const;
  });
  const games = Object.fromEntries(
    built.map(([kind, { driver }]) => [kind, driver]),
  ) as RoundServices['games'];
  const plays = Object.fromEntries(built.map(([kind, { play }]) => [kind, play])) as RoundPlays;
  const stopAll = () => Object.values(games).forEach((driver) => driver.stopLeading());
  // The leader plays each game once its chain is salted; a lost lead stops them at once.
  keeper.onReady((game) => games[game]?.lead());
  leadership.onLoss(stopAll);
  return {
    chains,
    leadership,
    keeper,
    manifests,
    games,
    plays,
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
