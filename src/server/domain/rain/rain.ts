import { xpToReach } from '../../../shared/levels';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { SessionContext } from '../accounts';
import type { ChatService } from '../chat';
import type { DomainEventBus } from '../events';
import type { Notifications } from '../notifications';
import { type TipTwoFactorLimits, assertTipWithinTwoFactorLimit } from '../tips';
import type { Wallet } from '../wallet';
import { claimRound, eligibleChatters, recordRound } from './rainRecords';
import { rainChatMessage, rainPayoutNotice } from './rainNotices';
import { nextRainSlot, rainTime } from './rainSchedule';
import { splitRain } from './rainSplit';

export interface RainState {
  pool: number;
  nextRainAt: Date;
}

export interface RainTipResult {
  /** The player's balance right after the tip (the first answer again on a replay). */
  balance: number;
  /** The ledger position of that balance. */
  ledgerPosition: number;
  pool: number;
  replayed: boolean;
}

export interface RoundResult {
  /** False when another process (or an earlier call) already took this round. */
  paid: boolean;
  pool: number;
  share: number;
  recipients: string[];
}

/**
 * The rain: a pool players tip into, split equally among active chatters at every
 * interval. Every process may try a round; the rain_rounds key lets exactly one pay it.
 */
export class Rain {
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly notifications: Notifications,
    private readonly events: DomainEventBus,
    private readonly chat: ChatService,
    private readonly config: Config['rain'],
    private readonly twoFactorLimits: TipTwoFactorLimits,
    private readonly clock: () => number = Date.now,
  ) {}

  nextSlot(): number {
    return nextRainSlot(this.clock(), this.config.intervalMs);
  }

  async state(): Promise<RainState> {
    // One read: no transaction's BEGIN and COMMIT around it.
    const pool = await autocommit(this.db, (tx) => this.wallet.poolBalance(tx, 'rain'));
    return { pool, nextRainAt: rainTime(this.nextSlot(), this.config.intervalMs) };
  }

  /**
   * Moves `amount` from the player into the pool; refused whole if the balance is short.
   * The player's key makes it happen once: a replay answers the first tip and moves nothing,
   * the same key with another amount is refused (IDEMPOTENCY_CONFLICT). Rain tips count
   * toward the same two-factor limit as tips to players.
   */
  async tip(
    session: SessionContext,
    amount: number,
    idempotencyKey: string,
  ): Promise<RainTipResult> {
    return transact(this.db, async (tx) => {
      await assertTipWithinTwoFactorLimit(
        tx,
        session,
        { amount, idempotencyKey: rainTipKey(idempotencyKey) },
        this.twoFactorLimits,
      );
      const { balance, ledgerPosition, replayed } = await this.wallet.move(tx, {
        userId: session.userId,
        amount: -amount,
        counterparty: 'rain',
        kind: 'rain-tip',
        idempotencyKey: rainTipKey(idempotencyKey),
      });
      if (!replayed) this.changedAfterCommit(tx);
      const pool = await this.wallet.poolBalance(tx, 'rain');
      return { balance, ledgerPosition, pool, replayed };
    });
  }

  /** Pays the round of `slot` once: the first caller pays, every later one finds it taken. */
  async payRound(slot: number): Promise<RoundResult> {
    return transact(this.db, async (tx) => {
      if (!(await claimRound(tx, slot))) return { paid: false, pool: 0, share: 0, recipients: [] };
      const pool = await this.wallet.poolBalance(tx, 'rain');
      const recipients = await eligibleChatters(tx, {
        activeWindowMs: this.config.activeWindowMs,
        minXp: xpToReach(this.config.minLevel),
      });
      const { share } = splitRain(pool, recipients.length);
      let transferId: number | null = null;
      if (share > 0) {
        ({ transferId } = await this.wallet.payFromPool(tx, {
          pool: 'rain',
          kind: 'rain-payout',
          reference: `rain:${slot}`,
          credits: recipients.map((userId) => ({ userId, amount: share })),
        }));
        await this.notifications.create(
          tx,
          rainPayoutNotice(recipients, share, new Date(this.clock())),
        );
        await this.chat.postSystem(tx, rainChatMessage(recipients.length, share));
      }
      const paidTo = share > 0 ? recipients : [];
      await recordRound(tx, { slot, pool, share, recipients: paidTo.length, transferId });
      // Even a round that paid nobody moves the next rain on.
      this.changedAfterCommit(tx);
      return { paid: true, pool, share, recipients: paidTo };
    });
  }

  /** Runs each round when it falls; `onError` hears a failed round (the next one still runs). */
  start(onError: (error: unknown) => void): void {
    const schedule = () => {
      if (!this.running) return;
      const slot = this.nextSlot();
      const delay = Math.max(0, rainTime(slot, this.config.intervalMs).getTime() - this.clock());
      this.timer = setTimeout(() => {
        this.payRound(slot).catch(onError).finally(schedule);
      }, delay);
      this.timer.unref();
    };
    if (this.running) return;
    this.running = true;
    schedule();
  }

  /** Every committed change of the pool or of the next round (the socket relay hears it). */
  private changedAfterCommit(tx: Tx): void {
    tx.afterCommit(() => this.events.emit('rain.changed', {}));
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Rain tips have their own key space, so a key of a tip to a player never answers one here. */
export const rainTipKey = (key: string) => `rain-tip:${key.toLowerCase()}`;
