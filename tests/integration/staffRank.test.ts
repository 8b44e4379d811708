import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { testConfig } from '../../src/server/config';
import { enableTwoFactor, twoFactorPlayer } from '../helpers/cryptoCashier';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Staff act only on accounts below their own role (SUPER_ADMIN > ADMIN > MODERATOR > the
// rest), never on their own rank, themselves included; only a SUPER_ADMIN, the top, acts on
// a SUPER_ADMIN. A refusal is 403 naming both roles, and changes nothing.

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  const base = testConfig();
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    cryptoCashier: { ...base.cryptoCashier, approvalAbove: 30_000 },
    kyc: {
      ...base.kyc,
      documentsDir: await mkdtemp(join(tmpdir(), 'staff-rank-')),
      maxDocumentBytes: 4_096,
    },
  });
}, 240_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

type Role = 'SUPER_ADMIN' | 'ADMIN' | 'MODERATOR' | 'PLAYER';
interface Member {
  client: Client;
  id: string;
  role: Role;
}

async function member(role: Role, client = new Client(t.url, t.origin)): Promise<Member> {
  const id = client.cookie
    ? ((await client.get('/api/users/me')).body.user.id as string)
    : (await client.register()).id;
  if (role !== 'PLAYER') await grantRole(t.app.services.db, id, role);
  return { client, id, role };
}

async function stateOf(id: string) {
  const [row] = await queryRows<{
    banned: boolean;
    muted: boolean;
    roles: string[];
    audits: number;
  }>(
    t.app.services.db,
    sql`SELECT banned_until IS NOT NULL AS banned, muted_until IS NOT NULL AS muted, roles,
               (SELECT count(*)::int FROM audit_log WHERE target_id = ${id}) AS audits
        FROM users WHERE id = ${id}`,
  );
  return { ...row!, balance: await balanceOf(id) };
}

async function balanceOf(id: string): Promise<number> {
  const [row] = await queryRows<{ balance: string }>(
    t.app.services.db,
    sql`SELECT balance FROM wallet_accounts WHERE kind = 'user' AND user_id = ${id}`,
  );
  return Number(row!.balance);
}

const hour = () => new Date(Date.now() + 3_600_000).toISOString();
const actions = {
  ban: (actor: Member, target: Member) =>
    actor.client.post('/api/admin/users/ban', {
      userId: target.id,
      until: hour(),
      reason: 'rank check',
    }),
  mute: (actor: Member, target: Member) =>
    actor.client.post('/api/admin/users/mute', {
      userId: target.id,
      until: hour(),
      reason: 'rank check',
    }),
  adjust: (actor: Member, target: Member) =>
    actor.client.post('/api/admin/users/balance', {
      userId: target.id,
      amount: 12_345,
      reason: 'rank check',
    }),
};

function expectOutranked(
  res: { status: number; body: { error?: { code: string; message: string } } },
  actor: Role,
  target: Role,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.error).toEqual({
    code: 'OUTRANKED',
    message: `Your role (${actor}) does not outrank this account's (${target}): staff act only on accounts of a lower role`,
  });
}

