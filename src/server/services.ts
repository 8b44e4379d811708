import { type AccountSecurityServices, createAccountSecurity } from './accountSecurity';
import type { Config } from './config';
import type { Database } from './db/client';
import { Accounts } from './domain/accounts/accounts';
import { WagerAccruals } from './domain/accruals/wagerAccruals';
import { Inventory } from './domain/inventory/inventory';
import { type Broadcast, LocalBroadcast } from './domain/broadcast';
import { CaseOpenings } from './domain/cases/caseOpening';
import { CaseStore } from './domain/cases/caseStore';
import { CatalogueItems } from './domain/cases/catalogue/catalogueItems';
import { createPriceFeed } from './domain/cases/pricing/createPriceFeed';
import type { PriceFeed } from './domain/cases/pricing/priceFeed';
import { CommunityCases } from './domain/communityCases/communityCases';
import { type ChatServices, createChat } from './domain/chat/createChat';
import { DomainEventBus } from './domain/events';
import { createNotifications } from './domain/notifications/createNotifications';
import type { Notifications } from './domain/notifications/notifications';
import { type GameServices, createGameServices } from './domain/games/gameServices';
import { GameActivityBoard } from './domain/games/gameActivity';
import { type GameRegistry, createGameRegistry } from './domain/games/registry';
import { LiveDrops } from './domain/liveDrops/liveDrops';
import { Rain } from './domain/rain/rain';
import { type RoundServices, createRounds } from './domain/rounds/createRounds';
import { Tips } from './domain/tips/tips';
import { Wallet } from './domain/wallet/wallet';

/** Everything the routes and the realtime gateway call: the domain, wired once. */
export interface Services extends AccountSecurityServices, GameServices {
  config: Config;
  db: Database;
  events: DomainEventBus;
  /** Tells every process of the cluster (domain/broadcast.ts has the rules). */
  broadcast: Broadcast;
  wallet: Wallet;
  accounts: Accounts;
  /** The accrual step: what follows settled wagers registers here (domain/accruals). */
  accruals: WagerAccruals;
  inventory: Inventory;
  notifications: Notifications;
  chat: ChatServices;
  rain: Rain;
  tips: Tips;
  gameActivity: GameActivityBoard;
  cases: CaseStore;
  caseOpenings: CaseOpenings;
  /** The CS2 items with today's prices (the builder's and any target picker's list). */
  catalogue: CatalogueItems;
  communityCases: CommunityCases;
  liveDrops: LiveDrops;
  /** The round games' chains and the process that drives them. */
  rounds: RoundServices;
  lifecycle: { stopping: boolean };
  redisPing?: () => Promise<void>;
}

export function createServices(
  config: Config,
  db: Database,
  gameRegistry: GameRegistry = createGameRegistry(),
  /** Tells every process of the cluster; alone, the process is the cluster. */
  broadcast: Broadcast = new LocalBroadcast(),
  /** Where item prices come from; tests pass one that leaves some items unpriced. */
  priceFeed: PriceFeed = createPriceFeed(config),
): Services {
  const events = new DomainEventBus();
  const wallet = new Wallet(events);
  const accounts = new Accounts(db, wallet, broadcast, {
    demoMode: config.demoMode,
    demoGrant: config.demoGrant,
    sessionCacheMs: config.sessionCacheMs,
  });
  const notifications = createNotifications(config, db, events, gameRegistry.nameOf);
  const chat = createChat(config, db, accounts);
  // One catalogue: the upgrader prices its targets where the pickers list them.
  const catalogue = new CatalogueItems(priceFeed, config.catalogueImageBase);
  const games = createGameServices(db, wallet, events, gameRegistry, catalogue);
  const cases = new CaseStore(db);
  const liveDrops = new LiveDrops(db, events, config.liveDropTopMin);
  const accruals = new WagerAccruals(db, gameRegistry.houseEdgeBpsOf, {
    intervalMs: config.accruals.intervalMs,
    batchSize: 500,
  });
  const inventory = new Inventory(db, events);
  const tipLimits = { above: config.tipTwoFactorAbove, windowMs: config.tipTwoFactorWindowMs };
  return {
    config,
    db,
    events,
    broadcast,
    wallet,
    accounts,
    accruals,
    inventory,
    ...createAccountSecurity(config, db, accounts),
    notifications,
    chat,
    rain: new Rain(db, wallet, notifications, chat.service, config.rain, tipLimits),
    tips: new Tips(db, wallet, notifications, tipLimits),
    gameActivity: new GameActivityBoard(),
    ...games,
    cases,
    catalogue,
    communityCases: new CommunityCases(db, cases, catalogue),
    liveDrops,
    caseOpenings: new CaseOpenings(
      {
        db,
        wallet,
        events,
        seeds: games.seedPairs,
        switchboard: games.switchboard,
        settlement: games.settlement,
      },
      cases,
      liveDrops,
    ),
    rounds: createRounds(config, {
      db,
      settlement: games.settlement,
      wallet,
      switchboard: games.switchboard,
      events,
    }),
    lifecycle: { stopping: false },
  };
}
