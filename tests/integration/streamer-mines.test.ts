import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseUnboxGame } from '../../games/case-unbox/game';
import { REVEAL_SLACK_MS } from '../../games/pace';
import { queryRows } from '../../src/server/db/client';
import { pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Capture routes for mines and case opening: a browser source (a socket with a capture
// token, no session) hears each step of its owner's mines game as it commits, with no mine
// before the game has ended, and their case openings with the reels' hold; never another
// player's play, and nothing for a step that was refused.

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

/** A joined browser source of the player's, and every capture event it hears, in order. */
async function captureOf(client: Client) {
  const { body } = await client.post('/api/users/me/capture-tokens', { label: 'OBS' });
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  const ack = await socket.timeout(5000).emitWithAck('capture.join', {
    data: { token: body.secret },
  });
  expect(ack).toEqual({ data: { watching: true } });
  const heard: { event: string; data: Record<string, unknown> }[] = [];
  socket.onAny((event: string, payload: { data: Record<string, unknown> }) =>
    heard.push({ event, data: payload.data }),
  );
  return { socket, heard };
}

/** The mines of the player's active game, read from the database (the test picks on purpose). */
async function minesOf(userId: string): Promise<number[]> {
  const [row] = await queryRows<{ mine_positions: number[] }>(
    t.app.services.db,
    sql`SELECT mine_positions FROM mines_games WHERE user_id = ${userId} AND state = 'active'`,
  );
  return row!.mine_positions.map(Number);
}

const safeTiles = (mines: number[]) => [...Array(25).keys()].filter((t) => !mines.includes(t));

describe('mines capture', () => {
  it('tells each step as it commits: the board without stake, payout or mines until the end', async () => {
    const { client, user } = await player();
    const { socket, heard } = await captureOf(client);

    const started = nextEvent(socket, 'capture.mines');
    const start = await client.post('/api/games/mines/start', { amount: 100, mines: 3 });
    expect(start.status).toBe(200);
    const id = start.body.game.id;
    expect((await started).data).toEqual({
      step: 'start',
      board: { id, mines: 3, revealed: [], state: 'active', minePositions: null },
      revealInMs: REVEAL_SLACK_MS,
    });

    const mines = await minesOf(user.id);
    const [first, second] = safeTiles(mines);
    const revealed = nextEvent(socket, 'capture.mines');
    expect((await client.post('/api/games/mines/reveal', { tile: first })).status).toBe(200);
    expect((await revealed).data).toEqual({
      step: 'reveal',
      tile: first,
      board: { id, mines: 3, revealed: [first], state: 'active', minePositions: null },
      revealInMs: REVEAL_SLACK_MS,
    });

    // A refused step (the same tile again) tells nothing.
    expect((await client.post('/api/games/mines/reveal', { tile: first })).status).toBe(409);
    expect((await client.post('/api/games/mines/reveal', { tile: second })).status).toBe(200);

    const cashed = nextEvent(socket, 'capture.mines');
    const cashout = await client.post('/api/games/mines/cashout');
    expect(cashout.status).toBe(200);
    expect((await cashed).data).toEqual({
      step: 'cashout',
      board: {
        id,
        mines: 3,
        revealed: [first, second],
        state: 'cashed',
        minePositions: [...mines].sort((a, b) => a - b),
      },
      revealInMs: REVEAL_SLACK_MS,
    });

    await pause(100);
    const steps = heard.filter(({ event }) => event === 'capture.mines');
    expect(steps.map(({ data }) => data.step)).toEqual(['start', 'reveal', 'reveal', 'cashout']);
    // No mine of the game reached the source before it ended, and never an amount.
    for (const { data } of steps.slice(0, 3)) {
      expect((data.board as { minePositions: unknown }).minePositions).toBeNull();
    }
    expect(JSON.stringify(steps)).not.toMatch(/amount|payout|balance|multiplier/);
    expect(heard.map(({ event }) => event)).toEqual(steps.map(() => 'capture.mines'));
  });

  it('shows a mine hit with every mine, and nothing of another player’s game', async () => {
    const { client, user } = await player();
    const other = await player();
    const { socket, heard } = await captureOf(client);

    // Another player's whole game: the source hears none of it.
    expect(
      (await other.client.post('/api/games/mines/start', { amount: 100, mines: 5 })).status,
    ).toBe(200);
    const [theirMine] = await minesOf(other.user.id);
    expect((await other.client.post('/api/games/mines/reveal', { tile: theirMine })).status).toBe(
      200,
    );
    await pause(300);
    expect(heard).toEqual([]);

    expect((await client.post('/api/games/mines/start', { amount: 100, mines: 5 })).status).toBe(
      200,
    );
    const mines = await minesOf(user.id);
    const busted = new Promise<{ data: Record<string, unknown> }>((resolve) =>
      socket.on('capture.mines', (payload: { data: { step: string } }) => {
        if (payload.data.step === 'reveal') resolve(payload);
      }),
    );
    const hit = await client.post('/api/games/mines/reveal', { tile: mines[2] });
    expect(hit.body.game.state).toBe('busted');
    expect((await busted).data).toMatchObject({
      step: 'reveal',
      tile: mines[2],
      board: {
        revealed: [mines[2]],
        state: 'busted',
        minePositions: [...mines].sort((a, b) => a - b),
      },
    });
  });
});

describe('case opening capture', () => {
  it('tells the owner’s openings with the reels the tab spins and their hold', async () => {
    const box = await makeCase(t);
    const { client } = await player();
    const other = await player();
    const { socket, heard } = await captureOf(client);

    // Another player's opening, and a refused one of the owner's, tell nothing.
    expect((await other.client.post(`/api/cases/${box.slug}/open`, { count: 1 })).status).toBe(200);
    expect((await client.post('/api/cases/no-such-case/open', { count: 1 })).status).toBe(404);
    await pause(300);
    expect(heard).toEqual([]);

    const told = nextEvent(socket, 'capture.case-opening');
    const opened = await client.post(`/api/cases/${box.slug}/open`, { count: 2, pace: 'turbo' });
    expect(opened.status).toBe(200);
    const detail = (await client.get(`/api/cases/${box.slug}`)).body.case;
    const animationMs = Math.ceil(caseUnboxGame.revealMs(2, 'turbo'));
    expect((await told).data).toEqual({
      case: { slug: box.slug, name: detail.name, price: box.price, items: detail.items },
      openings: opened.body.openings.map(({ id, item }: { id: string; item: unknown }) => ({
        id,
        item,
      })),
      pace: 'turbo',
      revealInMs: animationMs + REVEAL_SLACK_MS,
      animationMs,
    });
  });
});
