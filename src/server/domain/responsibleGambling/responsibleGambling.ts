import type { RgSettings } from '../../../shared/contract/responsibleGambling';
import {
  type RgLimitKind,
  type RgPeriod,
  type SelfExclusionPeriod,
  selfExclusionEnd,
} from '../../../shared/responsibleGambling';
import type { Database } from '../../db/client';
import { type Tx, pgErrorOf, transact } from '../../db/transaction';
import { DomainError, notFound } from '../errors';
import { limitAt, nextLimit, periodStart, toSettings } from './rgRules';
import {
  DEPOSITED_SINCE,
  EXCLUDE,
  LOCK_PLAYER,
  LOCK_PLAYER_FOR_DEPOSIT,
  READ_LIMITS,
  READ_PLAYER,
  REFRESH_LIMITED,
  type RgLimitRow,
  type RgUserRow,
  SET_REMINDER,
  UPSERT_LIMIT,
} from './rgStatements';

/** Ledger transfer kinds that count as deposits (the cashier's credits to the player). */
export const DEPOSIT_TRANSFER_KINDS = [
  'deposit',
  'crypto-deposit',
  'card-deposit',
  'skin-deposit',
  'gift-card',
] as const;

/** SQLSTATEs raised by the bets guard (migration 0033). */
const SELF_EXCLUDED = 'GR001';
const LIMIT_REACHED = 'GR002';

export const selfExcluded = (message: string) => new DomainError('SELF_EXCLUDED', message, 403);
export const limitReached = (message: string) => new DomainError('LIMIT_REACHED', message, 403);

/**
 * The bets guard refuses a stake inside the game's own statement; this turns its refusal
 * into the answer the player reads. Null for any other error.
 */
export function playRefusalOf(error: unknown): DomainError | null {
  const pg = pgErrorOf(error);
  if (pg.code === SELF_EXCLUDED) return selfExcluded(pg.message ?? 'You have excluded yourself');
  if (pg.code === LIMIT_REACHED) return limitReached(pg.message ?? 'This bet would pass a limit');
  return null;
}

const gems = (hundredths: number) => (hundredths / 100).toFixed(2);

const PERIOD_WORDS: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

function exclusionMessage(player: RgUserRow): string {
  if (player.for_good) return 'You have excluded yourself for good';
  const until = new Date(player.until!).toISOString().slice(0, 16).replace('T', ' ');
  return `You have excluded yourself until ${until} UTC`;
}

function isExcluded(player: RgUserRow, now: number): boolean {
  return player.for_good || (player.until !== null && new Date(player.until).getTime() > now);
}

/** What a player may deposit now, read under their row lock (depositRoom). */
export interface DepositRoom {
  /** Why nothing may be deposited (self-exclusion), or null. */
  excluded: string | null;
  /** Hundredths still allowed before the tightest deposit limit (may be < 0); null: none. */
  room: number | null;
  /** Each deposit limit in force: its period, cap and what the period already holds. */
  limits: Array<{ period: RgPeriod; cap: number; used: number }>;
}

/**
 * Self-exclusion and the room each deposit limit leaves, inside the cashier's transaction.
 * The player's row stays locked to commit, so two deposits at once are weighed one after
 * the other. Lock the player's account first (Wallet.lockPlayers, or the credit itself) to
 * keep the ledger's lock order.
 */
export async function depositRoom(
  tx: Tx,
  userId: string,
  now: number = Date.now(),
): Promise<DepositRoom> {
  const [player] = await tx.query<RgUserRow>(LOCK_PLAYER_FOR_DEPOSIT, [userId]);
  if (!player) throw notFound('Unknown player');
  const excluded = isExcluded(player, now) ? exclusionMessage(player) : null;
  const limits: DepositRoom['limits'] = [];
  const rows = await tx.query<RgLimitRow>(READ_LIMITS, [userId]);
  for (const row of rows) {
    if (row.kind !== 'deposit') continue;
    const cap = limitAt(row, now).amount;
    if (cap === null) continue;
    const period = row.period as RgPeriod;
    const [sum] = await tx.query<{ total: number | string }>(DEPOSITED_SINCE, [
      userId,
      [...DEPOSIT_TRANSFER_KINDS],
      periodStart(period, now),
    ]);
    limits.push({ period, cap, used: Number(sum?.total ?? 0) });
  }
  const room = limits.length === 0 ? null : Math.min(...limits.map((l) => l.cap - l.used));
  return { excluded, room, limits };
}

