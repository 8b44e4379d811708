import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import type { ModeratedCase } from '../../src/shared/contract/adminCommunityCases';
import type { AdminGame } from '../../src/shared/contract/adminGames';
import { freshCaseName, pricedItems } from '../helpers/communityCases';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The games and moderation screens' calls: what they answer, who may make them (the full
// role matrix is adminAuthorisation.test.ts) and the audit row each action leaves.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function account(role?: string) {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  if (role) await grantRole(t.app.services.db, user.id, role);
  return { client, user };
}

const auditOf = (actorId: string) =>
  queryRows<{ action: string; target_id: string; details: Record<string, unknown> }>(
    t.app.services.db,
    sql`SELECT action, target_id, details FROM audit_log WHERE actor_id = ${actorId} ORDER BY id`,
  );

describe('the games screen', () => {
  it('lists every game with its pause and limits, and the beacon; pausing shows at once', async () => {
    const { client: admin, user } = await account('ADMIN');
    const before = await admin.get('/api/admin/games');
    expect(before.status).toBe(200);
    const kinds = before.body.games.map((game: AdminGame) => game.kind);
    expect(kinds).toEqual(expect.arrayContaining(['dice', 'crash', 'mines', 'roulette']));
    const dice = before.body.games.find((game: AdminGame) => game.kind === 'dice');
    expect(dice).toMatchObject({
      name: 'Dice',
      paused: null,
      limits: { betMin: 10, betMax: 1_000_000, payoutMax: 25_000_000 },
    });
    expect(before.body.beacon).toEqual({ kind: 'local', label: expect.any(String), local: true });

    const reason = 'Checking a payout report';
    expect((await admin.post('/api/admin/games/disable', { game: 'plinko', reason })).status).toBe(
      200,
    );
    const during = await admin.get('/api/admin/games');
    const plinko = during.body.games.find((game: AdminGame) => game.kind === 'plinko');
    expect(plinko.paused).toEqual({ reason, since: expect.any(String), by: user.username });
    const resumed = await admin.post('/api/admin/games/enable', {
      game: 'plinko',
      reason: 'Report checked',
    });
    expect(resumed.status).toBe(200);
    const after = await admin.get('/api/admin/games');
    expect(after.body.games.find((game: AdminGame) => game.kind === 'plinko').paused).toBeNull();

    expect(await auditOf(user.id)).toEqual([
      {
        action: 'game.disable',
        target_id: 'plinko',
        details: { game: 'plinko', reason, before: { paused: false }, after: { paused: true } },
      },
      {
        action: 'game.enable',
        target_id: 'plinko',
        details: {
          game: 'plinko',
          reason: 'Report checked',
          before: { paused: true, reason },
          after: { paused: false },
        },
      },
    ]);
  });

  it('is closed to moderators, before their body is read', async () => {
    const { client: moderator } = await account('MODERATOR');
    expect((await moderator.get('/api/admin/games')).status).toBe(403);
    const res = await moderator.post('/api/admin/games/disable', { game: 'nope' });
    expect(res.status).toBe(403);
  });
});

/** A community case published by a fresh player. */
async function publishedCase() {
  const creator = await account();
  const [cheap] = await pricedItems(creator.client, 'Glock-18');
  const [rare] = await pricedItems(creator.client, 'AWP');
  const res = await creator.client.post('/api/community-cases', {
    name: freshCaseName('Moderated'),
    imageCase: 'recoil-case',
    items: [
      { id: cheap!.id, tickets: 99_000 },
      { id: rare!.id, tickets: 1_000 },
    ],
  });
  if (res.status !== 200) throw new Error(`publish: ${JSON.stringify(res.body)}`);
  return { ...creator, slug: res.body.case.slug as string, name: res.body.case.name as string };
}

const listed = async (client: Client, slug: string) => {
  const community = await client.get('/api/community-cases?sort=newest');
  const store = await client.get('/api/cases');
  return {
    community: community.body.cases.some((c: { slug: string }) => c.slug === slug),
    store: store.body.cases.some((c: { slug: string }) => c.slug === slug),
  };
};

describe('hiding a community case', () => {
  it('takes it out of every list, refuses to open it, tells its creator why, and restores it', async () => {
    const made = await publishedCase();
    const { client: moderator, user: mod } = await account('MODERATOR');
    const visitor = new Client(t.url, t.origin);
    expect(await listed(visitor, made.slug)).toEqual({ community: true, store: true });

    const reason = 'The name insults another player';
    const hidden = await moderator.post('/api/admin/community-cases/hide', {
      slug: made.slug,
      reason,
    });
    expect(hidden.status).toBe(200);

    expect(await listed(visitor, made.slug)).toEqual({ community: false, store: false });
    expect((await visitor.get(`/api/cases/${made.slug}`)).status).toBe(404);
    const open = await made.client.post(`/api/cases/${made.slug}/open`, { count: 1 });
    expect(open.status).toBe(404);
    const page = await visitor.get(`/api/community-cases/creators/${made.user.id}`);
    expect(page.body.cases).toEqual([]);

    // The creator reads which case and why.
    const { notifications } = (await made.client.get('/api/notifications')).body;
    expect(notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Your case was hidden',
          message: [expect.objectContaining({ value: expect.stringContaining(reason) })],
        }),
      ]),
    );

    // The moderation list keeps it, with why and by whom.
    const list = await moderator.get(
      `/api/admin/community-cases?search=${encodeURIComponent(made.name)}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.cases).toEqual([
      expect.objectContaining({
        slug: made.slug,
        hidden: { reason, by: mod.username, at: expect.any(String) },
      }),
    ]);

    const again = await moderator.post('/api/admin/community-cases/hide', {
      slug: made.slug,
      reason,
    });
    expect(again.status).toBe(409);

    const restored = await moderator.post('/api/admin/community-cases/restore', {
      slug: made.slug,
      reason: 'The creator renamed nothing, but the report was wrong',
    });
    expect(restored.status).toBe(200);
    expect(await listed(visitor, made.slug)).toEqual({ community: true, store: true });
    expect((await visitor.get(`/api/cases/${made.slug}`)).status).toBe(200);

    const audit = await auditOf(mod.id);
    expect(audit.map((row) => [row.action, row.details.reason])).toEqual([
      ['case.hide', reason],
      ['case.restore', 'The creator renamed nothing, but the report was wrong'],
    ]);
    expect(audit[0]!.details).toMatchObject({
      slug: made.slug,
      creatorId: made.user.id,
      before: { hidden: false },
      after: { hidden: true },
    });
  });

  it('wants a reason and a community case, and pages newest first', async () => {
    const first = await publishedCase();
    const second = await publishedCase();
    const { client: admin } = await account('ADMIN');
    for (const body of [{ slug: first.slug }, { slug: first.slug, reason: 'x' }, {}]) {
      const res = await admin.post('/api/admin/community-cases/hide', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const official = await admin.post('/api/admin/community-cases/hide', {
      slug: 'recoil-case',
      reason: 'not a community case',
    });
    expect(official.status).toBe(404);

    const one = await admin.get('/api/admin/community-cases?limit=1');
    expect(one.body.cases.map((c: ModeratedCase) => c.slug)).toEqual([second.slug]);
    const next = await admin.get(`/api/admin/community-cases?limit=1&after=${one.body.nextAfter}`);
    expect(next.body.cases.map((c: ModeratedCase) => c.slug)).toEqual([first.slug]);
  });

  it('is closed to players', async () => {
    const { client } = await account();
    expect((await client.get('/api/admin/community-cases')).status).toBe(403);
    expect((await client.post('/api/admin/community-cases/hide', {})).status).toBe(403);
  });
});
