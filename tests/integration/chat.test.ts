import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { testConfig } from '../../src/server/config';
import { grantRole } from '../helpers/promote';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Rules tight enough to reach in a test: 4 messages per 10 s, 30 s slow mode in the
// language channels (none in VIP), VIP from level 3, three messages of history.
const CHAT = {
  ...testConfig().chat,
  rateLimit: { count: 4, windowSeconds: 10 },
  slowModeSeconds: 30,
  vipSlowModeSeconds: 0,
  vipMinLevel: 3,
  historySize: 3,
  repeatWindowSeconds: 60,
};

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp({ chat: CHAT });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

interface Player {
  client: Client;
  id: string;
  username: string;
  socket: Socket;
}

async function player(role?: string): Promise<Player> {
  const client = new Client(t.url);
  const user = await client.register();
  if (role) await grantRole(t.app.services.db, user.id, role);
  const socket = await client.socket();
  sockets.push(socket);
  return { client, id: user.id, username: user.username, socket };
}

async function visitor(): Promise<Socket> {
  const socket = await new Client(t.url).socket();
  sockets.push(socket);
  return socket;
}

type Ack = { data?: { id: string }; error?: { message: string; code?: string } };

function send(socket: Socket, channel: string, value: string): Promise<Ack> {
  return socket
    .timeout(5000)
    .emitWithAck('chat.send-message', { data: { channel, blocks: [{ type: 'TEXT', value }] } });
}

async function messageCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.services.db,
    sql`SELECT count(*)::int AS n FROM chat_messages`,
  );
  return row!.n;
}

