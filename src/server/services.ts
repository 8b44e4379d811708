import { pino } from 'pino';
import { type AccountSecurityServices, createAccountSecurity } from './accountSecurity';
import type { Config } from './config';
import { ActionLimiter } from './edge/actionLimiter';
import { PendingReveals } from './domain/settlement';
import type { Database } from './db/client';
import { Accounts } from './domain/accounts';
import { WagerAccruals } from './domain/accruals';
import { Challenges } from './domain/challenges';
import { Inventory } from './domain/inventory';
import { registerFreeCaseEffect } from './domain/cases';
import { XpBoosts } from './domain/xp';
import { type Broadcast, LocalBroadcast } from './domain/broadcast';
import { CaseOpenings } from './domain/cases';
import { CaseStore } from './domain/cases';
import { CatalogueItems } from './domain/cases';
import { createPriceFeed } from './domain/cases';
import type { PriceFeed } from './domain/cases';
import { CommunityCases } from './domain/communityCases';
import { type ChatServices, createChat } from './domain/chat';
import { DomainEventBus } from './domain/events';
import { createNotifications } from './domain/notifications';
import type { Notifications } from './domain/notifications';
import { type GameServices, createGameServices } from './domain/games';
import { GameActivityBoard } from './domain/games';
import { Rooms } from './domain/rooms';
import { type GameRegistry, createGameRegistry } from './domain/games';
import { NO_REVEAL_WINDOWS, type RevealWindows } from './domain/revealWindows';
import { LiveDrops } from './domain/liveDrops';
import { Rain } from './domain/rain';
import { Races } from './domain/races';
import { ROUND_GAME_NOTICES, type RoundServices, createRounds } from './domain/roundGames';
import { type RoomPlays, buildRoomPlays } from './domain/roomGames';
import { Tips } from './domain/tips';
import { RewardWheel } from './domain/wheel';
import { PlayCover } from './domain/rewards';
import { PromoCodes } from './domain/promoCodes';
import { SteamTrades } from './domain/steamTrades';
import { createSkinMarket } from './domain/steamTrades';
import type { SkinMarket } from './domain/steamTrades';
import { DocumentStore, Kyc } from './domain/kyc';
import { ResponsibleGambling } from './domain/responsibleGambling';
import { GiftCards } from './domain/giftCards';
import { BlogPosts } from './domain/blog';
import { Sponsorships } from './domain/sponsorships';
import { Vault } from './domain/vault';
import { ProofOfLiabilities } from './domain/liabilities';
import { OpenBooks } from './domain/openBooks';
import { CaptureAudience, CaptureTokens } from './domain/streamer';
import { Affiliates } from './domain/affiliates';
import type { CardCashier } from './domain/cashier';
import type { SkinDeposits } from './domain/cashier';
import type { CryptoCashier } from './domain/cashier';
import { createCashiers } from './domain/cashier';
import { Rewards } from './domain/rewards';
import { registerRakebackTokenEffect } from './domain/rewards';
import { Wallet } from './domain/wallet';

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
  /** How long the profile's ledger and figures hold a bet back (none when configured off). */
  profileRevealWindows: RevealWindows;
  /** Challenges and each player's trackers; an accrual named 'challenges'. */
  challenges: Challenges;
  inventory: Inventory;
  /** XP boosts from the inventory: activation, and the end of each (domain/xp). */
  xpBoosts: XpBoosts;
  notifications: Notifications;
  chat: ChatServices;
  rain: Rain;
  /** Daily and weekly wager races; an accrual named 'races'. */
  races: Races;
  tips: Tips;
  /** Free value needs play: what a free reward's claim weighs (rewards/playCover.ts). */
  playCover: PlayCover;
  /** The free daily spin (domain/wheel). */
  wheel: RewardWheel;
  promoCodes: PromoCodes;
  /** KYC levels, documents and their review (domain/kyc). */
  kyc: Kyc;
  /** Limits, self-exclusion and session reminders; bets meet them in the database. */
  responsibleGambling: ResponsibleGambling;
  /** Single-use gift card codes in operators' batches (domain/giftCards). */
  giftCards: GiftCards;
  /** Staff's Markdown blog posts, drafts and published (domain/blog). */
  blog: BlogPosts;
  /** Sponsorship applications and their review by operators (domain/sponsorships). */
  sponsorships: Sponsorships;
  /** Each player's vault: gems out of play, time locks, 2FA to unlock (domain/vault). */
  vault: Vault;
  /** Merkle sum trees over what the site owes its players (domain/liabilities). */
  liabilities: ProofOfLiabilities;
  /** Each game's realised returns and the ledger's totals, folded off the betting path. */
  openBooks: OpenBooks;
  /** Capture links of streams' browser sources (domain/streamer). */
  captureTokens: CaptureTokens;
  /** Which players a browser source follows now, cluster-wide: relays tell only those. */
  captureAudience: CaptureAudience;
  /** Referral codes, referrals and their commission; an accrual named 'affiliates'. */
  affiliates: Affiliates;
  /** Crypto deposits and withdrawals (domain/cashier/crypto). */
  cryptoCashier: CryptoCashier;
  /** Card deposits through a processor's hosted checkout (domain/cashier/card). */
  cardCashier: CardCashier;
  /** Skin deposits from the player's Steam inventory (domain/cashier/skins). */
  skinDeposits: SkinDeposits;
  gameActivity: GameActivityBoard;
  cases: CaseStore;
  caseOpenings: CaseOpenings;
  /** Rakeback, daily cases and level rewards (/rewards). */
  rewards: Rewards;
  /** The CS2 items with today's prices (the builder's and any target picker's list). */
  catalogue: CatalogueItems;
  /** Skins bought with gems and their withdrawal as Steam trade offers (domain/steamTrades). */
  steamTrades: SteamTrades;
  communityCases: CommunityCases;
  liveDrops: LiveDrops;
  /** The round games' chains and the process that drives them. */
  rounds: RoundServices;
  /**
   * The room games: the registry's manifests, each played by the generic room game, and the
   * plugged ones' plays (`rooms.plays['case-battle']`: seats, the beacon round, the rounds told
   * one by one, the settlement).
   */
  rooms: Rooms<RoomPlays>;
  lifecycle: { stopping: boolean };
  /** Counts sign-ups, log-ins, codes, money and chat per account and address (edge/limits.ts). */
  actionLimiter: ActionLimiter;
  /** Wins a fresh read of the balance holds back until they land; in memory, or Redis via app.ts. */
  pendingReveals: PendingReveals;
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
  /** Where skins are bought and traded; tests pass one on a clock they move. */
  skinMarket: SkinMarket = createSkinMarket(config.skinMarket),
): Services {
  const events = new DomainEventBus();
  const wallet = new Wallet(events, { wagerFactor: config.cryptoCashier.wagerFactor });
  const pendingReveals = createPendingReveals(config, events);
  const accounts = new Accounts(
    db,
    wallet,
    broadcast,
    {
      demoMode: config.demoMode,
      demoGrant: config.demoGrant,
      sessionCacheMs: config.sessionCacheMs,
    },
    pendingReveals,
  );
  const notifications = createNotifications(
    config,
    db,
    events,
    gameRegistry.nameOf,
    ROUND_GAME_NOTICES,
  );
  const chat = createChat(config, db, accounts, events, broadcast);
  // One catalogue: the Skin Upgrader prices its targets where the pickers list them.
  const catalogue = new CatalogueItems(priceFeed, config.catalogueImageBase);
  const liveDrops = new LiveDrops(db, events, config.liveDropTopMin);
  const games = createGameServices(db, wallet, events, gameRegistry, catalogue, liveDrops);
  const cases = new CaseStore(db);
  const accruals = new WagerAccruals(db, gameRegistry, {
    intervalMs: config.accruals.intervalMs,
    batchSize: 500,
    awaitReveal: config.accruals.awaitReveal,
  });
  const playCover = new PlayCover(gameRegistry, cases);
  const challenges = new Challenges(db, wallet, events, playCover);
  accruals.register(challenges);
  const inventory = new Inventory(db, events);
  const races = new Races(db, wallet, notifications, events, config.races, () => accruals.drain());
  accruals.register(races.accrual);
  // The accrual step folds each wager into the open books as it takes it (one stamp a bet).
  const openBooks = new OpenBooks(
    db,
    gameRegistry,
    events,
    { intervalMs: 1_000, batchSize: 2_000, awaitReveal: config.accruals.awaitReveal },
    () => accruals.drain(),
  );
  accruals.useBooks(openBooks);
  const caseOpenings = new CaseOpenings(
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
  );
  registerFreeCaseEffect(inventory, caseOpenings, games.switchboard, (tx, userId, slug) =>
    playCover.ensureReferralCases(tx, userId, slug),
  );
  const xpBoosts = new XpBoosts(db, events, broadcast);
  inventory.onConsume('xp-boost', xpBoosts.consume);
  games.settlement.useBoosts(xpBoosts.boostOf);
  const rewards = new Rewards({
    db,
    wallet,
    inventory,
    cases,
    caseOpenings,
    events,
    cover: playCover,
  });
  accruals.register(rewards.rakeback.accrual);
  registerRakebackTokenEffect(inventory, rewards);
  const affiliates = new Affiliates(db, wallet, inventory);
  accruals.register(affiliates.accrual);
  accounts.onNewPlayer((tx, userId, meta) =>
    affiliates.linkNewPlayer(tx, userId, meta.referralCode),
  );
  const tipLimits = { above: config.tipTwoFactorAbove, windowMs: config.tipTwoFactorWindowMs };
  const rounds = createRounds(config, {
    roundGames: gameRegistry.roundGames,
    db,
    settlement: games.settlement,
    wallet,
    switchboard: games.switchboard,
    events,
    postToChat: (tx, blocks) => chat.service.postSystem(tx, blocks),
  });
  const roomDeps = {
    db,
    settlement: games.settlement,
    events,
    switchboard: games.switchboard,
    // One beacon per process: room games and battles name rounds with the round games' one.
    beacon: rounds.beacon,
    refundAfterMs: config.beaconTiming.refundAfterMs,
  };
  return {
    config,
    db,
    events,
    broadcast,
    wallet,
    accounts,
    accruals,
    profileRevealWindows: config.profile.awaitReveal
      ? gameRegistry.revealWindows
      : NO_REVEAL_WINDOWS,
    challenges,
    inventory,
    xpBoosts,
    ...createAccountSecurity(config, db, accounts),
    notifications,
    chat,
    races,
    rain: new Rain(db, wallet, notifications, events, chat.service, config.rain, tipLimits),
    tips: new Tips(db, wallet, notifications, tipLimits),
    affiliates,
    ...createCashiers(config, {
      db,
      wallet,
      notifications,
      events,
      accounts,
      catalogue,
      depositBonusesOf: (userId) => affiliates.depositBonusesOf(userId),
    }),
    playCover,
    wheel: new RewardWheel({ db, wallet, seeds: games.seedPairs, cover: playCover }),
    promoCodes: new PromoCodes({ db, wallet, inventory, accounts }),
    kyc: new Kyc({
      db,
      events,
      accounts,
      store: new DocumentStore(config.kyc.documentsDir),
      thresholds: config.kyc.thresholds,
      maxDocumentBytes: config.kyc.maxDocumentBytes,
    }),
    responsibleGambling: new ResponsibleGambling({ db }),
    giftCards: new GiftCards({ db, wallet, accounts }),
    blog: new BlogPosts({ db, accounts }),
    sponsorships: new Sponsorships({ db, accounts }),
    vault: new Vault({ db, wallet }),
    liabilities: new ProofOfLiabilities({ db }),
    openBooks,
    captureTokens: new CaptureTokens(db, events),
    captureAudience: new CaptureAudience(broadcast),
    gameActivity: new GameActivityBoard(),
    ...games,
    cases,
    catalogue,
    communityCases: new CommunityCases(db, cases, catalogue),
    steamTrades: new SteamTrades(
      { db, wallet, catalogue, notifications, market: skinMarket },
      {
        pollIntervalMs: config.skinMarket.pollIntervalMs,
        lostAfterMs: 2 * 60_000,
        attentionAfterMs: 24 * 3_600_000,
      },
    ),
    liveDrops,
    caseOpenings,
    rewards,
    rounds,
    rooms: new Rooms(
      gameRegistry.roomGames,
      roomDeps,
      buildRoomPlays({ ...roomDeps, challenges, liveDrops, config }, gameRegistry.games),
    ),
    lifecycle: { stopping: false },
    // In memory; app.ts shares the counts through Redis when there is one.
    actionLimiter: new ActionLimiter(config.actionLimits),
    pendingReveals,
  };
}

function createPendingReveals(config: Config, events: DomainEventBus): PendingReveals {
  const log = pino({ level: config.logLevel, name: 'pending-reveals' });
  return new PendingReveals(events, (error, context) => log.error({ err: error }, context));
}
