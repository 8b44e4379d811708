import type { Statement } from '../../db/client';

/** The next round of a game, taking bets for $3 ms; nothing when another leader opened it. */
export const OPEN_ROUND: Statement = {
  name: 'round_cycle_open',
  text: `INSERT INTO rounds (game, number, phase, betting_ends_at)
         VALUES ($1, $2, 'betting', clock_timestamp() + make_interval(secs => $3::float8 / 1000))
         ON CONFLICT (game, number) DO NOTHING`,
};

/** The chain's count of rounds played, which a restarted leader resumes after. */
export const COUNT_PLAYED: Statement = {
  name: 'round_cycle_count_played',
  text: `UPDATE round_chains SET rounds_played = greatest(rounds_played, $2) WHERE game = $1`,
};
