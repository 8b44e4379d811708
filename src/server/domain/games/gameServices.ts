import type { Database } from '../../db/client';
import type { DomainEventBus } from '../events';
import { SeedPairs } from '../fairness/seedPairs';
import type { Wallet } from '../wallet/wallet';
import { BetHistory } from './betHistory';
import { GameSwitchboard } from './gameSwitchboard';
import { DiceGame } from './dice';
import { MinesGame } from './mines';
import { PlinkoGame } from './plinko';

/** The single-player games and the seed pairs they play with, wired once. */
export interface GameServices {
  seedPairs: SeedPairs;
  dice: DiceGame;
  plinko: PlinkoGame;
  mines: MinesGame;
  betHistory: BetHistory;
  switchboard: GameSwitchboard;
}

export function createGameServices(
  db: Database,
  wallet: Wallet,
  events: DomainEventBus,
): GameServices {
  const seedPairs = new SeedPairs(db);
  const switchboard = new GameSwitchboard(db);
  const deps = { db, wallet, events, seeds: seedPairs, switchboard };
  return {
    seedPairs,
    dice: new DiceGame(deps),
    plinko: new PlinkoGame(deps),
    mines: new MinesGame(deps),
    betHistory: new BetHistory(db),
    switchboard,
  };
}