describe('staff never act on a higher or equal rank', () => {
  it('an ADMIN cannot ban, mute or adjust the balance of the SUPER_ADMIN', async () => {
    const admin = await member('ADMIN');
    const boss = await member('SUPER_ADMIN');
    const before = await stateOf(boss.id);
    for (const act of Object.values(actions))
      expectOutranked(await act(admin, boss), 'ADMIN', 'SUPER_ADMIN');
    expect(await stateOf(boss.id)).toEqual(before);
    // The boss's session still works: no ban ended it.
    expect((await boss.client.get('/api/users/me')).status).toBe(200);
  });

  it('nobody acts on their own rank, themselves included (but a SUPER_ADMIN)', async () => {
    const [admin, otherAdmin] = [await member('ADMIN'), await member('ADMIN')];
    const [mod, otherMod] = [await member('MODERATOR'), await member('MODERATOR')];
    for (const target of [otherAdmin]) {
      const before = await stateOf(target.id);
      for (const act of Object.values(actions))
        expectOutranked(await act(admin, target), 'ADMIN', 'ADMIN');
      expect(await stateOf(target.id)).toEqual(before);
    }
    // Their own balance is their own rank too.
    const own = await stateOf(admin.id);
    expectOutranked(await actions.adjust(admin, admin), 'ADMIN', 'ADMIN');
    expect(await stateOf(admin.id)).toEqual(own);

    for (const target of [otherMod, await member('ADMIN'), await member('SUPER_ADMIN')]) {
      const before = await stateOf(target.id);
      expectOutranked(await actions.mute(mod, target), 'MODERATOR', target.role);
      expect(await stateOf(target.id)).toEqual(before);
    }
  });

  it('each rank acts on the ranks below it', async () => {
    const boss = await member('SUPER_ADMIN');
    const admin = await member('ADMIN');
    const mod = await member('MODERATOR');
    // Money moves only on a staff member's fresh 2FA (enabling it validates the session).
    await enableTwoFactor(boss.client);
    await enableTwoFactor(admin.client);
    for (const [actor, target] of [
      [boss, await member('ADMIN')],
      [admin, await member('MODERATOR')],
      [admin, await member('PLAYER')],
    ] as const) {
      for (const [name, act] of Object.entries(actions)) {
        const res = await act(actor, target);
        expect(
          res.status,
          `${actor.role} ${name} ${target.role}: ${JSON.stringify(res.body)}`,
        ).toBe(200);
      }
      expect(await stateOf(target.id)).toMatchObject({ banned: true, muted: true, audits: 3 });
    }
    const player = await member('PLAYER');
    expect((await actions.mute(mod, player)).status).toBe(200);
    expect(await stateOf(player.id)).toMatchObject({ muted: true, audits: 1 });
  });

  it('a SUPER_ADMIN, the top rank, acts on another SUPER_ADMIN', async () => {
    const boss = await member('SUPER_ADMIN');
    const other = await member('SUPER_ADMIN');
    await enableTwoFactor(boss.client); // roles change only on a staff member's fresh 2FA
    expect((await actions.mute(boss, other)).status).toBe(200);
    const roles = await boss.client.post('/api/admin/users/roles', {
      userId: other.id,
      roles: ['PLAYER', 'ADMIN'],
      reason: 'rank check',
    });
    expect(roles.status).toBe(200);
    expect((await stateOf(other.id)).roles).toEqual(['PLAYER', 'ADMIN']);
    // Now an ADMIN, the other may no longer act on the SUPER_ADMIN.
    expectOutranked(await actions.mute(other, boss), 'ADMIN', 'SUPER_ADMIN');
  });
});

