import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { enableTwoFactor, twoFactorPlayer } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { balanceOf } from '../helpers/rainPlayers';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The back office's users and audit screens: finding accounts page by page, reading one
// whole, the actions on it (each moving money or security asks the operator's fresh 2FA,
// each writes its audit row with before, after and reason; a refused one changes nothing),
// and the audit log's filters and pages.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t.close());

async function operator(role = 'ADMIN') {
  const client = new Client(t.url, t.origin);
  const user = await client.register(`op_${randomUUID().slice(0, 8)}`);
  await grantRole(t.app.services.db, user.id, role);
  return { client, user };
}

async function player(name?: string) {
  const client = new Client(t.url, t.origin);
  const user = await client.register(name);
  return { client, user };
}

const auditsOf = (action: string, targetId: string) =>
  queryRows<{ actor_id: string; details: Record<string, unknown> }>(
    t.app.services.db,
    sql`SELECT actor_id, details FROM audit_log
        WHERE action = ${action} AND target_id = ${targetId} ORDER BY id`,
  );

const ageTwoFactor = (userId: string) =>
  t.app.services.db.execute(
    sql`UPDATE sessions SET two_factor_at = now() - interval '11 minutes' WHERE user_id = ${userId}`,
  );

describe('GET /admin/users', () => {
  it('finds an account by its name, e-mail, id or Steam id', async () => {
    const op = await operator();
    const tag = randomUUID().slice(0, 6);
    const { user } = await player(`find_${tag}`);
    const steamId = `7656119${Math.floor(Math.random() * 1e10)
      .toString()
      .padStart(10, '0')}`;
    await t.app.services.db.execute(
      sql`UPDATE users SET steam_id = ${steamId} WHERE id = ${user.id}`,
    );
    for (const q of [`FIND_${tag}`, `find_${tag}@example`, user.id, steamId]) {
      const res = await op.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(
        res.body.users.map((u: { id: string }) => u.id),
        q,
      ).toEqual([user.id]);
    }
    // % and _ are letters, not wildcards.
    const wild = await op.client.get(`/api/admin/users?q=${encodeURIComponent('%')}`);
    expect(wild.body.users).toEqual([]);
  });

  it('pages by cursor, newest first, neither repeating nor skipping', async () => {
    const op = await operator();
    const tag = randomUUID().slice(0, 6);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await player(`page_${tag}_${i}`)).user.id);
    // Two sign-ups in the same instant: the id breaks the tie.
    await t.app.services.db.execute(
      sql`UPDATE users SET created_at = '2026-01-01T00:00:00Z' WHERE id IN (${made[1]}, ${made[2]})`,
    );
    const seen: string[] = [];
    let before = '';
    for (let pages = 0; pages < 5; pages += 1) {
      const res = await op.client.get(`/api/admin/users?q=page_${tag}&limit=2${before}`);
      expect(res.status).toBe(200);
      expect(res.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.users.map((u: { id: string }) => u.id));
      if (!res.body.nextCursor) break;
      before = `&before=${res.body.nextCursor}`;
    }
    expect(seen.sort()).toEqual([...made].sort());
  });

  it.each(['limit=0', 'limit=101', 'before=nope', 'extra=1'])('refuses ?%s with 400', async (q) => {
    const op = await operator();
    const res = await op.client.get(`/api/admin/users?${q}`);
    expect(res.status).toBe(400);
  });
});

