import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type CoinSide, otherSide, settleCoinFlip } from '../../games/coin-flip/core';
import { beaconFloats } from '../../games/fair/beaconDraw';
import { sha256Hex } from '../../games/fair/hash';
import { verifyCoinFlip } from '../../games/coin-flip/page/coin-flip-verify';
import { openDatabase } from '../../src/server/db/client';
import { OPEN_SEAT_BETS, SELECT_ROOM } from '../../src/server/domain/rooms/roomStatements';
import { type RoomRow, toRoomView } from '../../src/server/domain/rooms/roomView';
import { type CoinFlipGame, coinFlipGameOf } from '../../src/shared/contract/coinFlip';
import { scratchBeforeMigration } from '../helpers/migrationScratch';

// Migration 0061 moves coin flip's games into rooms. Every game played before keeps its id,
// seed, round and result: it shows as it did, its seats' stakes follow it (bets.room_id),
// and a flipped game verifies as before. A game still waiting for its round is the room
// driver's to flip.

const scratch = scratchBeforeMigration('0061_coin_flip_rooms');

const SEED = sha256Hex('a seed of the old table');
const VALUE = sha256Hex('the beacon value');
const STAKE = 1_235;
const CREATED = '2026-11-24T12:00:00.000Z';
const JOINED = '2026-11-24T12:00:01.000Z';
const EXPECTED = '2026-11-24T12:00:03.000Z';
const FLIPPED = '2026-11-24T12:00:03.100Z';

/** The flip as the old service settled it, from its seed and value. */
function oldFlip(creatorSide: CoinSide) {
  const [float, rounding] = beaconFloats(
    { serverSeed: SEED, beaconValue: VALUE, round: 0, seat: 0 },
    2,
  );
  return settleCoinFlip(STAKE, creatorSide, float! < 0.5 ? 'CT' : 'T', rounding!);
}