/** Waits for an event whose payload passes `test`, ignoring others. */
function eventWhere<T>(socket: Socket, event: string, test: (payload: T) => boolean, ms = 5000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

describe('sending and receiving', () => {
  it('delivers a message with a mention to the other player and to visitors', async () => {
    const [alice, bob] = [await player(), await player()];
    const watcher = await visitor();
    const atBob = eventWhere<{ data: { message: { _id: string; blocks: { type: string }[] } } }>(
      bob.socket,
      'chat.new-message',
      (p) => p.data.message.blocks.some((b) => b.type === 'MENTION'),
    );
    const atVisitor = nextEvent(watcher, 'chat.new-message');

    const ack = await send(alice.socket, 'en', `gg @${bob.username} :fire: <script>x</script>`);
    expect(ack.error).toBeUndefined();
    const heard = await atBob;
    expect(heard.data.message).toMatchObject({
      _id: ack.data!.id,
      channel: 'en',
      active: true,
      user: { id: alice.id, username: alice.username, level: 0, avatar: null },
      blocks: [
        { type: 'TEXT', value: 'gg ' },
        { type: 'MENTION', userId: bob.id, username: bob.username },
        { type: 'TEXT', value: ' ' },
        { type: 'EMOTE', _id: 'fire', name: 'fire', image: '/emotes/fire.svg' },
        { type: 'TEXT', value: ' <script>x</script>' },
      ],
    });
    expect((await atVisitor).data.message._id).toBe(ack.data!.id);
  });

  it('refuses a socket that is not logged in', async () => {
    const before = await messageCount();
    const ack = await send(await visitor(), 'en', 'hello');
    expect(ack.error?.message).toBe('You must be authenticated to perform this action');
    expect(await messageCount()).toBe(before);
  });

  it.each([
    ['no payload', undefined, /^Send a message as \{ data: \{ channel, blocks \} \}$/],
    ['a string', 'hello', /^Send a message as/],
    ['null', null, /^Send a message as/],
    ['no blocks', { data: { channel: 'en' } }, /^data\.blocks/],
    [
      'an unknown channel',
      { data: { channel: 'xx', blocks: [{ type: 'TEXT', value: 'hi' }] } },
      /Unknown chat channel/,
    ],
    [
      'a malformed channel',
      { data: { channel: 'EN<>', blocks: [{ type: 'TEXT', value: 'hi' }] } },
      /Unknown chat channel/,
    ],
    [
      'an oversized text',
      { data: { channel: 'en', blocks: [{ type: 'TEXT', value: 'x'.repeat(501) }] } },
      /at most 500 characters/,
    ],
    [
      'a CURRENCY block',
      { data: { channel: 'en', blocks: [{ type: 'CURRENCY', amount: 100 }] } },
      /only text, mentions/,
    ],
    [
      'a player-set hyperlink',
      {
        data: {
          channel: 'en',
          blocks: [{ type: 'TEXT', value: 'hi', modifiers: { hyperlink: 'https://evil.example' } }],
        },
      },
      /Unknown field: hyperlink/,
    ],
    [
      'an extra field',
      { data: { channel: 'en', blocks: [{ type: 'TEXT', value: 'hi' }] }, admin: true },
      /Unknown field: admin/,
    ],
    [
      'a negative-looking block list',
      { data: { channel: 'en', blocks: -1 } },
      /Blocks must be a list/,
    ],
    [
      'a link to a host not allowed',
      {
        data: {
          channel: 'en',
          blocks: [{ type: 'TEXT', value: 'see https://skins.example/free' }],
        },
      },
      /Links to skins\.example are not allowed in chat/,
    ],
    [
      'an empty message',
      { data: { channel: 'en', blocks: [{ type: 'TEXT', value: '\u200B \u202E' }] } },
      /cannot be empty/,
    ],
  ])('refuses %s in the acknowledgement, storing nothing', async (_name, payload, message) => {
    const { socket } = await player();
    const before = await messageCount();
    const ack: Ack =
      payload === undefined
        ? await socket.timeout(5000).emitWithAck('chat.send-message')
        : await socket.timeout(5000).emitWithAck('chat.send-message', payload);
    expect(ack.error?.message).toMatch(message);
    expect(await messageCount()).toBe(before);
  });
});

describe('rules', () => {
  it('limits messages per window across channels', async () => {
    const { socket } = await player();
    for (const channel of ['en', 'ru', 'tr', 'es'])
      expect((await send(socket, channel, `hello ${channel}`)).error).toBeUndefined();
    const ack = await send(socket, 'en', 'one more');
    expect(ack.error?.message).toMatch(/^You are sending messages too fast; wait \d+ s$/);
  });

  it('applies slow mode per channel', async () => {
    const { socket } = await player();
    expect((await send(socket, 'en', 'first')).error).toBeUndefined();
    expect((await send(socket, 'en', 'second')).error?.message).toMatch(
      /^Slow mode is on in this channel: wait (29|30) s$/,
    );
    expect((await send(socket, 'ru', 'second')).error).toBeUndefined();
  });

  it('refuses the same message again, even in another channel', async () => {
    const { socket } = await player();
    expect((await send(socket, 'en', 'Free gems?')).error).toBeUndefined();
    expect((await send(socket, 'ru', '  free   GEMS? ')).error?.message).toBe(
      'You already sent that message; say something new',
    );
  });

  it('keeps the VIP channel to its minimum level', async () => {
    const p = await player();
    const refused = await send(p.socket, 'vip', 'let me in');
    expect(refused.error?.message).toBe(
      'The VIP channel is for level 3 and above (you are level 0)',
    );
    await t.app.services.db.execute(sql`UPDATE users SET xp = 7000 WHERE id = ${p.id}`);
    expect((await send(p.socket, 'vip', 'let me in')).error).toBeUndefined();
  });

  it('keeps every channel to CHAT_MIN_LEVEL when one is set', async () => {
    const strict = await startTestApp({ chat: { ...CHAT, minLevel: 1 } });
    try {
      const client = new Client(strict.url);
      const user = await client.register();
      const socket = await client.socket();
      expect((await send(socket, 'en', 'hello')).error?.message).toBe(
        'You need level 1 to chat (you are level 0)',
      );
      // 1,000 XP is level 1.
      await strict.app.services.db.execute(sql`UPDATE users SET xp = 1000 WHERE id = ${user.id}`);
      expect((await send(socket, 'en', 'hello')).error).toBeUndefined();
      socket.close();
    } finally {
      await strict.close();
    }
  });

  it('refuses a muted player with the time left, and lets them talk once unmuted', async () => {
    const [mod, p] = [await player('MODERATOR'), await player()];
    const until = new Date(Date.now() + 4 * 60_000).toISOString();
    const muted = await mod.client.post('/api/admin/users/mute', {
      userId: p.id,
      until,
      reason: 'Spamming links',
    });
    expect(muted.status).toBe(200);
    expect((await send(p.socket, 'en', 'can I talk?')).error?.message).toBe(
      'You are muted for 4 minutes',
    );

    const list = await mod.client.get('/api/moderation/muted-users');
    expect(list.status).toBe(200);
    expect(list.body.users).toContainEqual({
      user: { id: p.id, username: p.username, avatar: null, level: 0 },
      mutedUntil: until,
      reason: 'Spamming links',
      mutedBy: mod.username,
    });
    expect((await p.client.get('/api/moderation/muted-users')).status).toBe(403);

    await mod.client.post('/api/admin/users/mute', { userId: p.id, until: null, reason: 'Served' });
    const after = await mod.client.get('/api/moderation/muted-users');
    expect(after.body.users.map((u: { user: { id: string } }) => u.user.id)).not.toContain(p.id);
    expect((await send(p.socket, 'en', 'can I talk?')).error).toBeUndefined();
  });

  it('refuses a banned player', async () => {
    const [admin, p] = [await player('ADMIN'), await player()];
    await admin.client.post('/api/admin/users/ban', {
      userId: p.id,
      until: new Date(Date.now() + 86_400_000).toISOString(),
      reason: 'Chargeback fraud',
    });
    // The ban ended the player's session, so their socket no longer speaks for them...
    expect((await send(p.socket, 'en', 'still here')).error?.code).toBe('UNAUTHENTICATED');
    // ...and the chat's own rule refuses them anyway (a socket that raced the ban).
    await expect(
      t.app.services.chat.service.send(p.id, {
        channel: 'en',
        blocks: [{ type: 'TEXT', value: 'still here' }],
      }),
    ).rejects.toThrow(/^This account is banned until /);
  });
});

describe('history', () => {
  it('answers the newest messages of each channel, newest last, bounded', async () => {
    // Staff skip levels and slow mode, so two of them can fill VIP quickly.
    const [a, b] = [await player('MODERATOR'), await player('MODERATOR')];
    for (const [who, text] of [
      [a, 'one'],
      [a, 'two'],
      [b, 'three'],
      [b, 'four'],
    ] as const)
      expect((await send(who.socket, 'vip', `${text} ${a.username}`)).error).toBeUndefined();

    const res = await new Client(t.url).get('/api/chat/history');
    expect(res.status).toBe(200);
    const channels = res.body.chat.channels;
    expect(channels.map((c: { channel: string }) => c.channel)).toEqual([
      'en',
      'ru',
      'tr',
      'es',
      'vip',
    ]);
    const vip = channels.find((c: { channel: string }) => c.channel === 'vip');
    expect(vip).toMatchObject({ name: 'VIP', minLevel: 3, slowModeSeconds: 0 });
    expect(vip.messages.map((m: { blocks: { value: string }[] }) => m.blocks[0]!.value)).toEqual([
      `two ${a.username}`,
      `three ${a.username}`,
      `four ${a.username}`,
    ]);
    for (const c of channels) expect(c.messages.length).toBeLessThanOrEqual(3);
    expect(res.body.chat.maxLength).toBe(CHAT.maxLength);
  });

  it('shares one read among the pages opened within its time, and reads again once chat changes anywhere', async () => {
    const texts = async () => {
      const res = await new Client(t.url).get('/api/chat/history');
      return res.body.chat.channels.flatMap((c: { messages: { blocks: { value: string }[] }[] }) =>
        c.messages.map((m) => m.blocks[0]!.value),
      ) as string[];
    };
    await texts();
    // Another process's post: this one never hears its domain event, only its broadcast.
    await queryRows(
      t.app.services.db,
      sql`INSERT INTO chat_messages (channel, user_id, blocks, fingerprint)
          VALUES ('en', NULL, '[{"type":"TEXT","value":"posted on a peer"}]'::jsonb, '')`,
    );
    expect(await texts()).not.toContain('posted on a peer');
    await t.app.services.broadcast.publish('chat.changed', {});
    expect(await texts()).toContain('posted on a peer');

    // A post here clears it as it commits: the next page sees it at once.
    const poster = await player('MODERATOR');
    expect((await send(poster.socket, 'en', 'posted here')).error).toBeUndefined();
    expect(await texts()).toContain('posted here');
  });

  it('lists the emotes, each with its image', async () => {
    const res = await new Client(t.url).get('/api/emotes');
    expect(res.status).toBe(200);
    expect(res.body.emotes).toContainEqual({ _id: 'gg', name: 'gg', image: '/emotes/gg.svg' });
  });
});

describe('moderation', () => {
  it('a moderator removes a message for everyone, audited', async () => {
    const [author, reader, mod] = [await player(), await player(), await player('MODERATOR')];
    const ack = await send(author.socket, 'es', 'buy my account');
    const id = ack.data!.id;

    const removedFor = (socket: Socket) =>
      eventWhere<{ data: { id: string; active: boolean } }>(
        socket,
        'chat.update-message',
        (p) => p.data.id === id,
      );
    const seen = [removedFor(author.socket), removedFor(reader.socket)];
    const res = await mod.client.post('/api/moderation/remove-message', {
      data: { messageId: id },
    });
    expect(res.body).toEqual({ ok: true });
    for (const payload of await Promise.all(seen))
      expect(payload).toEqual({ data: { id, active: false } });

    const history = await new Client(t.url).get('/api/chat/history');
    const all = history.body.chat.channels.flatMap(
      (c: { messages: { _id: string }[] }) => c.messages,
    );
    expect(all.map((m: { _id: string }) => m._id)).not.toContain(id);

    // Removing again changes nothing and writes no second audit row.
    expect(
      (await mod.client.post('/api/moderation/remove-message', { data: { messageId: id } })).body,
    ).toEqual({ ok: true });
    const audit = await queryRows<{
      actor_id: string;
      details: { channel: string; authorId: string; text: string };
    }>(
      t.app.services.db,
      sql`SELECT actor_id, details FROM audit_log WHERE action = 'chat.message.remove' AND target_id = ${id}`,
    );
    expect(audit).toEqual([
      { actor_id: mod.id, details: { channel: 'es', authorId: author.id, text: 'buy my account' } },
    ]);
  });

  it('refuses removal by a player, and unknown or malformed ids', async () => {
    const [author, other, mod] = [await player(), await player(), await player('MODERATOR')];
    const id = (await send(author.socket, 'tr', 'keep me')).data!.id;
    const refused = await other.client.post('/api/moderation/remove-message', {
      data: { messageId: id },
    });
    expect(refused.status).toBe(403);
    const [row] = await queryRows<{ active: boolean }>(
      t.app.services.db,
      sql`SELECT active FROM chat_messages WHERE id = ${id}`,
    );
    expect(row!.active).toBe(true);

    for (const messageId of ['0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40', 'not-a-uuid']) {
      const res = await mod.client.post('/api/moderation/remove-message', { data: { messageId } });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('No such chat message');
    }
    expect((await mod.client.post('/api/moderation/remove-message', { data: {} })).status).toBe(
      400,
    );
    expect(
      (await new Client(t.url).post('/api/moderation/remove-message', { data: { messageId: id } }))
        .status,
    ).toBe(401);
  });
});

describe('player stats', () => {
  it('shows level, join date, bets and wagered', async () => {
    const p = await player();
    const bet = await p.client.post('/api/games/dice/bet', {
      amount: 250,
      target: 5050,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    const res = await new Client(t.url).get(`/api/users/${p.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.body.stats).toMatchObject({
      user: { id: p.id, username: p.username, level: 0, avatar: null },
      bets: 1,
      wagered: 250,
    });
    expect(Date.now() - Date.parse(res.body.stats.joinedAt)).toBeLessThan(60_000);

    const unknown = await new Client(t.url).get(
      '/api/users/0b6f2d1e-7c4a-4e8b-9f3d-2a1c5e7b9d40/stats',
    );
    expect(unknown.status).toBe(404);
    expect((await new Client(t.url).get('/api/users/not-a-uuid/stats')).status).toBe(400);
  });
});
