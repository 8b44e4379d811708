import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVEAL_SLACK_MS } from '../../games/pace';
import { diceGame } from '../../games/dice/game';
import { queryRows } from '../../src/server/db/client';
import { captureTokenHash } from '../../src/server/domain/streamer';
import { CAPTURE_TOKEN_LIMIT } from '../../src/shared/contract/streamer';
import { pause } from '../helpers/notificationProbe';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Streamer mode and capture links (issue 20): the switch is kept on the account and every
// tab hears it; a capture token (never the session) lets a browser source watch its owner's
// own bets, timed by the betting tab's hold, and a revocation drops it at once.

let t: TestApp;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

/** A socket with no session at all: what OBS's browser source is. */
async function bareSocket() {
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  return socket;
}

type Ack = { data?: { watching: true }; error?: { code: string; message: string } };
const join = (socket: Socket, token: unknown) =>
  socket.timeout(5000).emitWithAck('capture.join', { data: { token } }) as Promise<Ack>;

const roll = (client: Client, pace = 'normal') =>
  client.post('/api/games/dice/bet', { amount: 100, target: 5000, direction: 'over', pace });

describe('streamer mode', () => {
  it('is off at first, is kept on the account and reaches every tab', async () => {
    const { client } = await player();
    expect((await client.get('/api/users/me')).body.user.streamerMode).toBe(false);
    const tab = await client.socket();
    open.push(tab);
    const heard = nextEvent(tab, 'user.streamer-mode');

    const on = await client.post('/api/users/me/streamer-mode', { streamerMode: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ streamerMode: true });
    expect(await heard).toEqual({ data: { streamerMode: true } });
    expect((await client.get('/api/users/me')).body.user.streamerMode).toBe(true);

    expect(
      (await client.post('/api/users/me/streamer-mode', { streamerMode: false })).body,
    ).toEqual({ streamerMode: false });
    expect((await client.get('/api/users/me')).body.user.streamerMode).toBe(false);
  });

  it('needs a session and a boolean, and a refusal changes nothing', async () => {
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/users/me/streamer-mode', { streamerMode: true })).status).toBe(
      401,
    );
    const { client } = await player();
    for (const body of [{ streamerMode: 'yes' }, {}, { streamerMode: true, extra: 1 }]) {
      const bad = await client.post('/api/users/me/streamer-mode', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toMatch(/\S/);
    }
    expect((await client.get('/api/users/me')).body.user.streamerMode).toBe(false);
  });
});

