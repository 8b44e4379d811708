import type { Database } from '../../db/client';
import type { DomainEventBus } from '../events';
import { SeedPairs } from '../fairness';
import { Settlement } from '../settlement';
import type { Wallet } from '../wallet';
import { BetHistory, historyGamesOf } from './betHistory';
import { GameSwitchboard } from './gameSwitchboard';
import { HeldItemStakes } from './heldItemStakes';
import { InstantGames } from './instantGames';
import type { LiveDrops } from '../liveDrops';
import type { ItemPrices } from './itemPrices';
import { MinesGame } from './mines';
import { type GameRegistry, createGameRegistry } from './registry';

/** The single-player games and the seed pairs they play with, wired once. */
export interface GameServices {
  /** The games this server plays, from their manifests. */
  gameRegistry: GameRegistry;
  seedPairs: SeedPairs;
  /** Shared by every game: it keeps this process's copy of each player's active pair. */
  settlement: Settlement;
  /** Every one-request game of the registry (dice, plinko, ...). */
  instantGames: InstantGames;
  mines: MinesGame;
  betHistory: BetHistory;
  switchboard: GameSwitchboard;
}

export function createGameServices(
  db: Database,
  wallet: Wallet,
  events: DomainEventBus,
  gameRegistry: GameRegistry = createGameRegistry(),
  /** Prices the catalogue items a bet names (the Skin Upgrader's target). */
  itemPrices?: ItemPrices,
  /** Where the items bets win are published (the Skin Upgrader's target). */
  liveDrops?: LiveDrops,
): GameServices {
  const seedPairs = new SeedPairs(db);
  const switchboard = new GameSwitchboard(db, Date.now, gameRegistry.nameOf);
  const settlement = new Settlement(db, wallet, seedPairs, events);
  const deps = { db, wallet, events, seeds: seedPairs, switchboard, settlement };
  return {
    gameRegistry,
    seedPairs,
    settlement,
    instantGames: new InstantGames(
      deps,
      gameRegistry,
      undefined,
      itemPrices,
      liveDrops,
      new HeldItemStakes(db, wallet),
    ),
    mines: new MinesGame(deps),
    betHistory: new BetHistory(db, gameRegistry.revealWindows, historyGamesOf(gameRegistry)),
    switchboard,
  };
}
