import type { Statement } from '../../db/client';

// Case battles' rows: the battles (case_battles), their seats (case_battle_seats) and each
// player seat's price as an open bet (bets.case_battle_id). Times are the database's clock,
// so every process paces a battle by one clock.

/** A battle and the database's clock (the driver paces rounds from it). */
const BATTLE_COLUMNS = `b.*, clock_timestamp() AS now`;

export const SELECT_BATTLE: Statement = {
  name: 'case_battle_select',
  text: `SELECT ${BATTLE_COLUMNS} FROM case_battles b WHERE b.id = $1`,
};

/** The battle locked for a change: every action, every round and the settlement take it. */
export const LOCK_BATTLE: Statement = {
  name: 'case_battle_lock',
  text: `SELECT ${BATTLE_COLUMNS} FROM case_battles b WHERE b.id = $1 FOR UPDATE`,
};

/** Public battles that are open or being played, newest first. */
export const LIVE_PUBLIC_BATTLES: Statement = {
  name: 'case_battle_live_public',
  text: `SELECT ${BATTLE_COLUMNS} FROM case_battles b
         WHERE b.state <> 'GAME_COMPLETED' AND b.visibility = 'PUBLIC'
         ORDER BY b.created_at DESC LIMIT $1`,
};

/** The seats of some battles with their players' public names. */
export const SELECT_SEATS: Statement = {
  name: 'case_battle_seats_of',
  text: `SELECT s.battle_id, s.seat, s.player_id, s.user_id, s.bot, s.bet_id, s.payout,
                u.username, u.avatar, u.xp
         FROM case_battle_seats s LEFT JOIN users u ON u.id = s.user_id
         WHERE s.battle_id = ANY($1::uuid[]) ORDER BY s.battle_id, s.seat`,
};

/** Battles a player created that nobody has started yet (migration 0035 indexes them). */
export const COUNT_OPEN_OF: Statement = {
  name: 'case_battle_count_open',
  text: `SELECT count(*)::int AS open FROM case_battles
         WHERE creator_id = $1
           AND state IN ('GAME_CREATED', 'GAME_STARTED', 'WAITING_FOR_PLAYERS')`,
};

export const INSERT_BATTLE: Statement = {
  name: 'case_battle_insert',
  text: `INSERT INTO case_battles (id, state, mode, visibility, options, player_amount, creator_id,
                                   cases, price, regular_rounds, spin_ms, server_seed,
                                   server_seed_hash, created_at)
         VALUES ($1, 'GAME_CREATED', $2, $3, $4::text[], $5, $6, $7::jsonb, $8, $9, $10, $11, $12,
                 clock_timestamp())`,
};

/** One step forward while seats are taken at creation (the trigger refuses any step back). */
export const STEP_STATE: Statement = {
  name: 'case_battle_step',
  text: `UPDATE case_battles SET state = $3 WHERE id = $1 AND state = $2`,
};

export const INSERT_SEAT: Statement = {
  name: 'case_battle_insert_seat',
  text: `INSERT INTO case_battle_seats (battle_id, seat, player_id, user_id, bot, bet_id, joined_at)
         VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
};

/** The last seat filled: the beacon round is named, and nobody can cancel the battle now. */
export const NAME_BEACON: Statement = {
  name: 'case_battle_name_beacon',
  text: `UPDATE case_battles SET state = 'WAITING_FOR_BLOCK', beacon_kind = $2, beacon_label = $3,
                                 beacon_round = $4, beacon_expected_at = $5,
                                 filled_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_PLAYERS'`,
};

/** The value arrived: every pull is stored at once; none is shown before its round. */
export const GENERATE: Statement = {
  name: 'case_battle_generate',
  text: `UPDATE case_battles SET state = 'GENERATING_OUTCOME', beacon_value = $2,
                                 beacon_evidence = $3::jsonb, rounds = $4::jsonb, round_count = $5,
                                 result = $6::jsonb, generated_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BLOCK'`,
};

/** The next round is told: exactly once, whichever driver gets there. */
export const ANNOUNCE_ROUND: Statement = {
  name: 'case_battle_announce',
  text: `UPDATE case_battles SET announced_rounds = announced_rounds + 1,
                                 last_roll = clock_timestamp()
         WHERE id = $1 AND state = 'GENERATING_OUTCOME' AND announced_rounds = $2
         RETURNING last_roll`,
};

export const SEAT_PAYOUT: Statement = {
  name: 'case_battle_seat_payout',
  text: `UPDATE case_battle_seats SET payout = $3 WHERE battle_id = $1 AND seat = $2`,
};

export const COMPLETE: Statement = {
  name: 'case_battle_complete',
  text: `UPDATE case_battles SET state = 'GAME_COMPLETED', completed_at = clock_timestamp()
         WHERE id = $1 AND state = 'GENERATING_OUTCOME'`,
};

/** The creator left before the start: closed with nothing played. */
/** A player's seat, left before the start, is open again. */
export const FREE_SEAT: Statement = {
  name: 'case_battle_free_seat',
  text: `DELETE FROM case_battle_seats WHERE battle_id = $1 AND seat = $2 AND NOT bot`,
};

export const CANCEL: Statement = {
  name: 'case_battle_cancel',
  text: `UPDATE case_battles SET state = 'GAME_COMPLETED', completed_at = clock_timestamp(),
                                 cancelled_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_PLAYERS'`,
};

/**
 * Battles nobody is moving on time ($1 ms of grace): a beacon round overdue, or a round (or
 * the settlement) a spin late. The leader takes them over.
 */
export const OVERDUE_BATTLES: Statement = {
  name: 'case_battle_overdue',
  text: `SELECT id, state, beacon_round FROM case_battles
         WHERE (state = 'WAITING_FOR_BLOCK'
                AND beacon_expected_at < clock_timestamp() - make_interval(secs => $1::float8 / 1000))
            OR (state = 'GENERATING_OUTCOME'
                AND coalesce(last_roll, generated_at)
                    + make_interval(secs => (spin_ms + $1::float8) / 1000) < clock_timestamp())
         ORDER BY created_at LIMIT 100`,
};

/** Public names of the players watching a battle. */
export const SPECTATORS: Statement = {
  name: 'case_battle_spectators',
  text: `SELECT id, username, avatar, xp FROM users WHERE id = ANY($1::uuid[]) ORDER BY username`,
};

/** Battles still waiting for a beacon round that was due before `$1` (the refund's cutoff). */
export const STALLED_BATTLES: Statement = {
  name: 'case_battle_stalled',
  text: `SELECT id, beacon_round FROM case_battles
         WHERE state = 'WAITING_FOR_BLOCK' AND beacon_expected_at < $1::timestamptz
         ORDER BY beacon_expected_at LIMIT 100`,
};

/** Every seat paid back: the battle ends unplayed (generating's state check then loses). */
export const REFUND_BATTLE: Statement = {
  name: 'case_battle_refund',
  text: `UPDATE case_battles SET state = 'GAME_COMPLETED', completed_at = clock_timestamp(),
                                 refunded_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BLOCK' AND beacon_expected_at < $2::timestamptz
         RETURNING id`,
};
