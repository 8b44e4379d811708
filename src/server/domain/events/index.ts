import type { RoomView } from '../../../shared/contract/rooms';
import type { ManifestRound } from '../../../shared/contract/manifestRounds';
import type { RoundChange } from '../../../shared/contract/roundFaces';
import type { ChallengeTracker } from '../../../shared/contract/challenges';
import { EventEmitter } from 'node:events';
import type { ChatMessage, LiveDrop } from '../../../shared/contract';
import type { CryptoTransaction } from '../../../shared/contract/cashierCrypto';
import type { BetRecord, MinesGame } from '../../../shared/contract/instantGames';
import type { CaseDropItem, CaseOpening } from '../../../shared/contract/cases';
import type { Pace } from '../../../../games/pace';
import type { NotificationRecord } from './notificationRecord';

// The payloads other modules build: their types live with the events they travel in.
export type * from './notificationRecord';

/** A payout every view holds back until the betting tab's animation lands, `inMs` from now. */
export interface BalanceReveal {
  id: string;
  payout: number;
  inMs: number;
}

/**
 * What the domain announces after a commit; the realtime gateway relays it to sockets. A
 * game's own events are declared in its folder, adding to this interface (crash/events.ts).
 */
export interface DomainEvents {
  /** A player's balance at a ledger position (their last entry's id: later is greater). */
  'user.balance': {
    userId: string;
    balance: number;
    ledgerPosition: number;
    /** A payout in this balance whose animation has not landed yet (settlement/reveal.ts). */
    reveal?: BalanceReveal;
  };
  /** A settled wager credited XP: the player's total after it, and what it added. */
  'user.xp': { userId: string; total: number; gained: number };
  /** A player's challenge tracker changed (progress, completed, claimed). */
  'challenge.tracker': { userId: string; tracker: ChallengeTracker };
  /** An operator approved a player's KYC document: their tabs reload the user. */
  'kyc.verified': { userId: string; level: number };
  /** A player's inventory changed (an item granted or consumed): their tabs reload it. */
  'inventory.changed': { userId: string };
  /** The whole hundredths a rakeback claim would pay changed (wagers accrued, a token used). */
  'rewards.rakeback': { userId: string; claimable: number };
  /** A player's XP boost began (factor, e.g. 1.5, and when it ends). */
  'xp-boost.activated': { userId: string; multiplier: number; endsAt: Date };
  /** A player's XP boost ended (told once in the cluster: the process that cleared it). */
  'xp-boost.expired': { userId: string };
  /** A single-player bet was settled (dice, plinko, a finished mines game, a case opened). */
  'bet.settled': {
    betId: string;
    userId: string;
    username: string;
    /** A registered game's kind (the server's game registry). */
    game: string;
    amount: number;
    payout: number;
    /** Ten-thousandths: 19800 is 1.98x. */
    multiplierE4: number;
    /** Ms from now until the betting tab's animation lands: nothing tells of it before. */
    revealInMs: number;
  };
  /** An item won that may show in the live drops feed now: its opener's reel has landed. */
  'live-drop.created': LiveDrop;
  /** A player was muted in chat until a moment, or their mute was lifted (until null). */
  'user.muted': { userId: string; actorId: string; until: Date | null };
  /** A round game's round as it is now: a phase began, or a snapshot for everyone. */
  'round.changed': RoundChange;
  /**
   * A round of a game played from its manifest alone landed and its bets were paid: the
   * round as it ended, and its bettors (their browser sources show it).
   */
  'round.paid': { kind: string; round: ManifestRound; userIds: string[] };
  /**
   * A room of a room game changed (created, seated, its beacon named, drawn, cancelled,
   * refunded); coin flip's too, told as the spec's coin flip.
   */
  'room.game': {
    kind: string;
    game: RoomView;
    /** The players seated in it (never the house): their capture routes follow it. */
    userIds: string[];
  };
  /** A server notification was created or changed; `at` is the moment the change was planned. */
  'notification.changed': {
    before: NotificationRecord | null;
    after: NotificationRecord;
    at: Date;
  };
  /** A player turned streamer mode on or off: every tab of theirs follows. */
  'user.streamer-mode': { userId: string; streamerMode: boolean };
  /**
   * An instant bet settled, with what its betting tab animates (told after commit): a
   * stream's browser source plays it so that it lands when the betting tab's hold ends.
   */
  'bet.played': {
    userId: string;
    /** The contract's bet record (its game's outcome included). */
    bet: BetRecord;
    pace: Pace;
    /** Ms from now until the betting tab has landed (the game's reveal plus the slack). */
    revealInMs: number;
    /** The animation's own length at that pace (the manifest's revealMs). */
    animationMs: number;
  };
  /** A capture token was revoked: its browser sources stop at once. */
  'capture.revoked': { tokenId: string; userId: string };
  // Mines and case opening, for a stream's browser source (told after commit).
  /** A step of a mines game committed: the game as its player may see it (no mine while active). */
  'mines.step': {
    userId: string;
    game: MinesGame;
    /** Ms from now until the betting tab has the answer (mines reveal at once: the slack). */
    revealInMs: number;
  } & ({ step: 'start' | 'cashout'; tile: null } | { step: 'reveal'; tile: number });
  /** Cases were opened, with the reels the opener's tab spins and when they stop. */
  'case.opened': {
    userId: string;
    case: { slug: string; name: string; price: number; items: CaseDropItem[] };
    openings: CaseOpening[];
    pace: Pace;
    /** Ms from now until the opener's last reel has stopped (the reels plus the slack). */
    revealInMs: number;
    /** The reels' own length at that pace (the manifest's revealMs). */
    animationMs: number;
  };
  /** A chat message was posted (by a player or the system). */
  'chat.message': ChatMessage;
  /** A chat message was removed (active false). */
  'chat.update': { id: string; active: boolean };
  /** A player's crypto deposit or withdrawal changed. */
  'cashier.crypto-transaction': { userId: string; transaction: CryptoTransaction };
  /** New crypto rates, told once in the cluster by the process that read them. */
  'cashier.rates': { rates: Record<string, number> };
  /** The rain pool or the time of its next round changed. */
  'rain.changed': Record<string, never>;
  /** An accrual changed a race's standings. */
  'race.changed': { raceId: string };
  /** The open books folded settled bets or ledger entries. */
  'open-books.changed': Record<string, never>;
}

export class DomainEventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(
    name: K,
    listener: (payload: DomainEvents[K]) => void,
  ): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
