import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../games/fair/hash';
import { quoteUpgrade } from '../../games/skin-upgrader/core';
import { skinUpgraderGame } from '../../games/skin-upgrader/game';
import { betVerifierHref } from '../../src/client/features/fairness/verifier-links';
import { playUpgrade } from '../../games/skin-upgrader/core';
import { historyBetSchema } from '../../src/shared/contract/betHistory';
import { openDatabase } from '../../src/server/db/client';
import { BetHistory } from '../../src/server/domain/games/betHistory';
import { NO_REVEAL_WINDOWS } from '../../src/server/domain/revealWindows';
import { scratchBeforeMigration } from '../helpers/migrationScratch';

// Migration 0062 renames the Skin Upgrader's kind from skin-upgrade to skin-upgrader. A bet
// placed before shows in the player's history under the game and verifies as it settled;
// its live drop, a pause, a challenge set on the game and its open books follow it.

const scratch = scratchBeforeMigration('0062_skin_upgrader_kind');

const SERVER_SEED = sha256Hex('a seed revealed before the rename');
const CLIENT_SEED = 'old-client-seed';
const NONCE = 3;
const TARGET = { id: 'ak-47-redline', name: 'AK-47 | Redline', rarity: 'classified', price: 3_000 };
const AMOUNT = 1_000;
const PLACED = '2026-11-20T12:00:00.000Z';

describe('the Skin Upgrader kind renamed', () => {
  it('keeps every old bet shown and verifiable, and every row naming the game with it', async () => {
    // The bet exactly as the old service settled it: the same rules under the old kind.
    const terms = quoteUpgrade(AMOUNT, TARGET.price);
    if (!terms.ok) throw new Error(terms.message);
    const seeds = { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: NONCE };
    const choice = { target: TARGET, chance: terms.chance, direction: 'under' as const };
    const outcome = skinUpgraderGame.outcome(seeds, choice);
    const { payout, multiplierE4 } = skinUpgraderGame.settle(terms.stake, outcome, seeds);

    const { old, q } = await scratch.migrateBefore();
    const [{ id: userId }] = (await q(
      `INSERT INTO users (username) VALUES ('alice') RETURNING id`,
    )) as [{ id: string }];
    const [{ id: pairId }] = (await q(
      `INSERT INTO seed_pairs (user_id, server_seed, server_seed_hash, client_seed, nonce,
         next_server_seed, next_server_seed_hash, revealed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        userId,
        SERVER_SEED,
        sha256Hex(SERVER_SEED),
        CLIENT_SEED,
        NONCE + 1,
        sha256Hex('next'),
        sha256Hex(sha256Hex('next')),
        PLACED,
      ],
    )) as [{ id: string }];
    const [{ id: betId }] = (await q(
      `INSERT INTO bets (user_id, game, seed_pair_id, nonce, amount, payout, multiplier_e4,
         params, outcome, created_at, settled_at)
       VALUES ($1, 'skin-upgrade', $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        userId,
        pairId,
        NONCE,
        terms.stake,
        payout,
        multiplierE4,
        JSON.stringify(choice),
        JSON.stringify(outcome),
        PLACED,
      ],
    )) as [{ id: string }];
    await q(
      `INSERT INTO live_drops (user_id, game, bet_id, item_name, item_rarity, item_price, top)
       VALUES ($1, 'skin-upgrade', $2, $3, $4, $5, false)`,
      [userId, betId, TARGET.name, TARGET.rarity, TARGET.price],
    );
    await q(`INSERT INTO game_switches (game, reason) VALUES ('skin-upgrade', 'maintenance')`);
    await q(
      `INSERT INTO challenges (id, category, title, description, goal_kind, game, goal, reward,
         period)
       VALUES ('upgrade-wager', 'MISSION', 'Upgrade', 'Wager on upgrades.', 'wager-amount',
         'skin-upgrade', 500, 15, 'none')`,
    );
    await q(
      `INSERT INTO open_books_figures
         (span, starts_at, game, option, bets, wagered, paid, expected, variance)
       VALUES ('all', 'epoch', 'skin-upgrade', 'upgrader', 1, $1, $2, 900, 0)`,
      [terms.stake, payout],
    );
    await old.end();

    // The application's own start: every migration up to the newest.
    const handle = await openDatabase({ databaseUrl: scratch.url(), dataDir: '', poolSize: 2 });
    try {
      const history = new BetHistory(handle.db, NO_REVEAL_WINDOWS);
      const [shown] = await history.list(userId, { game: 'skin-upgrader' });
      expect(shown).toMatchObject({
        id: betId,
        game: 'skin-upgrader',
        amount: terms.stake,
        payout,
        fairness: { serverSeedHash: sha256Hex(SERVER_SEED), clientSeed: CLIENT_SEED, nonce: NONCE },
        outcome,
      });
      expect(await history.list(userId, {})).toHaveLength(1);
      if (shown?.game !== 'skin-upgrader') throw new Error('not a Skin Upgrader bet');
      // As the history call answers it: the contract takes it.
      expect(historyBetSchema.parse(shown)).toEqual(shown);

      // The fairness page's verifier, opened from the history, settles it as it was.
      const link = new URL(betVerifierHref(shown, SERVER_SEED), 'https://site.example');
      expect(link.pathname).toBe('/fairness/skin-upgrader');
      const verified = playUpgrade(
        {
          serverSeed: link.searchParams.get('serverSeed')!,
          clientSeed: link.searchParams.get('clientSeed')!,
          nonce: Number(link.searchParams.get('nonce')),
        },
        Number(link.searchParams.get('amount')),
        Number(link.searchParams.get('price')),
        shown.outcome.direction,
      );
      expect(verified).toMatchObject({
        stake: shown.amount,
        chance: shown.outcome.chance,
        roll: shown.outcome.roll,
        win: shown.outcome.win,
        payout: shown.payout,
      });

      const now = new pg.Pool({ connectionString: scratch.url(), max: 1 });
      try {
        const named = async (table: string) =>
          (
            await now.query(
              `SELECT count(*) FILTER (WHERE game = 'skin-upgrade')::int AS old,
                      count(*) FILTER (WHERE game = 'skin-upgrader')::int AS renamed
               FROM ${table}`,
            )
          ).rows[0];
        for (const table of ['bets', 'live_drops', 'game_switches', 'challenges'])
          expect(await named(table), table).toEqual({ old: 0, renamed: 1 });
        const { rows: books } = await now.query(`SELECT game, option FROM open_books_figures`);
        expect(books).toEqual([{ game: 'skin-upgrader', option: 'skin upgrader' }]);
      } finally {
        await now.end();
      }
    } finally {
      await handle.close();
    }
  });
});