/** A deposit limit in words: "daily deposit limit of 100.00 gems". */
export function depositLimitWords(limit: { period: RgPeriod; cap: number }): string {
  return `${PERIOD_WORDS[limit.period]} deposit limit of ${gems(limit.cap)} gems`;
}

/**
 * Refuses a deposit of `amount` hundredths that self-exclusion or a deposit limit forbids
 * (depositRoom). A cashier that credits first (so the account is locked before the user
 * row, the order a bet takes) asks with amount 0: the period's deposits then include this
 * one, and the throw rolls the credit back.
 * Withdrawals are never refused here: a self-excluded player can always take their gems out.
 */
export async function assertDepositAllowed(
  tx: Tx,
  userId: string,
  amountHundredths: number,
  now: number = Date.now(),
): Promise<void> {
  const { excluded, limits } = await depositRoom(tx, userId, now);
  if (excluded) throw selfExcluded(excluded);
  for (const limit of limits)
    if (limit.used + amountHundredths > limit.cap)
      throw limitReached(
        `This deposit would pass your ${depositLimitWords(limit)} (${gems(Math.max(limit.cap - limit.used, 0))} left)`,
      );
}

export interface ResponsibleGamblingDeps {
  db: Database;
  /** Milliseconds since the epoch; tests ask for a change as if 24 hours ago. */
  clock?: () => number;
}

/**
 * A player's limits, self-exclusion and session reminder. Bets are guarded in the database
 * (rg_bet_guard, db/functions) and deposits by assertDepositAllowed(); this service keeps
 * the settings they read. Every change locks the player's row, as bets and deposits do.
 */
export class ResponsibleGambling {
  private readonly clock: () => number;

  constructor(private readonly deps: ResponsibleGamblingDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  async settings(userId: string): Promise<RgSettings> {
    return transact(this.deps.db, (tx) => this.read(tx, userId, READ_PLAYER));
  }

  async setLimit(
    userId: string,
    kind: RgLimitKind,
    period: RgPeriod,
    amount: number | null,
  ): Promise<RgSettings> {
    const now = this.clock();
    return transact(this.deps.db, async (tx) => {
      await this.lock(tx, userId);
      const rows = await tx.query<RgLimitRow>(READ_LIMITS, [userId]);
      const current = limitAt(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      const next = nextLimit(current, amount, now);
      await tx.query(UPSERT_LIMIT, [
        userId,
        kind,
        period,
        next.amount,
        next.pending?.amount ?? null,
        next.pending?.from ?? null,
      ]);
      await tx.query(REFRESH_LIMITED, [userId]);
      return this.read(tx, userId, READ_PLAYER);
    });
  }

  /** Starts or lengthens an exclusion; nothing on the site shortens or lifts one. */
  async selfExclude(userId: string, period: SelfExclusionPeriod): Promise<RgSettings> {
    const now = this.clock();
    const end = selfExclusionEnd(period, new Date(now));
    return transact(this.deps.db, async (tx) => {
      await this.lock(tx, userId);
      await tx.query(EXCLUDE, [userId, end === null ? 'infinity' : end.toISOString()]);
      return this.read(tx, userId, READ_PLAYER);
    });
  }

  async setReminder(userId: string, minutes: number | null): Promise<RgSettings> {
    return transact(this.deps.db, async (tx) => {
      await this.lock(tx, userId);
      await tx.query(SET_REMINDER, [userId, minutes]);
      return this.read(tx, userId, READ_PLAYER);
    });
  }

  private async lock(tx: Tx, userId: string): Promise<void> {
    const [player] = await tx.query<RgUserRow>(LOCK_PLAYER, [userId]);
    if (!player) throw notFound('Unknown player');
  }

  private async read(tx: Tx, userId: string, statement: typeof READ_PLAYER): Promise<RgSettings> {
    const [player] = await tx.query<RgUserRow>(statement, [userId]);
    if (!player) throw notFound('Unknown player');
    const rows = await tx.query<RgLimitRow>(READ_LIMITS, [userId]);
    return toSettings(
      rows,
      {
        until: player.until === null ? null : new Date(player.until),
        forGood: player.for_good,
        reminderMinutes: player.session_reminder_minutes,
      },
      this.clock(),
    );
  }
}
