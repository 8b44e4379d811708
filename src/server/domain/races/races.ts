import type {
  FinishedRace,
  Race,
  RaceBoard,
  RaceKind,
  RaceLeader,
} from '../../../shared/contract/races';
import { levelOf } from '../../../shared/levels';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { shownInFeeds } from '../accounts';
import type { SettledWager, WagerAccrual } from '../accruals';
import type { DomainEventBus } from '../events';
import type { Notifications } from '../notifications';
import type { Wallet } from '../wallet';
import { racePrizeNotice } from './raceNotices';
import {
  RACE_KINDS,
  type RacePeriod,
  racePeriodAt,
  racePeriodOf,
  racePeriodsAt,
} from './racePeriods';
import { RACE_PAID_RANKS, placeStandings, racePrizes } from './racePrizes';
import {
  type EntryDelta,
  type RaceRow,
  type StandingRow,
  addToEntries,
  endedRunningRaces,
  ensureRaces,
  hasUnaccruedBefore,
  lockRunningRace,
  markPaid,
  paidRaces,
  raceById,
  recordPayout,
  standingOf,
  topStandings,
} from './raceRecords';

export type RacesConfig = Config['races'];

/** What paying one race did. */
export interface PaidRace {
  raceId: string;
  pool: number;
  winners: Array<{ userId: string; rank: number; wagered: number; prize: number }>;
}

/**
 * Wager races: every settled wager counts, by its settlement time, in that day's and that
 * week's race (UTC). After a race ended, the top ranks are paid from promotions in one
 * transaction that holds the race row FOR UPDATE and marks it paid, so however many
 * processes try (each runs the same timer), a race pays once.
 */
export class Races {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  /** Registered with the accrual step (services.accruals). */
  readonly accrual: WagerAccrual = {
    name: 'races',
    accrue: (tx, wagers) => this.accrue(tx, wagers),
  };

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly notifications: Notifications,
    private readonly events: DomainEventBus,
    private readonly config: RacesConfig,
    /** Accrues every settled wager waiting now (the accrual step's drain). */
    private readonly drainWagers: () => Promise<unknown>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Adds each wager to the daily and weekly race of its settlement time. */
  async accrue(tx: Tx, wagers: readonly SettledWager[]): Promise<void> {
    const periods = new Map<string, RacePeriod>();
    const deltas = new Map<string, EntryDelta>();
    for (const wager of wagers) {
      // A wager that states no edge scores nothing: it costs nothing in expectation (a green
      // roulette bet, whose edge the jackpot gives back).
      if (wager.amount <= 0 || wager.houseEdgeE4 <= 0) continue;
      for (const period of racePeriodsAt(wager.settledAt)) {
        periods.set(period.id, period);
        const key = `${period.id}|${wager.userId}`;
        const delta = deltas.get(key);
        if (!delta) {
          deltas.set(key, {
            raceId: period.id,
            userId: wager.userId,
            wagered: wager.amount,
            reachedAt: wager.settledAt,
          });
        } else {
          delta.wagered += wager.amount;
          if (wager.settledAt > delta.reachedAt) delta.reachedAt = wager.settledAt;
        }
      }
    }
    if (deltas.size === 0) return;
    await ensureRaces(
      tx,
      [...periods.values()].map((period) => ({ ...period, pool: this.poolOf(period.kind) })),
    );
    const changed = await addToEntries(tx, [...deltas.values()]);
    // The races an accrual changed, after it committed (the live leaderboard).
    if (changed.length > 0)
      tx.afterCommit(() => {
        for (const raceId of changed) this.events.emit('race.changed', { raceId });
      });
  }

  /** The races running at `at` (daily, then weekly), each with its top places and the caller's. */
  async current(userId: string | null, at = new Date(this.clock())): Promise<RaceBoard[]> {
    return Promise.all(RACE_KINDS.map((kind) => this.boardOf(racePeriodAt(kind, at).id, userId)));
  }

  /** One race's summary and top places (what the live leaderboard sends). */
  async board(raceId: string): Promise<{ race: Race; leaders: RaceLeader[] }> {
    const { race, leaders } = await this.boardOf(raceId, null);
    return { race, leaders };
  }

  /** The last paid races, newest first, with their winners. */
  async history(kind: RaceKind | null, limit = 10): Promise<FinishedRace[]> {
    const rows = await transact(this.db, (tx) => paidRaces(tx, kind, limit));
    return rows.map((row) => ({
      race: raceWire(row),
      paidAt: (row.paidAt ?? row.endsAt).toISOString(),
      winners: row.winners.map((winner) => leaderWire(winner, winner.rank, winner.prize)),
    }));
  }

