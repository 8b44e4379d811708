import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { pgErrorOf } from '../../src/server/db/transaction';
import { scratchBeforeMigration } from '../helpers/migrationScratch';

// Migration 0043 puts a unique index on crash bets (one per player and round). A database
// whose players already placed several bets in one round must still migrate: those rounds
// keep their bets as they were played, and every later round takes one bet per player.

const scratch = scratchBeforeMigration('0043_crash_one_bet_per_round');

describe('the one-bet index on a database holding duplicate crash bets', () => {
  it('migrates, keeps the old rounds as played and refuses a second bet in later ones', async () => {
    const { old, q } = await scratch.migrateBefore();
    const [user] = await q(`INSERT INTO users (username) VALUES ('twice') RETURNING id`);
    const round = async (n: number) =>
      (
        await q(
          `INSERT INTO rounds (game, number, phase, betting_ends_at)
           VALUES ('crash', $1, 'ended', now()) RETURNING id`,
          [n],
        )
      )[0]!.id as string;
    const bet = (client: pg.Pool | pg.PoolClient, roundId: string) =>
      client.query(
        `INSERT INTO bets (user_id, game, round_id, amount, params)
         VALUES ($1, 'crash', $2, 100, '{"autoCashout":null}')`,
        [user!.id, roundId],
      );
    const first = await round(1);
    const second = await round(2);
    for (const r of [first, first, first, second, second]) await bet(old, r);
    const third = await round(3);
    await bet(old, third);
    await old.end();

    // The application's own start: every migration up to the newest.
    const handle = await openDatabase({ databaseUrl: scratch.url(), dataDir: '', poolSize: 2 });
    await handle.close();

    const now = new pg.Pool({ connectionString: scratch.url(), max: 1 });
    try {
      const counts = await now.query<{ round_id: string; n: number }>(
        `SELECT round_id, count(*)::int AS n FROM bets GROUP BY round_id ORDER BY round_id`,
      );
      expect(counts.rows.map((r) => [r.round_id, r.n])).toEqual([
        [first, 3],
        [second, 2],
        [third, 1],
      ]);
      const refused = await bet(now, third).then(
        () => null,
        (error: unknown) => pgErrorOf(error),
      );
      expect(refused).toMatchObject({ code: '23505', constraint: 'bets_crash_one_per_round_key' });
      // A roulette round takes several bets of one player: the index is crash's alone.
      const roulette = await now.query<{ id: string }>(
        `INSERT INTO rounds (game, number, phase, betting_ends_at)
         VALUES ('roulette', 1, 'ended', now()) RETURNING id`,
      );
      for (let i = 0; i < 2; i++)
        await now.query(
          `INSERT INTO bets (user_id, game, round_id, amount, params)
           VALUES ($1, 'roulette', $2, 100, '{"option":"RED"}')`,
          [user!.id, roulette.rows[0]!.id],
        );
    } finally {
      await now.end();
    }
  });
});
