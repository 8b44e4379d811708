import type { Statement } from '../../db/client';

// The rooms of every room game (migration 0049) and each player seat's stake
// (bets.room_id). Times are the database's clock, so every process orders rooms by one clock.

/** A room with its creator's name; seat names are read with the seats (SEAT_NAMES). */
const ROOM_COLUMNS = `r.id, r.kind, r.state, r.amount, r.creator_id, r.seats, r.server_seed,
  r.server_seed_hash, r.beacon_kind, r.beacon_label, r.beacon_round, r.beacon_expected_at,
  r.beacon_value, r.beacon_evidence, r.outcome, r.payouts, r.fee, r.created_at, r.drawn_at,
  (SELECT coalesce(jsonb_agg(u.username ORDER BY s.ord), '[]'::jsonb)
     FROM jsonb_array_elements(r.seats) WITH ORDINALITY AS s(seat, ord)
     LEFT JOIN users u ON u.id = (s.seat ->> 'userId')::uuid) AS usernames`;

export const SELECT_ROOM: Statement = {
  name: 'room_select',
  text: `SELECT ${ROOM_COLUMNS} FROM rooms r WHERE r.id = $1 AND r.kind = $2`,
};

/** The room locked for a change: every action, the draw and the refund go through it. */
export const LOCK_ROOM: Statement = {
  name: 'room_lock',
  text: `SELECT ${ROOM_COLUMNS} FROM rooms r WHERE r.id = $1 AND r.kind = $2 FOR UPDATE OF r`,
};

export const OPEN_ROOMS: Statement = {
  name: 'room_open',
  text: `SELECT ${ROOM_COLUMNS} FROM rooms r WHERE r.kind = $1 AND r.state = 'OPEN'
         ORDER BY r.created_at DESC LIMIT $2`,
};

export const ACTIVE_ROOMS: Statement = {
  name: 'room_active',
  text: `SELECT ${ROOM_COLUMNS} FROM rooms r WHERE r.kind = $1 AND r.state = 'WAITING_FOR_BEACON'
         ORDER BY r.filled_at DESC LIMIT $2`,
};

export const RECENT_ROOMS: Statement = {
  name: 'room_recent',
  text: `SELECT ${ROOM_COLUMNS} FROM rooms r WHERE r.kind = $1 AND r.state = 'DRAWN'
         ORDER BY r.drawn_at DESC LIMIT $2`,
};

export const COUNT_OPEN_OF: Statement = {
  name: 'room_count_open',
  text: `SELECT count(*)::int AS open FROM rooms WHERE creator_id = $1 AND kind = $2 AND state = 'OPEN'`,
};

export const INSERT_ROOM: Statement = {
  name: 'room_insert',
  text: `INSERT INTO rooms (id, kind, state, amount, creator_id, seats, server_seed, server_seed_hash, created_at)
         VALUES ($1, $2, 'OPEN', $3, $4, $5::jsonb, $6, $7, clock_timestamp())`,
};

/** The open stakes of a room, locked while they are settled. */
export const OPEN_SEAT_BETS: Statement = {
  name: 'room_open_bets',
  text: `SELECT id, user_id, amount FROM bets
         WHERE room_id = $1 AND settled_at IS NULL ORDER BY created_at, id FOR UPDATE`,
};

/** One more seat, at the end of the list: seats are taken one at a time under the row lock. */
export const APPEND_SEAT: Statement = {
  name: 'room_append_seat',
  text: `UPDATE rooms SET seats = seats || jsonb_build_array($2::jsonb) WHERE id = $1 AND state = 'OPEN'`,
};

/** The last seat filled: the beacon round is named, and nobody can cancel the room now. */
export const FILL_ROOM: Statement = {
  name: 'room_fill',
  text: `UPDATE rooms SET state = 'WAITING_FOR_BEACON', beacon_kind = $2, beacon_label = $3,
                         beacon_round = $4, beacon_expected_at = $5, filled_at = clock_timestamp()
         WHERE id = $1 AND state = 'OPEN'`,
};

export const DRAW_ROOM: Statement = {
  name: 'room_draw',
  text: `UPDATE rooms SET state = 'DRAWN', beacon_value = $2, beacon_evidence = $3::jsonb,
                         outcome = $4::jsonb, payouts = $5::jsonb, fee = $6,
                         drawn_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BEACON'`,
};

export const CANCEL_ROOM: Statement = {
  name: 'room_cancel',
  text: `UPDATE rooms SET state = 'CANCELLED', cancelled_at = clock_timestamp()
         WHERE id = $1 AND state = 'OPEN'`,
};

/** Rooms of a game whose beacon round is due (by `$2` ms of grace) and still not drawn. */
export const OVERDUE_ROOMS: Statement = {
  name: 'room_overdue',
  text: `SELECT id, beacon_round FROM rooms
         WHERE kind = $1 AND state = 'WAITING_FOR_BEACON'
           AND beacon_expected_at < clock_timestamp() - make_interval(secs => $2::float8 / 1000)
         ORDER BY beacon_expected_at LIMIT 100`,
};

/** Rooms still waiting for a beacon round that was due before `$2` (the refund's cutoff). */
export const STALLED_ROOMS: Statement = {
  name: 'room_stalled',
  text: `SELECT id, beacon_round FROM rooms
         WHERE kind = $1 AND state = 'WAITING_FOR_BEACON' AND beacon_expected_at < $2::timestamptz
         ORDER BY beacon_expected_at LIMIT 100`,
};

/** Every stake given back: the room ends without an outcome (the draw's state check loses). */
export const REFUND_ROOM: Statement = {
  name: 'room_refund',
  text: `UPDATE rooms SET state = 'REFUNDED', refunded_at = clock_timestamp()
         WHERE id = $1 AND state = 'WAITING_FOR_BEACON' AND beacon_expected_at < $2::timestamptz
         RETURNING id`,
};
