import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { GameSwitchboard, SWITCHBOARD_TTL_MS } from '../../src/server/domain/games/gameSwitchboard';
import { gameSuite } from '../helpers/gameSuite';
import { grantRole } from '../helpers/promote';
import { makeCase } from '../helpers/testCases';
import { Client } from '../helpers/testApp';

const suite = gameSuite();
const { player, balanceOf } = suite;

async function admin() {
  const { client, user } = await player();
  await grantRole(suite.t.app.services.db, user.id, 'ADMIN');
  return { client, user };
}

async function bannersFor(client: Client) {
  const { notifications } = (await client.get('/api/notifications')).body;
  return notifications.filter((n: { type: string }) => n.type === 'GAME_DISABLED');
}

describe('pausing a game', () => {
  it('refuses new play, keeps open games finishable, shows the banner, and resumes', async () => {
    const { client: operator, user: op } = await admin();
    const { client } = await player();
    const open = await client.post('/api/games/mines/start', { amount: 100, mines: 1 });
    expect(open.status).toBe(200);

    const paused = await operator.post('/api/admin/games/disable', {
      game: 'mines',
      reason: 'Checking a report',
    });
    expect(paused.status).toBe(200);

    // New play is refused with a message the page shows as it is; nothing moves.
    const { client: other } = await player();
    const before = await balanceOf(other);
    const refused = await other.post('/api/games/mines/start', { amount: 100, mines: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'GAME_DISABLED' });
    // The refusal carries the operator's message, as the banner does.
    expect(refused.body.error.message).toBe(
      'Mines is paused for the moment. Checking a report. Your balance is safe; please check back soon.',
    );
    expect(await balanceOf(other)).toBe(before);
    // The other games play on.
    expect(
      (await other.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'over' }))
        .status,
    ).toBe(200);
    // The game already open can still be played out: a reveal answers (safe or not).
    const reveal = await client.post('/api/games/mines/reveal', { tile: 12 });
    expect(reveal.status).toBe(200);

    // Everyone, visitors too, gets the banner on the mines page.
    const [banner] = await bannersFor(new Client(suite.t.url));
    expect(banner).toMatchObject({
      title: 'Mines is unavailable',
      location: 'MINES',
      variant: 'BANNER',
      dismissible: 'NEVER',
    });
    // The operator's message is what players read, on the banner and the game page.
    expect(banner.message).toEqual([
      {
        type: 'TEXT',
        value:
          'Mines is paused for the moment. Checking a report. Your balance is safe; please check back soon.',
      },
    ]);
    expect(
      (await operator.post('/api/admin/games/disable', { game: 'mines', reason: 'again' })).status,
    ).toBe(409);

    const resumed = await operator.post('/api/admin/games/enable', { game: 'mines' });
    expect(resumed.status).toBe(200);
    expect(await bannersFor(new Client(suite.t.url))).toEqual([]);
    expect((await other.post('/api/games/mines/start', { amount: 100, mines: 3 })).status).toBe(
      200,
    );
    expect((await operator.post('/api/admin/games/enable', { game: 'mines' })).status).toBe(409);

    const audit = await queryRows<{ action: string; target_id: string }>(
      suite.t.app.services.db,
      sql`SELECT action, target_id FROM audit_log WHERE actor_id = ${op.id} ORDER BY created_at`,
    );
    expect(audit).toEqual([
      { action: 'game.disable', target_id: 'mines' },
      { action: 'game.enable', target_id: 'mines' },
    ]);
  });

  it('pauses case opening too, and lets players only watch', async () => {
    const { client: operator } = await admin();
    const box = await makeCase(suite.t);
    await operator.post('/api/admin/games/disable', { game: 'case-unbox', reason: 'Repricing' });
    const { client, user } = await player();
    const before = await balanceOf(client);
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^Case Opening is paused/);
    expect(await balanceOf(client)).toBe(before);
    const [row] = await queryRows<{ n: number }>(
      suite.t.app.services.db,
      sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${user.id}`,
    );
    expect(row!.n).toBe(0);
    expect((await client.get(`/api/cases/${box.slug}`)).status).toBe(200);
    await operator.post('/api/admin/games/enable', { game: 'case-unbox' });
    expect((await client.post(`/api/cases/${box.slug}/open`, { count: 1 })).status).toBe(200);
  });

  it('is for admins only, with a reason', async () => {
    const { client } = await player();
    expect(
      (await client.post('/api/admin/games/disable', { game: 'dice', reason: 'mine now' })).status,
    ).toBe(403);
    const { client: operator } = await admin();
    for (const body of [
      { game: 'dice' },
      { game: 'dice', reason: 'x' },
      { game: 'poker', reason: 'no such game' },
      { game: 'dice', reason: 'fine', extra: true },
    ]) {
      const res = await operator.post('/api/admin/games/disable', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await client.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'over' }))
        .status,
    ).toBe(200);
  });

  it('reaches another process within the switchboard TTL, never from a stale read after it', async () => {
    let now = 1_000_000;
    const elsewhere = new GameSwitchboard(
      suite.t.app.services.db,
      () => now,
      suite.t.app.services.gameRegistry.nameOf,
    );
    await elsewhere.assertOpen('plinko');
    const { client: operator } = await admin();
    await operator.post('/api/admin/games/disable', { game: 'plinko', reason: 'Table check' });
    // Within the TTL the other process still trusts its last read...
    now += SWITCHBOARD_TTL_MS - 1;
    await expect(elsewhere.assertOpen('plinko')).resolves.toBeUndefined();
    // ...and after it, it reads the pause.
    now += 1;
    await expect(elsewhere.assertOpen('plinko')).rejects.toThrow(
      'Plinko is paused for the moment. Table check. Your balance is safe; please check back soon.',
    );
    await operator.post('/api/admin/games/enable', { game: 'plinko' });
  });
});
