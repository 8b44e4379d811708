import { sql } from 'drizzle-orm';
import { type Statement, queryRows } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { RaceKind } from './racePeriods';

// The SQL of races, in one place. Every standing is read in one order: more wagered first,
// then the earlier last update (who got there first), then the user id, so every process
// and every read agrees on the ranks.

export interface RaceRow {
  id: string;
  kind: RaceKind;
  startsAt: Date;
  endsAt: Date;
  pool: number;
  state: 'running' | 'paid';
  paidAt: Date | null;
}

/** A player's standing as the leaderboard shows it. */
export interface StandingRow {
  userId: string;
  username: string;
  avatar: string | null;
  xp: number;
  /** Anonymous mode: the leaderboards show a stand-in (accounts/anonymity.ts). */
  anonymous: boolean;
  wagered: number;
  updatedAt: Date;
}

/** One player's score change from an accrual batch. */
export interface EntryDelta {
  raceId: string;
  userId: string;
  wagered: number;
  /** The settlement time of the latest wager in the batch. */
  reachedAt: Date;
}

type Loose = Record<string, unknown>;
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const toRace = (row: Loose): RaceRow => ({
  id: String(row.id),
  kind: row.kind as RaceKind,
  startsAt: date(row.starts_at),
  endsAt: date(row.ends_at),
  pool: Number(row.pool),
  state: row.state as RaceRow['state'],
  paidAt: row.paid_at == null ? null : date(row.paid_at),
});

const toStanding = (row: Loose): StandingRow => ({
  userId: String(row.user_id),
  username: String(row.username),
  avatar: (row.avatar as string | null) ?? null,
  xp: Number(row.xp),
  anonymous: row.anonymous === true,
  wagered: Number(row.wagered),
  updatedAt: date(row.updated_at),
});

const ENSURE_RACES: Statement = {
  name: 'races_ensure',
  text: `INSERT INTO races (id, kind, starts_at, ends_at, pool)
         SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[],
                              $5::bigint[])
         ORDER BY 1
         ON CONFLICT (id) DO NOTHING`,
};

/** Makes the races if they are not there yet; a race that exists keeps its pool. */
export async function ensureRaces(
  tx: Tx,
  races: ReadonlyArray<Omit<RaceRow, 'state' | 'paidAt'>>,
): Promise<void> {
  if (races.length === 0) return;
  await tx.query(ENSURE_RACES, [
    races.map((r) => r.id),
    races.map((r) => r.kind),
    races.map((r) => r.startsAt.toISOString()),
    races.map((r) => r.endsAt.toISOString()),
    races.map((r) => r.pool),
  ]);
}

/**
 * Adds the deltas to the entries of races still running (a paid race's standings are
 * final), skipping bots. A score's time only moves forward. Answers the races it changed.
 */
const ADD_TO_ENTRIES: Statement = {
  name: 'races_add_to_entries',
  text: `INSERT INTO race_entries AS e (race_id, user_id, wagered, updated_at)
         SELECT d.race_id, d.user_id, d.wagered, d.reached_at
         FROM unnest($1::text[], $2::uuid[], $3::bigint[], $4::timestamptz[])
              AS d(race_id, user_id, wagered, reached_at)
         JOIN races r ON r.id = d.race_id AND r.state = 'running'
         JOIN users u ON u.id = d.user_id AND NOT ('BOT' = ANY(u.roles))
         ORDER BY d.race_id, d.user_id
         ON CONFLICT (race_id, user_id) DO UPDATE
           SET wagered = e.wagered + EXCLUDED.wagered,
               updated_at = GREATEST(e.updated_at, EXCLUDED.updated_at)
         RETURNING e.race_id`,
};

export async function addToEntries(tx: Tx, deltas: readonly EntryDelta[]): Promise<string[]> {
  if (deltas.length === 0) return [];
  const rows = await tx.query<{ race_id: string }>(ADD_TO_ENTRIES, [
    deltas.map((d) => d.raceId),
    deltas.map((d) => d.userId),
    deltas.map((d) => d.wagered),
    deltas.map((d) => d.reachedAt.toISOString()),
  ]);
  return [...new Set(rows.map((row) => row.race_id))];
}

export async function raceById(tx: Pick<Tx, 'db'>, id: string): Promise<RaceRow | null> {
  const rows = await queryRows(tx.db, sql`SELECT * FROM races WHERE id = ${id}`);
  return rows[0] ? toRace(rows[0]) : null;
}

