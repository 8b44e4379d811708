import type { Statement } from '../../db/client';

// The bet history's one statement: a player's settled bets of every game, newest first,
// each with what verifies it (its seed pair; its round; its room) and only once its
// result has landed on screen, by the database's clock:
// - a crash or roulette bet once its round has ended, plus the reveal slack ($5 ms);
// - a room game's seat (a coin flip's) once its draw has landed: the room's drawn time
//   (every page animates from it, and all seats show at once) plus its game's reveal
//   window ($6 kinds, $9 their ms), or settled plus the slack alone for a room never drawn
//   (its stake came back); a kind this process does not know waits the longest ($10);
// - a case opening once its live drop shows (the moment its last reel stopped);
// - a case battle seat once the battle's result has landed: settled (the last round has
//   landed by then) plus the slack, and plus the tie roll's time ($7 ms) when one ran;
// - an instant bet at once: its own answer already showed it in the tab that bet.
// $4 lists the history's games; $2 narrows it to one. $8, a bet id (the last of the page
// before), keysets the next page on the order's own tuple: no OFFSET, so bets settled
// while the player pages never shift a page. The nonce sorts as -1 when null, which is
// exactly NULLS LAST under DESC (nonces start at 0).

export const SELECT_BET_HISTORY: Statement = {
  name: 'bets_history_of_user',
  text: `SELECT b.id, b.game, b.amount, b.payout, b.multiplier_e4, b.nonce, b.params, b.outcome,
                b.created_at, sp.server_seed_hash, sp.client_seed,
                r.id AS round_id, r.number AS round_number, r.hash AS round_hash,
                r.outcome AS round_outcome,
                ro.id AS room_id, ro.server_seed_hash AS room_seed_hash,
                CASE WHEN ro.state = 'DRAWN' THEN ro.server_seed END AS room_server_seed,
                ro.beacon_label AS room_beacon_label, ro.beacon_round AS room_beacon_round,
                CASE WHEN ro.state = 'DRAWN' THEN ro.beacon_value END AS room_beacon_value,
                c.name AS case_name,
                cb.id AS battle_id, cb.server_seed_hash AS battle_seed_hash,
                CASE WHEN cb.state = 'GAME_COMPLETED' AND cb.cancelled_at IS NULL
                  THEN cb.server_seed END AS battle_server_seed,
                cb.beacon_round AS battle_beacon_round, cb.beacon_value AS battle_beacon_value
         FROM bets b
         LEFT JOIN seed_pairs sp ON sp.id = b.seed_pair_id
         LEFT JOIN rounds r ON r.id = b.round_id
         LEFT JOIN rooms ro ON ro.id = b.room_id
         LEFT JOIN case_battles cb ON cb.id = b.case_battle_id
         LEFT JOIN cases c ON b.game = 'case-unbox' AND c.slug = b.params->>'slug'
         WHERE b.user_id = $1 AND b.settled_at IS NOT NULL
           AND (b.game = $2 OR ($2::text IS NULL AND b.game = ANY($4::text[])))
           AND CASE
                 WHEN b.round_id IS NOT NULL THEN
                   r.phase = 'ended'
                   AND r.ended_at + make_interval(secs => $5::float8 / 1000) <= clock_timestamp()
                 WHEN ro.id IS NOT NULL THEN
                   (CASE WHEN ro.state = 'DRAWN'
                     THEN ro.drawn_at + make_interval(secs => coalesce(
                       (SELECT w.ms FROM unnest($6::text[], $9::float8[]) AS w(kind, ms)
                        WHERE w.kind = ro.kind), $10::float8) / 1000)
                     ELSE b.settled_at + make_interval(secs => $5::float8 / 1000) END)
                     <= clock_timestamp()
                 WHEN b.case_battle_id IS NOT NULL THEN
                   b.settled_at + make_interval(secs => ($5::float8 + (CASE
                     WHEN cb.result ? 'tieRoll' THEN $7::float8 ELSE 0 END)) / 1000)
                     <= clock_timestamp()
                 WHEN b.game = 'case-unbox' THEN NOT EXISTS (
                   SELECT 1 FROM live_drops d
                   WHERE d.bet_id = b.id AND d.shows_at > clock_timestamp())
                 ELSE true
               END
           AND ($8::uuid IS NULL OR (b.created_at, coalesce(b.nonce, -1), b.id) < (
                 SELECT c.created_at, coalesce(c.nonce, -1), c.id FROM bets c
                 WHERE c.id = $8::uuid AND c.user_id = $1))
         ORDER BY b.created_at DESC, coalesce(b.nonce, -1) DESC, b.id DESC
         LIMIT $3`,
};