describe('GET /admin/users/:id and its ledger and bets', () => {
  it('reads the account whole; an unknown one is a 404', async () => {
    const op = await operator();
    const { user } = await player();
    const res = await op.client.get(`/api/admin/users/${user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      username: user.username,
      roles: ['PLAYER'],
      balance: user.balance,
      vault: 0,
      twoFactorEnabled: false,
      kyc: { level: 0 },
      notes: [],
    });
    expect(res.body.user.sessions).toHaveLength(1);
    expect((await op.client.get(`/api/admin/users/${randomUUID()}`)).status).toBe(404);
    expect((await op.client.get(`/api/admin/users/${randomUUID()}/ledger`)).status).toBe(404);
    expect((await op.client.get(`/api/admin/users/${randomUUID()}/bets`)).status).toBe(404);
    expect((await op.client.get('/api/admin/users/not-an-id')).status).toBe(400);
  });

  it("pages the account's ledger and bets", async () => {
    const op = await operator();
    const p = await player();
    for (let i = 0; i < 3; i += 1) {
      const bet = await p.client.post('/api/games/dice/bet', {
        amount: 100,
        target: 5000,
        direction: 'over',
      });
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    }
    const bets = await op.client.get(`/api/admin/users/${p.user.id}/bets?limit=2`);
    expect(bets.status, JSON.stringify(bets.body)).toBe(200);
    expect(bets.body.bets).toHaveLength(2);
    const rest = await op.client.get(
      `/api/admin/users/${p.user.id}/bets?limit=2&before=${bets.body.nextCursor}`,
    );
    expect(rest.body.bets).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();

    const ledger = await op.client.get(`/api/admin/users/${p.user.id}/ledger?limit=2`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries).toHaveLength(2);
    expect(ledger.body.nextCursor).toEqual(expect.any(Number));
    expect((await op.client.get(`/api/admin/users/${p.user.id}/ledger?limit=-1`)).status).toBe(400);
  });
});

describe('POST /admin/users/balance', () => {
  it('asks the fresh 2FA: off, stale or wrong changes nothing; a right code moves and audits', async () => {
    const op = await operator();
    const p = await player();
    const before = await balanceOf(p.client);
    const adjust = (body: Record<string, unknown>) =>
      op.client.post('/api/admin/users/balance', { userId: p.user.id, ...body });

    const off = await adjust({ amount: 500, reason: 'Refund of a double deposit' });
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const twoFactor = await enableTwoFactor(op.client);
    await ageTwoFactor(op.user.id);
    const stale = await adjust({ amount: 500, reason: 'Refund of a double deposit' });
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await adjust({
      amount: 500,
      reason: 'Refund of a double deposit',
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // Bad input is refused before any code is spent.
    for (const bad of [
      { amount: 0, reason: 'Zero', code: '123456' },
      { amount: 1.5, reason: 'Fraction', code: '123456' },
      { amount: 500, code: '123456' },
      { amount: 500, reason: 'x', code: '123456' },
      { amount: 500, reason: 'Refund', code: '12' },
    ]) {
      expect((await adjust(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await balanceOf(p.client)).toBe(before);
    expect(await auditsOf('wallet.adjust', p.user.id)).toEqual([]);

    const ok = await adjust({
      amount: 500,
      reason: 'Refund of a double deposit',
      code: twoFactor.code(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.balance).toBe(before + 500);
    expect(await balanceOf(p.client)).toBe(before + 500);
    const [audit] = await auditsOf('wallet.adjust', p.user.id);
    expect(audit).toMatchObject({
      actor_id: op.user.id,
      details: {
        amount: 500,
        before: { balance: before },
        after: { balance: before + 500 },
        reason: 'Refund of a double deposit',
      },
    });

    // The code validated the session: within 10 minutes the next needs none. An overdraw
    // is refused whole.
    const overdraw = await adjust({ amount: -(before + 501), reason: 'Too much' });
    expect(overdraw.status).toBeGreaterThanOrEqual(400);
    expect(await balanceOf(p.client)).toBe(before + 500);
    const debit = await adjust({ amount: -200, reason: 'Bonus credited twice' });
    expect(debit.status).toBe(200);
    expect(await auditsOf('wallet.adjust', p.user.id)).toHaveLength(2);
  });

  it('never on an equal rank, before any code is asked', async () => {
    const op = await operator();
    const other = await operator();
    await enableTwoFactor(op.client);
    const res = await op.client.post('/api/admin/users/balance', {
      userId: other.user.id,
      amount: 500,
      reason: 'Paying a colleague',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('OUTRANKED');
    expect(await auditsOf('wallet.adjust', other.user.id)).toEqual([]);
  });
});

describe('POST /admin/users/roles', () => {
  const rolesOf = async (userId: string) => {
    const [row] = await queryRows<{ roles: string[] }>(
      t.app.services.db,
      sql`SELECT roles FROM users WHERE id = ${userId}`,
    );
    return row!.roles;
  };

  it('asks the fresh 2FA and a reason: off, stale, wrong or no reason changes nothing; a right code changes and audits', async () => {
    const boss = await operator('SUPER_ADMIN');
    const p = await player();
    const setRoles = (body: Record<string, unknown>) =>
      boss.client.post('/api/admin/users/roles', {
        userId: p.user.id,
        roles: ['PLAYER', 'MODERATOR'],
        ...body,
      });
    const reason = 'Joins the chat moderators';

    const off = await setRoles({ reason });
    expect(off.status).toBe(403);
    expect(off.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const twoFactor = await enableTwoFactor(boss.client);
    await ageTwoFactor(boss.user.id);
    const stale = await setRoles({ reason });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await setRoles({ reason, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // No reason, or too short a one, is refused before any code is spent.
    const noReason = await setRoles({ code: '123456' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/reason/i);
    const shortReason = await setRoles({ reason: 'x', code: '123456' });
    expect(shortReason.status).toBe(400);
    expect(shortReason.body.error.message).toMatch(/at least 3/);
    expect(await rolesOf(p.user.id)).toEqual(['PLAYER']);
    expect(await auditsOf('user.roles', p.user.id)).toEqual([]);

    const ok = await setRoles({ reason, code: twoFactor.code() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await rolesOf(p.user.id)).toEqual(['PLAYER', 'MODERATOR']);
    expect((await p.client.get('/api/users/me')).body.user.roles).toEqual(['PLAYER', 'MODERATOR']);
    expect(await auditsOf('user.roles', p.user.id)).toEqual([
      {
        actor_id: boss.user.id,
        details: {
          before: { roles: ['PLAYER'] },
          after: { roles: ['PLAYER', 'MODERATOR'] },
          reason,
        },
      },
    ]);
  });

  it('answers 403 to everyone but a super admin before reading the body, and changes nothing', async () => {
    const p = await player();
    const good = { userId: p.user.id, roles: ['PLAYER', 'ADMIN'], reason: 'Promotion' };
    for (const role of ['PLAYER', 'MODERATOR', 'ADMIN']) {
      const actor = role === 'PLAYER' ? await player() : await operator(role);
      await enableTwoFactor(actor.client);
      for (const body of [undefined, {}, { userId: 42, roles: 'all' }, good]) {
        const res = await actor.client.post('/api/admin/users/roles', body);
        expect(res.status, `${role} ${JSON.stringify(body)}`).toBe(403);
      }
    }
    expect((await new Client(t.url, t.origin).post('/api/admin/users/roles', good)).status).toBe(
      401,
    );
    expect(await rolesOf(p.user.id)).toEqual(['PLAYER']);
    expect(await auditsOf('user.roles', p.user.id)).toEqual([]);
  });
});

describe('POST /admin/users/sessions/revoke and /admin/users/2fa/reset', () => {
  it("ends every session of the account, with the operator's fresh 2FA", async () => {
    const op = await operator();
    const p = await player();
    const body = { userId: p.user.id, reason: 'Reported a stolen phone' };
    const refused = await op.client.post('/api/admin/users/sessions/revoke', body);
    expect(refused.body.error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await p.client.get('/api/users/me')).status).toBe(200);

    const twoFactor = await enableTwoFactor(op.client);
    const res = await op.client.post('/api/admin/users/sessions/revoke', {
      ...body,
      code: twoFactor.code(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ended).toBe(1);
    expect((await p.client.get('/api/users/me')).status).toBe(401);
    expect(await auditsOf('user.sessions.revoke', p.user.id)).toMatchObject([
      {
        actor_id: op.user.id,
        details: { before: { sessions: 1 }, after: { sessions: 0 }, reason: body.reason },
      },
    ]);
  });

  it("turns the account's 2FA off once; a second time is a 409 and changes nothing", async () => {
    const op = await operator();
    const twoFactor = await enableTwoFactor(op.client);
    const p = await twoFactorPlayer(t);
    const body = { userId: p.user.id, reason: 'Lost phone, identity checked' };
    const res = await op.client.post('/api/admin/users/2fa/reset', {
      ...body,
      code: twoFactor.code(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await op.client.get(`/api/admin/users/${p.user.id}`);
    expect(detail.body.user.twoFactorEnabled).toBe(false);
    expect(detail.body.user.sessions).toEqual([]);
    const again = await op.client.post('/api/admin/users/2fa/reset', body);
    expect(again.status).toBe(409);
    const audits = await auditsOf('user.2fa.reset', p.user.id);
    expect(audits).toMatchObject([
      { actor_id: op.user.id, details: { before: { twoFactor: true }, reason: body.reason } },
    ]);
  });
});

describe('POST /admin/users/notes', () => {
  it('adds a note the account page shows, audited; a bad one adds nothing', async () => {
    const op = await operator();
    const p = await player();
    for (const bad of [
      {},
      { body: 'x' },
      { body: 'fine note', extra: 1 },
      { body: 'y'.repeat(1001) },
    ])
      expect(
        (await op.client.post('/api/admin/users/notes', { userId: p.user.id, ...bad })).status,
      ).toBe(400);
    const unknown = await op.client.post('/api/admin/users/notes', {
      userId: randomUUID(),
      body: 'Nobody home',
    });
    expect(unknown.status).toBe(404);
    const res = await op.client.post('/api/admin/users/notes', {
      userId: p.user.id,
      body: 'Called about a late withdrawal',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = await op.client.get(`/api/admin/users/${p.user.id}`);
    expect(detail.body.user.notes).toMatchObject([
      { author: op.user.username, body: 'Called about a late withdrawal' },
    ]);
    expect(await auditsOf('user.note', p.user.id)).toHaveLength(1);
  });
});

describe('GET /admin/audit', () => {
  it('filters by operator, target, action and dates, and pages by cursor', async () => {
    const op = await operator();
    const twoFactor = await enableTwoFactor(op.client);
    const p = await player();
    for (const reason of ['First correction', 'Second correction']) {
      const res = await op.client.post('/api/admin/users/balance', {
        userId: p.user.id,
        amount: 100,
        reason,
        code: twoFactor.code(),
      });
      expect(res.status).toBe(200);
    }
    await op.client.post('/api/admin/users/notes', { userId: p.user.id, body: 'Watch this one' });

    const list = async (q: string) => {
      const res = await op.client.get(`/api/admin/audit?${q}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        rows: Array<{ action: string; reason: string | null; targetName: string }>;
        nextCursor: number | null;
      };
    };
    const byActor = await list(`actor=${op.user.username.toUpperCase()}`);
    expect(byActor.rows.map((r) => r.action)).toEqual([
      'user.note',
      'wallet.adjust',
      'wallet.adjust',
    ]);
    expect(byActor.rows[1]).toMatchObject({
      reason: 'Second correction',
      targetName: p.user.username,
    });
    expect(
      (await list(`actor=${op.user.id}&target=${p.user.username}&action=wallet.`)).rows,
    ).toHaveLength(2);
    expect((await list(`target=${p.user.id}&action=user.`)).rows).toHaveLength(1);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`actor=${op.user.id}&from=${today}&to=${today}`)).rows).toHaveLength(3);
    expect((await list(`actor=${op.user.id}&from=${tomorrow}`)).rows).toHaveLength(0);

    const first = await list(`actor=${op.user.id}&limit=2`);
    expect(first.rows).toHaveLength(2);
    const second = await list(`actor=${op.user.id}&limit=2&before=${first.nextCursor}`);
    expect(second.rows.map((r) => r.reason)).toEqual(['First correction']);
    expect(second.nextCursor).toBeNull();
  });

  it.each(['from=yesterday', 'to=2026-13-01', 'limit=0', 'before=-1', 'who=me'])(
    'refuses ?%s with 400',
    async (q) => {
      const op = await operator();
      expect((await op.client.get(`/api/admin/audit?${q}`)).status).toBe(400);
    },
  );

  it('is refused to a moderator', async () => {
    const mod = await operator('MODERATOR');
    expect((await mod.client.get('/api/admin/audit')).status).toBe(403);
    expect((await mod.client.get('/api/admin/users')).status).toBe(403);
  });
});