/** Running races whose period ended at or before `before`, oldest first. */
export async function endedRunningRaces(tx: Pick<Tx, 'db'>, before: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx.db,
    sql`SELECT id FROM races WHERE state = 'running' AND ends_at <= ${before.toISOString()}
        ORDER BY ends_at, id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Takes the race for paying: its row locked FOR UPDATE while it is still running. A second
 * payer waits for the first to commit, then finds it paid (null): a race pays once.
 */
export async function lockRunningRace(tx: Tx, id: string): Promise<RaceRow | null> {
  const rows = await queryRows(
    tx.db,
    sql`SELECT * FROM races WHERE id = ${id} AND state = 'running' FOR UPDATE`,
  );
  return rows[0] ? toRace(rows[0]) : null;
}

/**
 * Whether a wager settled before `endsAt` has not been accrued yet (or is being accrued by
 * a transaction still open: its stamp is not visible yet). Such a race waits.
 */
export async function hasUnaccruedBefore(tx: Tx, endsAt: Date): Promise<boolean> {
  const rows = await queryRows(
    tx.db,
    sql`SELECT 1 FROM bets WHERE settled_at IS NOT NULL AND accrued_at IS NULL
          AND settled_at < ${endsAt.toISOString()} LIMIT 1`,
  );
  return rows.length > 0;
}

/** The first `limit` standings of a race, in race order. */
export async function topStandings(
  tx: Pick<Tx, 'db'>,
  raceId: string,
  limit: number,
): Promise<StandingRow[]> {
  const rows = await queryRows(
    tx.db,
    sql`SELECT e.user_id, e.wagered, e.updated_at, u.username, u.avatar, u.xp, u.anonymous
        FROM race_entries e JOIN users u ON u.id = e.user_id
        WHERE e.race_id = ${raceId}
        ORDER BY e.wagered DESC, e.updated_at, e.user_id
        LIMIT ${limit}`,
  );
  return rows.map(toStanding);
}

/** A player's rank (1 first) and score in a race, or null before their first wager in it. */
export async function standingOf(
  tx: Pick<Tx, 'db'>,
  raceId: string,
  userId: string,
): Promise<{ rank: number; wagered: number } | null> {
  const rows = await queryRows<{ rank: number | string; wagered: number | string }>(
    tx.db,
    sql`SELECT e.wagered,
               1 + (SELECT count(*) FROM race_entries o
                    WHERE o.race_id = e.race_id
                      AND (o.wagered > e.wagered
                           OR (o.wagered = e.wagered AND o.updated_at < e.updated_at)
                           OR (o.wagered = e.wagered AND o.updated_at = e.updated_at
                               AND o.user_id < e.user_id))) AS rank
        FROM race_entries e WHERE e.race_id = ${raceId} AND e.user_id = ${userId}`,
  );
  const row = rows[0];
  return row ? { rank: Number(row.rank), wagered: Number(row.wagered) } : null;
}

export async function recordPayout(
  tx: Tx,
  payout: {
    raceId: string;
    rank: number;
    userId: string;
    wagered: number;
    prize: number;
    transferId: number;
  },
): Promise<void> {
  await tx.db.execute(
    sql`INSERT INTO race_payouts (race_id, rank, user_id, wagered, prize, transfer_id)
        VALUES (${payout.raceId}, ${payout.rank}, ${payout.userId}, ${payout.wagered},
                ${payout.prize}, ${payout.transferId})`,
  );
}

export async function markPaid(tx: Tx, raceId: string): Promise<Date> {
  const rows = await queryRows<{ paid_at: Date | string }>(
    tx.db,
    sql`UPDATE races SET state = 'paid', paid_at = now() WHERE id = ${raceId} AND state = 'running'
        RETURNING paid_at`,
  );
  if (!rows[0]) throw new Error(`race ${raceId} was not running`);
  return date(rows[0].paid_at);
}

const RACE_WINNERS: Statement = {
  name: 'races_winners',
  text: `SELECT p.race_id, p.rank, p.prize, p.user_id, p.wagered, e.updated_at,
                u.username, u.avatar, u.xp, u.anonymous
         FROM race_payouts p
         JOIN users u ON u.id = p.user_id
         JOIN race_entries e ON e.race_id = p.race_id AND e.user_id = p.user_id
         WHERE p.race_id = ANY($1::text[])
         ORDER BY p.race_id, p.rank`,
};

export interface PaidRaceRow extends RaceRow {
  winners: Array<StandingRow & { rank: number; prize: number }>;
}

/** The last `limit` paid races (of one kind, or both), newest first, with their winners. */
export async function paidRaces(
  tx: Tx,
  kind: RaceKind | null,
  limit: number,
): Promise<PaidRaceRow[]> {
  const races = (
    await queryRows(
      tx.db,
      sql`SELECT * FROM races
          WHERE state = 'paid' AND (${kind}::text IS NULL OR kind = ${kind})
          ORDER BY ends_at DESC, id LIMIT ${limit}`,
    )
  ).map(toRace);
  if (races.length === 0) return [];
  const winners = await tx.query<Loose>(RACE_WINNERS, [races.map((r) => r.id)]);
  return races.map((race) => ({
    ...race,
    winners: winners
      .filter((row) => row.race_id === race.id)
      .map((row) => ({ ...toStanding(row), rank: Number(row.rank), prize: Number(row.prize) })),
  }));
}
