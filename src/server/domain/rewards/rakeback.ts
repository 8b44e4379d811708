import { levelOf } from '../../../shared/levels';
import {
  RAKEBACK_MIN_CLAIM,
  RAKEBACK_UNITS_PER_HUNDREDTH,
  rakebackPayable,
  rakebackRateBps,
  rakebackUnits,
} from '../../../shared/rewards';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import type { SettledWager, WagerAccrual } from '../accruals';
import { DomainError } from '../errors';
import type { DomainEventBus } from '../events';
import type { Wallet } from '../wallet';
import {
  ADD_RAKEBACK,
  LOCK_RAKEBACK,
  RAKEBACK_OF_USER,
  TAKE_RAKEBACK_CLAIM,
  XP_OF_USERS,
} from './rewardStatements';

export interface RakebackState {
  /** Whole hundredths a claim would pay now. */
  claimable: number;
  /** What stays after them, hundredths x 10^-8 (under one hundredth). */
  remainderE8: number;
  /** Hundredths paid by every claim so far. */
  claimedTotal: number;
}

export interface RakebackClaim {
  amount: number;
  balance: number;
  ledgerPosition: number;
  rakeback: RakebackState;
}

interface RakebackRow extends Record<string, unknown> {
  unclaimed_e8: string;
  claimed_total: number | string;
}

function stateOf(row: RakebackRow | undefined): RakebackState {
  const { pay, remainder } = rakebackPayable(BigInt(row?.unclaimed_e8 ?? '0'));
  return {
    claimable: pay,
    remainderE8: Number(remainder),
    claimedTotal: Number(row?.claimed_total ?? 0),
  };
}

/** What each player's wagers in a batch earn, in exact units, at the level they have now. */
export function rakebackOfBatch(
  wagers: readonly SettledWager[],
  levelOfUser: (userId: string) => number,
): Map<string, bigint> {
  const earned = new Map<string, bigint>();
  for (const wager of wagers) {
    const units = rakebackUnits(wager.houseEdgeE4, rakebackRateBps(levelOfUser(wager.userId)));
    if (units > 0n) earned.set(wager.userId, (earned.get(wager.userId) ?? 0n) + units);
  }
  return earned;
}

/** A player's claimable hundredths after an addition, told only when they changed. */
export interface ClaimableChange {
  userId: string;
  claimable: number;
}

/**
 * Whose claimable whole hundredths an addition changed: `after` is each player's unclaimed
 * units once `added` was added, so before it was `after - added`.
 */
export function claimableChanges(
  added: ReadonlyMap<string, bigint>,
  after: ReadonlyArray<{ user_id: string; unclaimed_e8: string }>,
): ClaimableChange[] {
  return after.flatMap((row) => {
    const now = BigInt(row.unclaimed_e8);
    const claimable = rakebackPayable(now).pay;
    const before = rakebackPayable(now - (added.get(row.user_id) ?? 0n)).pay;
    return claimable === before ? [] : [{ userId: row.user_id, claimable }];
  });
}

/**
 * Rakeback: a share of each settled wager's house edge (src/shared/rewards.ts), added by the
 * accrual step in exact units and paid from promotions when the player claims it. A claim
 * locks the player's row, so parallel claims pay once: the second finds under 0.01 left.
 */
export class Rakeback {
  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly events: DomainEventBus,
  ) {}

  /** The accrual step's part: registered as 'rakeback' on services.accruals. */
  readonly accrual: WagerAccrual = {
    name: 'rakeback',
    accrue: async (tx, wagers) => {
      const userIds = [...new Set(wagers.map((wager) => wager.userId))];
      const rows = await tx.query<{ id: string; xp: number | string }>(XP_OF_USERS, [userIds]);
      const levels = new Map(rows.map((row) => [row.id, levelOf(Number(row.xp)).level]));
      const earned = rakebackOfBatch(wagers, (userId) => levels.get(userId) ?? 0);
      if (earned.size === 0) return;
      await this.add(tx, earned);
    },
  };

  /** Adds whole hundredths to a player's claimable rakeback (a rakeback token), in tx. */
  async addClaimable(tx: Tx, userId: string, hundredths: number): Promise<void> {
    if (!Number.isSafeInteger(hundredths) || hundredths <= 0)
      throw new Error('rakeback: add a positive whole number of hundredths');
    await this.add(tx, new Map([[userId, BigInt(hundredths) * RAKEBACK_UNITS_PER_HUNDREDTH]]));
  }

  /** Adds units to players' rakeback; their open tabs hear the new claimable after commit. */
  private async add(tx: Tx, units: ReadonlyMap<string, bigint>): Promise<void> {
    const after = await tx.query<{ user_id: string; unclaimed_e8: string }>(ADD_RAKEBACK, [
      [...units.keys()],
      [...units.values()].map((amount) => amount.toString()),
    ]);
    const changes = claimableChanges(units, after);
    if (changes.length === 0) return;
    tx.afterCommit(() => {
      for (const change of changes) this.events.emit('rewards.rakeback', change);
    });
  }

  async stateOf(userId: string, tx?: Tx): Promise<RakebackState> {
    const read = (t: Tx) => t.query<RakebackRow>(RAKEBACK_OF_USER, [userId]);
    const [row] = tx ? await read(tx) : await autocommit(this.db, read);
    return stateOf(row);
  }

  /** Pays the whole hundredths from promotions and keeps the remainder. */
  async claim(userId: string): Promise<RakebackClaim> {
    return transact(this.db, async (tx) => {
      const [row] = await tx.query<RakebackRow>(LOCK_RAKEBACK, [userId]);
      const { pay } = rakebackPayable(BigInt(row?.unclaimed_e8 ?? '0'));
      if (!row || pay < RAKEBACK_MIN_CLAIM)
        throw new DomainError(
          'NOTHING_TO_CLAIM',
          'No rakeback to claim yet: claims start at 0.01 gems',
          400,
        );
      const units = BigInt(pay) * RAKEBACK_UNITS_PER_HUNDREDTH;
      const [claim] = await tx.query<{ id: number | string }>(TAKE_RAKEBACK_CLAIM, [
        userId,
        pay,
        units.toString(),
      ]);
      const moved = await this.wallet.move(tx, {
        userId,
        amount: pay,
        counterparty: 'promo',
        kind: 'rakeback',
        reference: `rakeback-claim:${claim!.id}`,
        idempotencyKey: `rakeback-claim:${claim!.id}`,
      });
      const after = await tx.query<RakebackRow>(RAKEBACK_OF_USER, [userId]);
      return {
        amount: pay,
        balance: moved.balance,
        ledgerPosition: moved.ledgerPosition,
        rakeback: stateOf(after[0]),
      };
    });
  }
}
