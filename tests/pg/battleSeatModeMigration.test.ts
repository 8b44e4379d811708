import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../games/fair/hash';
import { openDatabase } from '../../src/server/db/client';
import { betMoments } from '../../src/server/domain/openBooks/betMoments';
import { scratchBeforeMigration } from '../helpers/migrationScratch';

// Migration 0064 gives every case battle seat's bet its battle's mode in its params, as a
// new seat's bet has it: the open books name the seat's option by it, without reading the
// battles' table. A seat that has it already is left as it was.

const scratch = scratchBeforeMigration('0064_battle_seat_mode');

describe('a battle seat keeps its mode', () => {
  it("backfills each older seat's mode from its battle, and keeps a newer seat's", async () => {
    const { old, q } = await scratch.migrateBefore();
    const [{ id: userId }] = (await q(
      `INSERT INTO users (username) VALUES ('bob') RETURNING id`,
    )) as [{ id: string }];
    const battle = async (mode: string) =>
      (
        (await q(
          `INSERT INTO case_battles (state, mode, visibility, player_amount, creator_id, cases,
             price, regular_rounds, spin_ms, server_seed, server_seed_hash)
           VALUES ('GAME_CREATED', $1, 'PUBLIC', 2, $2, '[]', 500, 1, 4000, $3, $4)
           RETURNING id`,
          [mode, userId, 'seed', sha256Hex('seed')],
        )) as [{ id: string }]
      )[0].id;
    const seat = async (battleId: string, game: string, params: object) =>
      (
        (await q(
          `INSERT INTO bets (user_id, game, case_battle_id, amount, payout, multiplier_e4,
             params, outcome, settled_at)
           VALUES ($1, $2, $3, 500, 0, 0, $4, '{}', now()) RETURNING id`,
          [userId, game, battleId, JSON.stringify(params)],
        )) as [{ id: string }]
      )[0].id;
    const versus = await seat(await battle('VERSUS'), 'case-battle', {
      seat: 0,
      houseEdgeE4: 800_00,
    });
    const teams = await seat(await battle('TEAMS'), 'case-battle', { seat: 1 });
    // Already told (a seat staked after the change): its own mode stays.
    const kept = await seat(await battle('FRIENDLY'), 'case-battle', { seat: 0, mode: 'FRIENDLY' });
    await old.end();

    // The application's own start: every migration up to the newest.
    const handle = await openDatabase({ databaseUrl: scratch.url(), dataDir: '', poolSize: 2 });
    await handle.close();
    const now = new pg.Pool({ connectionString: scratch.url(), max: 1 });
    try {
      const rows = (await now.query('SELECT id, params FROM bets')).rows as {
        id: string;
        params: Record<string, unknown>;
      }[];
      const paramsOf = new Map(rows.map((row) => [row.id, row.params]));
      expect(paramsOf.get(versus)).toEqual({ seat: 0, houseEdgeE4: 800_00, mode: 'VERSUS' });
      expect(paramsOf.get(teams)).toEqual({ seat: 1, mode: 'TEAMS' });
      expect(paramsOf.get(kept)).toEqual({ seat: 0, mode: 'FRIENDLY' });
      // The books name the older seat's option by its battle's mode.
      const booked = betMoments(
        { game: 'case-battle', amount: 500, payout: 0, params: paramsOf.get(versus), outcome: {} },
        { houseEdgeBps: 800 },
      );
      expect(booked.option).toBe('versus');
    } finally {
      await now.end();
    }
  });
});