describe('capture links', () => {
  it('are created with a label, listed without the token, and only the hash is stored', async () => {
    const { client, user } = await player();
    const made = await client.post('/api/users/me/capture-tokens', { label: '  OBS dice  ' });
    expect(made.status).toBe(200);
    expect(made.body.secret).toMatch(/^cap_[A-Za-z0-9_-]{43}$/);
    expect(made.body.token).toMatchObject({ label: 'OBS dice', lastUsedAt: null });

    const listed = await client.get('/api/users/me/capture-tokens');
    expect(listed.body).toEqual({ tokens: [made.body.token] });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);

    const rows = await queryRows<{ token_hash: string }>(
      t.app.services.db,
      sql`SELECT token_hash FROM capture_tokens WHERE user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ token_hash: captureTokenHash(made.body.secret) }]);
    expect(JSON.stringify(rows)).not.toContain(made.body.secret);
  });

  it('refuse a bad label, a stranger, a visitor and more than the limit', async () => {
    const { client } = await player();
    for (const label of ['', '   ', 'x'.repeat(33), 42]) {
      const bad = await client.post('/api/users/me/capture-tokens', { label });
      expect(bad.status, String(label)).toBe(400);
    }
    expect((await client.get('/api/users/me/capture-tokens')).body.tokens).toEqual([]);
    const visitor = new Client(t.url, t.origin);
    expect((await visitor.post('/api/users/me/capture-tokens', { label: 'x' })).status).toBe(401);
    expect((await visitor.get('/api/users/me/capture-tokens')).status).toBe(401);

    const made = await client.post('/api/users/me/capture-tokens', { label: 'mine' });
    const stranger = await player();
    const theirs = await stranger.client.post(
      `/api/users/me/capture-tokens/${made.body.token.id}/revoke`,
    );
    expect(theirs.status).toBe(404);
    expect((await client.get('/api/users/me/capture-tokens')).body.tokens).toHaveLength(1);
    expect((await client.post('/api/users/me/capture-tokens/not-a-uuid/revoke')).status).toBe(400);

    for (let i = 1; i < CAPTURE_TOKEN_LIMIT; i++)
      expect((await client.post('/api/users/me/capture-tokens', { label: `s${i}` })).status).toBe(
        200,
      );
    const over = await client.post('/api/users/me/capture-tokens', { label: 'one more' });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('CAPTURE_TOKEN_LIMIT');
    expect((await client.get('/api/users/me/capture-tokens')).body.tokens).toHaveLength(
      CAPTURE_TOKEN_LIMIT,
    );
  });

  it("let a socket without a session follow its owner's own bets, held like another tab", async () => {
    const { client } = await player();
    const other = await player();
    const { body } = await client.post('/api/users/me/capture-tokens', { label: 'OBS' });
    const source = await bareSocket();
    expect(await join(source, body.secret)).toEqual({ data: { watching: true } });

    const told = nextEvent(source, 'capture.bet');
    const bet = await roll(client);
    expect(bet.status).toBe(200);
    const { data } = await told;
    expect(data.bet).toEqual(bet.body.bet);
    const animationMs = Math.ceil(diceGame.revealMs(bet.body.bet.outcome, 'normal'));
    expect(data).toMatchObject({
      pace: 'normal',
      animationMs,
      revealInMs: animationMs + REVEAL_SLACK_MS,
    });

    // Another player's bets, and the owner's balance and chat, are none of its business.
    const heard: string[] = [];
    for (const event of ['capture.bet', 'user.balance', 'notification.new'])
      source.on(event, () => heard.push(event));
    expect((await roll(other.client)).status).toBe(200);
    await pause(300);
    expect(heard).toEqual([]);
    const said = (await source.timeout(5000).emitWithAck('chat.send-message', {
      data: { channel: 'en', blocks: [{ type: 'TEXT', value: 'hi' }] },
    })) as Ack;
    expect(said.error?.code).toBe('UNAUTHENTICATED');

    const used = (await client.get('/api/users/me/capture-tokens')).body.tokens[0];
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('refuse a wrong token, a malformed payload and the session token', async () => {
    const { client } = await player();
    const source = await bareSocket();
    expect((await join(source, 'cap_' + 'A'.repeat(43))).error?.code).toBe('INVALID_CAPTURE_TOKEN');
    expect((await join(source, 42)).error?.message).toMatch(/\S/);
    const ws = (await client.get('/api/auth/websocket')).body.data.token as string;
    expect((await join(source, ws)).error?.code).toBe('INVALID_CAPTURE_TOKEN');
    const heard: string[] = [];
    source.on('capture.bet', () => heard.push('capture.bet'));
    expect((await roll(client)).status).toBe(200);
    await pause(300);
    expect(heard).toEqual([]);
  });

  it('stop at once when revoked: told, disconnected, and refused afterwards', async () => {
    const { client } = await player();
    const { body } = await client.post('/api/users/me/capture-tokens', { label: 'OBS' });
    const keep = await client.post('/api/users/me/capture-tokens', { label: 'other scene' });
    const source = await bareSocket();
    const kept = await bareSocket();
    expect((await join(source, body.secret)).data).toEqual({ watching: true });
    expect((await join(kept, keep.body.secret)).data).toEqual({ watching: true });

    const revoked = nextEvent(source, 'capture.revoked');
    const closed = new Promise<string>((resolve) => source.once('disconnect', resolve));
    const res = await client.post(`/api/users/me/capture-tokens/${body.token.id}/revoke`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: body.token.id });
    expect(await revoked).toEqual({ data: {} });
    expect(await closed).toBe('io server disconnect');

    // The other link goes on; the revoked one is gone from the list and refused.
    const told = nextEvent(kept, 'capture.bet');
    expect((await roll(client, 'instant')).status).toBe(200);
    expect((await told).data.pace).toBe('instant');
    expect(
      (await client.get('/api/users/me/capture-tokens')).body.tokens.map(
        (token: { id: string }) => token.id,
      ),
    ).toEqual([keep.body.token.id]);
    const again = await bareSocket();
    expect((await join(again, body.secret)).error?.code).toBe('INVALID_CAPTURE_TOKEN');
    expect((await client.post(`/api/users/me/capture-tokens/${body.token.id}/revoke`)).status).toBe(
      404,
    );
  });
});
