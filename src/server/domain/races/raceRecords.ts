import type { Statement } from '../../db/client';
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

const RACE_BY_ID: Statement = {
  name: 'races_by_id',
  text: 'SELECT * FROM races WHERE id = $1',
};

export async function raceById(tx: Pick<Tx, 'query'>, id: string): Promise<RaceRow | null> {
  const rows = await tx.query<Loose>(RACE_BY_ID, [id]);
  return rows[0] ? toRace(rows[0]) : null;
}

const ENDED_RUNNING: Statement = {
  name: 'races_ended_running',
  text: `SELECT id FROM races WHERE state = 'running' AND ends_at <= $1 ORDER BY ends_at, id`,
};

/** Running races whose period ended at or before `before`, oldest first. */
export async function endedRunningRaces(tx: Pick<Tx, 'query'>, before: Date): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(ENDED_RUNNING, [before.toISOString()]);
  return rows.map((row) => row.id);
}

/**
 * Takes the race for paying: its row locked FOR UPDATE while it is still running. A second
 * payer waits for the first to commit, then finds it paid (null): a race pays once.
 */
const LOCK_RUNNING: Statement = {
  name: 'races_lock_running',
  text: `SELECT * FROM races WHERE id = $1 AND state = 'running' FOR UPDATE`,
};

export async function lockRunningRace(tx: Tx, id: string): Promise<RaceRow | null> {
  const rows = await tx.query<Loose>(LOCK_RUNNING, [id]);
  return rows[0] ? toRace(rows[0]) : null;
}

/**
 * Whether a wager settled before `endsAt` has not been accrued yet (or is being accrued by
 * a transaction still open: its stamp is not visible yet). Such a race waits.
 */
const UNACCRUED_BEFORE: Statement = {
  name: 'races_unaccrued_before',
  text: `SELECT 1 FROM bets WHERE settled_at IS NOT NULL AND accrued_at IS NULL
           AND settled_at < $1 LIMIT 1`,
};

export async function hasUnaccruedBefore(tx: Tx, endsAt: Date): Promise<boolean> {
  const rows = await tx.query(UNACCRUED_BEFORE, [endsAt.toISOString()]);
  return rows.length > 0;
}

/** The first `limit` standings of a race, in race order. */
const TOP_STANDINGS: Statement = {
  name: 'races_top_standings',
  text: `SELECT e.user_id, e.wagered, e.updated_at, u.username, u.avatar, u.xp, u.anonymous
         FROM race_entries e JOIN users u ON u.id = e.user_id
         WHERE e.race_id = $1
         ORDER BY e.wagered DESC, e.updated_at, e.user_id
         LIMIT $2`,
};

export async function topStandings(
  tx: Pick<Tx, 'query'>,
  raceId: string,
  limit: number,
): Promise<StandingRow[]> {
  const rows = await tx.query<Loose>(TOP_STANDINGS, [raceId, limit]);
  return rows.map(toStanding);
}

/** A player's rank (1 first) and score in a race, or null before their first wager in it. */
const STANDING_OF: Statement = {
  name: 'races_standing_of',
  text: `SELECT e.wagered,
                1 + (SELECT count(*) FROM race_entries o
                     WHERE o.race_id = e.race_id
                       AND (o.wagered > e.wagered
                            OR (o.wagered = e.wagered AND o.updated_at < e.updated_at)
                            OR (o.wagered = e.wagered AND o.updated_at = e.updated_at
                                AND o.user_id < e.user_id))) AS rank
         FROM race_entries e WHERE e.race_id = $1 AND e.user_id = $2`,
};

export async function standingOf(
  tx: Pick<Tx, 'query'>,
  raceId: string,
  userId: string,
): Promise<{ rank: number; wagered: number } | null> {
  const rows = await tx.query<{ rank: number | string; wagered: number | string }>(STANDING_OF, [
    raceId,
    userId,
  ]);
  const row = rows[0];
  return row ? { rank: Number(row.rank), wagered: Number(row.wagered) } : null;
}

const INSERT_PAYOUT: Statement = {
  name: 'races_payout_insert',
  text: `INSERT INTO race_payouts (race_id, rank, user_id, wagered, prize, transfer_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
};

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
  await tx.query(INSERT_PAYOUT, [
    payout.raceId,
    payout.rank,
    payout.userId,
    payout.wagered,
    payout.prize,
    payout.transferId,
  ]);
}

const MARK_PAID: Statement = {
  name: 'races_mark_paid',
  text: `UPDATE races SET state = 'paid', paid_at = now() WHERE id = $1 AND state = 'running'
         RETURNING paid_at`,
};

export async function markPaid(tx: Tx, raceId: string): Promise<Date> {
  const rows = await tx.query<{ paid_at: Date | string }>(MARK_PAID, [raceId]);
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

/** $1 the kind, or null for both. */
const PAID_RACES: Statement = {
  name: 'races_paid',
  text: `SELECT * FROM races
         WHERE state = 'paid' AND ($1::text IS NULL OR kind = $1)
         ORDER BY ends_at DESC, id LIMIT $2`,
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
  const races = (await tx.query<Loose>(PAID_RACES, [kind, limit])).map(toRace);
  if (races.length === 0) return [];
  const winners = await tx.query<Loose>(RACE_WINNERS, [races.map((r) => r.id)]);
  return races.map((race) => ({
    ...race,
    winners: winners
      .filter((row) => row.race_id === race.id)
      .map((row) => ({ ...toStanding(row), rank: Number(row.rank), prize: Number(row.prize) })),
  }));
}