  /**
   * Pays every race that ended at least the grace period before `now` and is not paid yet.
   * Drains the accrual step first, so wagers settled before the end are counted.
   */
  async settleEnded(now = new Date(this.clock())): Promise<PaidRace[]> {
    // Drain first: a race is made by its first accrued wager, and wagers settled before
    // the end must be in its standings.
    await this.drainWagers();
    const due = await autocommit(this.db, (tx) =>
      endedRunningRaces(tx, this.settleableBefore(now)),
    );
    const paid: PaidRace[] = [];
    for (const raceId of due) {
      const result = await this.settleRace(raceId, now);
      if (result) paid.push(result);
    }
    return paid;
  }

  /**
   * Pays one race once: null while it may still change (not ended plus the grace period, or
   * a wager settled before its end still waiting to accrue) or when it is already paid.
   */
  async settleRace(raceId: string, now = new Date(this.clock())): Promise<PaidRace | null> {
    return transact(this.db, async (tx) => {
      const race = await lockRunningRace(tx, raceId);
      if (!race || race.endsAt > this.settleableBefore(now)) return null;
      if (await hasUnaccruedBefore(tx, race.endsAt)) return null;
      const placed = placeStandings(
        await topStandings(tx, race.id, RACE_PAID_RANKS),
        race.pool,
      ).filter((standing) => standing.prize > 0);
      // Every winner's account in ascending order, so this never deadlocks with a tip.
      await this.wallet.lockPlayers(
        tx,
        placed.map((standing) => standing.userId),
      );
      for (const standing of placed) {
        const { transferId } = await this.wallet.move(tx, {
          userId: standing.userId,
          amount: standing.prize,
          counterparty: 'promo',
          kind: 'race-prize',
          reference: race.id,
          idempotencyKey: `race:${race.id}:${standing.rank}`,
        });
        await recordPayout(tx, {
          raceId: race.id,
          rank: standing.rank,
          userId: standing.userId,
          wagered: standing.wagered,
          prize: standing.prize,
          transferId,
        });
        // The notice lives by the wall clock, whatever moment the payout was judged at.
        await this.notifications.create(
          tx,
          racePrizeNotice(standing, race.kind, new Date(this.clock())),
        );
      }
      await markPaid(tx, race.id);
      return {
        raceId: race.id,
        pool: race.pool,
        winners: placed.map(({ userId, rank, wagered, prize }) => ({
          userId,
          rank,
          wagered,
          prize,
        })),
      };
    });
  }

  /** Settles ended races on a timer (every process; each race pays once). */
  start(onError: (error: unknown) => void): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.settleEnded()
        .catch(onError)
        .finally(() => (this.running = undefined));
    }, this.config.settleIntervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Races that ended before this are settled. The grace period lets a bet whose transaction
   * stamped its settlement just before the end, but commits just after, reach the accrual
   * step; a wager already committed but not yet accrued holds the race (hasUnaccruedBefore).
   */
  private settleableBefore(now: Date): Date {
    return new Date(now.getTime() - this.config.settleGraceMs);
  }

  private poolOf(kind: RaceKind): number {
    return kind === 'daily' ? this.config.dailyPool : this.config.weeklyPool;
  }

  private async boardOf(raceId: string, userId: string | null): Promise<RaceBoard> {
    return transact(this.db, async (tx) => {
      const row = await raceById(tx, raceId);
      const race = row ?? this.unstartedRace(raceId);
      const standings = row ? await topStandings(tx, raceId, RACE_PAID_RANKS) : [];
      const leaders = placeStandings(standings, race.pool).map((standing) =>
        leaderWire(standing, standing.rank, standing.prize),
      );
      const mine = row && userId ? await standingOf(tx, raceId, userId) : null;
      const prizes = racePrizes(race.pool);
      return {
        race: raceWire(race),
        leaders,
        me: mine ? { ...mine, prize: prizes[mine.rank - 1] ?? 0 } : null,
      };
    });
  }

  /** A race nobody has wagered in yet: its period and the pool it will have. */
  private unstartedRace(raceId: string): RaceRow {
    const period = racePeriodOf(raceId);
    if (!period) throw new Error(`not a race id: ${raceId}`);
    return { ...period, pool: this.poolOf(period.kind), state: 'running', paidAt: null };
  }
}

const raceWire = (race: RaceRow): Race => ({
  id: race.id,
  kind: race.kind,
  startsAt: race.startsAt.toISOString(),
  endsAt: race.endsAt.toISOString(),
  pool: race.pool,
  prizes: racePrizes(race.pool),
  state: race.state,
});

const leaderWire = (standing: StandingRow, rank: number, prize: number): RaceLeader => ({
  rank,
  user: shownInFeeds(
    {
      id: standing.userId,
      username: standing.username,
      avatar: standing.avatar,
      level: levelOf(standing.xp).level,
    },
    standing.anonymous,
  ),
  wagered: standing.wagered,
  prize,
});