describe('reviews and chat follow the same rule', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200, 7),
  ]);

  async function pendingDocument(owner: Member): Promise<string> {
    const details = await owner.client.post('/api/kyc/details', {
      data: {
        fullName: 'Alex Example',
        dateOfBirth: '1990-04-12',
        country: 'DE',
        address: '1 Example Street, Berlin',
      },
    });
    expect(details.status).toBe(200);
    const res = await owner.client.post('/api/kyc/documents', {
      data: { level: 2, fileName: 'id.png', content: PNG.toString('base64') },
    });
    expect(res.status).toBe(200);
    return (res.body.kyc.documents as Array<{ id: string }>)[0]!.id;
  }

  it("an ADMIN cannot review the SUPER_ADMIN's KYC document; a SUPER_ADMIN can", async () => {
    const admin = await member('ADMIN');
    const boss = await member('SUPER_ADMIN');
    const document = await pendingDocument(boss);
    expectOutranked(
      await admin.client.post(`/api/admin/kyc/documents/${document}/reject`, {
        reason: 'Blurry picture',
      }),
      'ADMIN',
      'SUPER_ADMIN',
    );
    expectOutranked(
      await admin.client.post(`/api/admin/kyc/documents/${document}/approve`),
      'ADMIN',
      'SUPER_ADMIN',
    );
    expect((await boss.client.get('/api/kyc')).body.kyc.documents[0].status).toBe('pending');
    const other = await member('SUPER_ADMIN');
    expect((await other.client.post(`/api/admin/kyc/documents/${document}/approve`)).status).toBe(
      200,
    );

    const player = await member('PLAYER');
    const theirs = await pendingDocument(player);
    expect((await admin.client.post(`/api/admin/kyc/documents/${theirs}/approve`)).status).toBe(
      200,
    );
  });

  it("an ADMIN cannot decide the SUPER_ADMIN's withdrawal, nor their own", async () => {
    const withdraw = async (role: Role) => {
      const p = await twoFactorPlayer(t);
      const who = await member(role, p.client);
      const res = await p.client.post('/api/cashier/crypto/withdraw', {
        amount: 35_000,
        symbol: 'BTC',
        blockchain: 'BTC',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        code: p.code(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.transaction.status).toBe('PENDING_APPROVAL');
      return { who, id: res.body.transaction.id as string };
    };
    const admin = await member('ADMIN');
    const bosses = await withdraw('SUPER_ADMIN');
    const own = await withdraw('ADMIN');
    for (const [actor, { who, id }] of [
      [admin, bosses],
      [own.who, own],
    ] as const) {
      for (const [path, body] of [
        ['approve', { id }],
        ['reject', { id, reason: 'Address on a blocklist' }],
      ] as const)
        expectOutranked(
          await actor.client.post(`/api/admin/cashier/withdrawals/${path}`, body),
          'ADMIN',
          who.role,
        );
    }
    const pending = (await admin.client.get('/api/admin/cashier/withdrawals')).body.withdrawals;
    expect(pending.map((w: { id: string }) => w.id)).toEqual(
      expect.arrayContaining([bosses.id, own.id]),
    );
    // A SUPER_ADMIN decides the ADMIN's.
    const boss = await member('SUPER_ADMIN');
    await enableTwoFactor(boss.client); // money moves only on a staff member's fresh 2FA
    const approved = await boss.client.post('/api/admin/cashier/withdrawals/approve', {
      id: own.id,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it("a MODERATOR cannot remove an ADMIN's chat message, only lower ranks' and their own", async () => {
    const say = async (who: Member, text: string) => {
      const socket = await who.client.socket();
      sockets.push(socket);
      const ack = await socket.timeout(5000).emitWithAck('chat.send-message', {
        data: { channel: 'en', blocks: [{ type: 'TEXT', value: text }] },
      });
      expect(ack.data?.id, JSON.stringify(ack)).toBeDefined();
      return ack.data.id as string;
    };
    const active = async (id: string) =>
      (
        await queryRows<{ active: boolean }>(
          t.app.services.db,
          sql`SELECT active FROM chat_messages WHERE id = ${id}`,
        )
      )[0]!.active;
    const remove = (who: Member, messageId: string) =>
      who.client.post('/api/moderation/remove-message', { data: { messageId } });

    const mod = await member('MODERATOR');
    const admin = await member('ADMIN');
    const player = await member('PLAYER');
    const [adminSaid, modSaid, playerSaid] = [
      await say(admin, 'from an admin'),
      await say(mod, 'from a moderator'),
      await say(player, 'from a player'),
    ];
    expectOutranked(await remove(mod, adminSaid), 'MODERATOR', 'ADMIN');
    expect(await active(adminSaid)).toBe(true);
    expect((await remove(mod, playerSaid)).status).toBe(200);
    expect((await remove(mod, modSaid)).status).toBe(200);
    expect([await active(playerSaid), await active(modSaid)]).toEqual([false, false]);
    expect((await remove(admin, adminSaid)).status).toBe(200);
  });
});