describe('coin flips moved into rooms', () => {
  it('shows, stakes and verifies every old game as before', async () => {
    const { old, q } = await scratch.migrateBefore();
    const [alice] = await q(`INSERT INTO users (username) VALUES ('alice') RETURNING id`);
    const [bob] = await q(`INSERT INTO users (username) VALUES ('bob') RETURNING id`);
    const a = alice!.id as string;
    const b = bob!.id as string;
    const ids: Record<string, string> = {};
    /** A coin_flips row as the old service left it, and its player seats' bets. */
    async function game(name: string, row: Record<string, unknown>, seats: string[]) {
      const columns = Object.keys(row);
      const [{ id }] = (await q(
        `INSERT INTO coin_flips (${columns.join(', ')})
         VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        Object.values(row),
      )) as [{ id: string }];
      for (const user of seats)
        await q(
          `INSERT INTO bets (user_id, game, coin_flip_id, amount, params)
           VALUES ($1, 'coin-flip', $2, $3, '{}')`,
          [user, id, STAKE],
        );
      ids[name] = id;
    }
    const base = {
      amount: STAKE,
      creator_id: a,
      server_seed: SEED,
      server_seed_hash: sha256Hex(SEED),
      created_at: CREATED,
    };
    const named = {
      joined_at: JOINED,
      beacon_kind: 'local',
      beacon_label: 'Local beacon (development)',
      beacon_round: 42,
      beacon_expected_at: EXPECTED,
    };
    const creatorWins = oldFlip('CT').winner === 'creator' ? 'CT' : 'T';
    const versus = oldFlip(creatorWins);
    const againstBot = oldFlip(otherSide(creatorWins));
    const flippedColumns = (result: typeof versus) => ({
      beacon_value: VALUE,
      beacon_evidence: JSON.stringify({ kind: 'local' }),
      winning_side: result.winningSide,
      winner: result.winner,
      payout: result.payout,
      fee: result.fee,
      flipped_at: FLIPPED,
    });
    await game('open', { ...base, state: 'OPEN', creator_side: 'T' }, [a]);
    await game(
      'cancelled',
      { ...base, state: 'CANCELLED', creator_side: 'CT', cancelled_at: JOINED },
      [a],
    );
    await game(
      'waiting',
      { ...base, ...named, state: 'WAITING_FOR_BEACON', creator_side: 'CT', joiner_id: b },
      [a, b],
    );
    await game(
      'refunded',
      {
        ...base,
        ...named,
        state: 'REFUNDED',
        creator_side: 'T',
        joiner_bot: true,
        refunded_at: FLIPPED,
      },
      [a],
    );
    await game(
      'versus',
      {
        ...base,
        ...named,
        state: 'FLIPPED',
        creator_side: creatorWins,
        joiner_id: b,
        ...flippedColumns(versus),
      },
      [a, b],
    );
    await game(
      'bot',
      {
        ...base,
        ...named,
        state: 'FLIPPED',
        creator_side: otherSide(creatorWins),
        joiner_bot: true,
        ...flippedColumns(againstBot),
      },
      [a],
    );
    await old.end();

    // The application's own start: every migration up to the newest.
    const handle = await openDatabase({ databaseUrl: scratch.url(), dataDir: '', poolSize: 2 });
    await handle.close();

    const now = new pg.Pool({ connectionString: scratch.url(), max: 1 });
    try {
      const shown = async (name: string): Promise<CoinFlipGame> => {
        const { rows } = await now.query<RoomRow>(SELECT_ROOM.text, [ids[name], 'coin-flip']);
        return coinFlipGameOf(toRoomView(rows[0]!));
      };
      const fairness = {
        beacon: 'local',
        beaconLabel: 'Local beacon (development)',
        blockNumber: 42,
        expectedAt: EXPECTED,
      };
      const unflipped = {
        amount: STAKE,
        createdAt: CREATED,
        serverSeedHash: sha256Hex(SEED),
        serverSeed: null,
        beaconValue: null,
        beaconEvidence: null,
        winningSide: null,
        winner: null,
        payout: null,
        fee: null,
        flippedAt: null,
      };
      expect(await shown('open')).toEqual({
        ...unflipped,
        id: ids.open,
        state: 'OPEN',
        creator: { username: 'alice', side: 'T' },
        joiner: null,
        fairness: null,
      });
      expect(await shown('cancelled')).toEqual({
        ...unflipped,
        id: ids.cancelled,
        state: 'CANCELLED',
        creator: { username: 'alice', side: 'CT' },
        joiner: null,
        fairness: null,
      });
      expect(await shown('waiting')).toEqual({
        ...unflipped,
        id: ids.waiting,
        state: 'WAITING_FOR_BEACON',
        creator: { username: 'alice', side: 'CT' },
        joiner: { username: 'bob', side: 'T', bot: false },
        fairness,
      });
      expect(await shown('refunded')).toEqual({
        ...unflipped,
        id: ids.refunded,
        state: 'REFUNDED',
        creator: { username: 'alice', side: 'T' },
        joiner: { username: null, side: 'CT', bot: true },
        fairness,
      });
      for (const [name, result, side, joiner] of [
        [
          'versus',
          versus,
          creatorWins,
          { username: 'bob', side: otherSide(creatorWins), bot: false },
        ],
        [
          'bot',
          againstBot,
          otherSide(creatorWins),
          { username: null, side: creatorWins, bot: true },
        ],
      ] as const) {
        const game = await shown(name);
        expect(game).toEqual({
          id: ids[name],
          state: 'FLIPPED',
          amount: STAKE,
          createdAt: CREATED,
          creator: { username: 'alice', side },
          joiner,
          serverSeedHash: sha256Hex(SEED),
          fairness,
          serverSeed: SEED,
          beaconValue: VALUE,
          beaconEvidence: { kind: 'local' },
          winningSide: result.winningSide,
          winner: result.winner,
          payout: result.payout,
          fee: result.fee,
          flippedAt: FLIPPED,
        });
        // The fairness page's verifier reproduces it from what the game shows.
        const check = verifyCoinFlip({
          serverSeed: game.serverSeed!,
          serverSeedHash: game.serverSeedHash,
          beaconValue: game.beaconValue!,
          stake: game.amount,
          creatorSide: game.creator.side,
        });
        expect(check).toMatchObject({
          ok: true,
          seedMatches: true,
          side: game.winningSide,
          payout: game.payout,
        });
      }
      // The creator won the game against bob and lost the one against the bot.
      expect([versus.winner, againstBot.winner]).toEqual(['creator', 'joiner']);

      // Each seat's stake follows its game; the waiting game's two are the driver's to settle.
      const stakes = await now.query<{ room_id: string; n: number }>(
        `SELECT room_id::text, count(*)::int AS n FROM bets GROUP BY room_id ORDER BY room_id`,
      );
      expect(Object.fromEntries(stakes.rows.map((r) => [r.room_id, r.n]))).toEqual({
        [ids.open!]: 1,
        [ids.cancelled!]: 1,
        [ids.waiting!]: 2,
        [ids.refunded!]: 1,
        [ids.versus!]: 2,
        [ids.bot!]: 1,
      });
      await now.query('BEGIN');
      const open = await now.query(OPEN_SEAT_BETS.text, [ids.waiting]);
      await now.query('ROLLBACK');
      expect(open.rows.map((r: { user_id: string }) => r.user_id).sort()).toEqual([a, b].sort());
      const gone = await now.query(
        `SELECT to_regclass('coin_flips') AS flips,
                (SELECT count(*)::int FROM information_schema.columns
                  WHERE table_name = 'bets' AND column_name = 'coin_flip_id') AS columns`,
      );
      expect(gone.rows).toEqual([{ flips: null, columns: 0 }]);
    } finally {
      await now.end();
    }
  });
});
