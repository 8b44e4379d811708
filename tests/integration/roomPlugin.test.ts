import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconFloats } from '../../games/fair/beaconDraw';
import { sha256Hex } from '../../games/fair/hash';
import { GAMES } from '../../games/registry';
import { queryRows } from '../../src/server/db/client';
import { type Beacon, BeaconError } from '../../src/server/domain/beacon/beacon';
import { RoomGame } from '../../src/server/domain/rooms/roomGame';
import { revealInMs } from '../../src/server/domain/settlement';
import type { HistoryGame } from '../../src/shared/contract/betHistory';
import { SHARED_POT_BET_SQL } from '../../src/server/domain/wallet/requirement/potGames';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { buildOpenApiDocument } from '../../src/shared/contract/openapi';
import type { RoomView } from '../../src/shared/contract/rooms';
import { eventually, pause } from '../helpers/notificationProbe';
import { type Parity, oddOrEven } from '../helpers/oddOrEvenGame';
import { balanceOf, registeredPlayer } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A room game added through its manifest alone: "odd or even" (tests/helpers/oddOrEvenGame.ts).
// Nothing of the site's code names it: its routes, its socket events and snapshot, its stakes and payouts (through
// Settlement) all come from the generic room driver, and the ledger stays balanced.

let t: TestApp;
let watcher: Socket;
const heard: RoomView[] = [];
const snapshots: Array<{ open: RoomView[] }> = [];

beforeAll(async () => {
  t = await startTestApp(
    {
      rateLimitPerMinute: 1_000_000, // the test polls the rooms
      rounds: { chainLength: 100, scheduled: false, beacon: { kind: 'local', periodMs: 40 } },
    },
    { extraGames: [oddOrEven] },
  );
  watcher = await new Client(t.url, t.origin).socket();
  watcher.on('odd-or-even.game', (payload: { data: { game: RoomView } }) =>
    heard.push(payload.data.game),
  );
  watcher.on('odd-or-even.games', (payload: { data: { open: RoomView[] } }) =>
    snapshots.push(payload.data),
  );
  expect(await watcher.emitWithAck('game:odd-or-even.subscribe')).toBe(true);
}, 180_000);
afterAll(async () => {
  watcher?.close();
  await t.close();
});

const player = () => registeredPlayer(t);
const roomOf = async (id: string) =>
  (await new Client(t.url, t.origin).get(`/api/games/odd-or-even/${id}`)).body.game as RoomView;

async function drawn(id: string, timeoutMs = 10_000): Promise<RoomView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const room = await roomOf(id);
    if (room.state === 'DRAWN') return room;
    if (Date.now() > deadline) throw new Error(`not drawn: ${JSON.stringify(room)}`);
    await pause(25);
  }
}

/** The outcome and payouts the fairness data shows, recomputed as any verifier would. */
function expectFair(room: RoomView) {
  expect(sha256Hex(room.serverSeed!)).toBe(room.serverSeedHash);
  const [float, roundingFloat] = beaconFloats(
    { serverSeed: room.serverSeed!, beaconValue: room.beaconValue!, round: 0, seat: 0 },
    2,
  ) as [number, number];
  const state = {
    amount: room.amount,
    creatorId: 'any',
    seats: room.seats.map((seat) => ({ userId: null, choice: seat.choice as Parity })),
  };
  const outcome = oddOrEven.outcome(state, [float, roundingFloat]);
  expect(room.outcome).toEqual(outcome);
  expect({ payouts: room.payouts, fee: room.fee }).toEqual(
    oddOrEven.settle(state, outcome, [float, roundingFloat]),
  );
}

const seatBets = (roomId: string) =>
  queryRows<{ user_id: string; game: string; amount: number; payout: number | null }>(
    t.app.services.db,
    sql`SELECT user_id, game, amount, payout FROM bets
        WHERE room_id = ${roomId} AND settled_at IS NOT NULL ORDER BY created_at`,
  );

describe('a room game added through its manifest alone', () => {
  it('gets its routes from the driver, stakes both seats and settles once through Settlement', async () => {
    const creator = await player();
    const joiner = await player();
    const stake = 1_235; // 3% of 24.70 is 0.741: the fee is rounded fairly to 0.74 or 0.75

    const created = await creator.client.post('/api/games/odd-or-even', {
      amount: stake,
      pick: 'odd',
    });
    expect(created.status).toBe(200);
    const open = created.body.game as RoomView;
    expect(open).toMatchObject({
      game: 'odd-or-even',
      state: 'OPEN',
      amount: stake,
      seats: [{ username: creator.user.username, house: false, choice: 'odd' }],
      fairness: null,
      serverSeed: null,
      outcome: null,
    });
    expect(created.body.balance).toBe(creator.balance - stake);
    const lists = (await new Client(t.url, t.origin).get('/api/games/odd-or-even')).body;
    expect(lists.open).toEqual(expect.arrayContaining([expect.objectContaining({ id: open.id })]));

    // A late subscriber gets the lobby's lists first, this room among the open ones.
    const late = await new Client(t.url, t.origin).socket();
    try {
      const snapshot = new Promise<{ open: RoomView[] }>((resolve) =>
        late.once('odd-or-even.games', (payload: { data: { open: RoomView[] } }) =>
          resolve(payload.data),
        ),
      );
      expect(await late.emitWithAck('game:odd-or-even.subscribe')).toBe(true);
      expect((await snapshot).open.map((room) => room.id)).toContain(open.id);
    } finally {
      late.close();
    }

    // Its own refusals: nothing moves.
    const own = await creator.client.post(`/api/games/odd-or-even/${open.id}/join`);
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe('You cannot join your own game');
    expect(await balanceOf(creator.client)).toBe(creator.balance - stake);

    const joined = await joiner.client.post(`/api/games/odd-or-even/${open.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.balance).toBe(joiner.balance - stake);
    const waiting = joined.body.game as RoomView;
    expect(waiting.seats[1]).toEqual({
      username: joiner.user.username,
      house: false,
      choice: 'even',
    });
    expect(waiting.fairness).toMatchObject({ beacon: 'local' });
    expect(waiting.serverSeed).toBeNull();
    const cancelled = await creator.client.post(`/api/games/odd-or-even/${open.id}/cancel`);
    expect(cancelled.status).toBe(409);

    const done = await drawn(open.id);
    expectFair(done);
    const [creatorPayout, joinerPayout] = done.payouts!;
    expect(creatorPayout! + joinerPayout! + done.fee!).toBe(2 * stake);
    expect([74, 75]).toContain(done.fee);
    expect(await balanceOf(creator.client)).toBe(creator.balance - stake + creatorPayout!);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance - stake + joinerPayout!);
    // One bet row per player seat, of the game's own kind, settled with what it paid.
    expect(await seatBets(open.id)).toEqual([
      { user_id: creator.user.id, game: 'odd-or-even', amount: stake, payout: creatorPayout },
      { user_id: joiner.user.id, game: 'odd-or-even', amount: stake, payout: joinerPayout },
    ]);
    // A stake into a pot another player shares is no wager against the house: the wagering
    // requirement's rule (potGames.ts) sees both seats of a room game as such, by room_id.
    const sharedPot = await queryRows<{ user_id: string }>(
      t.app.services.db,
      sql.raw(
        `SELECT b.user_id FROM bets b WHERE b.room_id = '${open.id}' AND ${SHARED_POT_BET_SQL}`,
      ),
    );
    expect(sharedPot.map((row) => row.user_id).sort()).toEqual(
      [creator.user.id, joiner.user.id].sort(),
    );

    // The channel heard the room open, fill and land, in that order.
    await eventually(
      () =>
        heard
          .filter((room) => room.id === open.id)
          .map((room) => room.state)
          .join() === 'OPEN,WAITING_FOR_BEACON,DRAWN',
      5_000,
      'the room heard open, filled and drawn',
    );
    expect(snapshots.length).toBeGreaterThanOrEqual(1);
    const recent = (await new Client(t.url, t.origin).get('/api/games/odd-or-even')).body.recent;
    expect(recent[0]).toMatchObject({ id: open.id, state: 'DRAWN' });
  });

  it('refuses bad input with its own schema and changes nothing', async () => {
    const creator = await player();
    const refused = await creator.client.post('/api/games/odd-or-even', {
      amount: 100,
      pick: 'prime',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/pick: Pick odd or even/);
    const stray = await creator.client.post('/api/games/odd-or-even', {
      amount: 100,
      pick: 'odd',
      payout: 1_000_000,
    });
    expect(stray.status).toBe(400);
    const signedOut = await new Client(t.url, t.origin).post('/api/games/odd-or-even', {
      amount: 100,
      pick: 'odd',
    });
    expect(signedOut.status).toBe(401);
    const missing = await creator.client.post(
      '/api/games/odd-or-even/00000000-0000-4000-8000-000000000000/join',
    );
    expect(missing.status).toBe(404);
    expect(await balanceOf(creator.client)).toBe(creator.balance);
  });

  it('cancels an open room with the stake back, once, and caps open rooms per player', async () => {
    const creator = await player();
    const { body } = await creator.client.post('/api/games/odd-or-even', {
      amount: 500,
      pick: 'even',
    });
    const other = await player();
    const notYours = await other.client.post(`/api/games/odd-or-even/${body.game.id}/cancel`);
    expect(notYours.status).toBe(409);
    const cancelled = await creator.client.post(`/api/games/odd-or-even/${body.game.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.game.state).toBe('CANCELLED');
    expect(cancelled.body.balance).toBe(creator.balance);
    const again = await creator.client.post(`/api/games/odd-or-even/${body.game.id}/cancel`);
    expect(again.status).toBe(409);
    expect(await balanceOf(creator.client)).toBe(creator.balance);

    const answers = await Promise.all(
      Array.from({ length: oddOrEven.maxOpenPerPlayer + 2 }, () =>
        creator.client.post('/api/games/odd-or-even', { amount: 100, pick: 'odd' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(oddOrEven.maxOpenPerPlayer);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    expect(await balanceOf(creator.client)).toBe(
      creator.balance - 100 * oddOrEven.maxOpenPerPlayer,
    );
  });

  it('plays against the house seat: the house stakes nothing and keeps what it wins', async () => {
    const creator = await player();
    const { body } = await creator.client.post('/api/games/odd-or-even', {
      amount: 800,
      pick: 'odd',
    });
    const stranger = await player();
    expect((await stranger.client.post(`/api/games/odd-or-even/${body.game.id}/bot`)).status).toBe(
      409,
    );
    const housed = await creator.client.post(`/api/games/odd-or-even/${body.game.id}/bot`);
    expect(housed.status).toBe(200);
    expect(housed.body.game.seats[1]).toEqual({ username: null, house: true, choice: 'even' });
    const done = await drawn(body.game.id);
    expectFair(done);
    expect(await balanceOf(creator.client)).toBe(creator.balance - 800 + done.payouts![0]!);
    expect(await seatBets(body.game.id)).toHaveLength(1);
  });

  it("sends each change of a player's room to their browser source as capture.<kind>", async () => {
    const creator = await player();
    const { body: token } = await creator.client.post('/api/users/me/capture-tokens', {
      label: 'OBS',
    });
    const source = await new Client(t.url, t.origin).socket();
    try {
      const heardByCapture: Array<{ name: string; game: RoomView }> = [];
      source.onAny((name: string, payload: { data: { game: RoomView } }) => {
        if (name.startsWith('capture.')) heardByCapture.push({ name, game: payload.data.game });
      });
      expect(
        await source.timeout(5000).emitWithAck('capture.join', { data: { token: token.secret } }),
      ).toEqual({ data: { watching: true } });
      // Another player's room is not the creator's: the source hears nothing of it.
      const other = await player();
      const { body: theirs } = await other.client.post('/api/games/odd-or-even', {
        amount: 100,
        pick: 'odd',
      });
      await other.client.post(`/api/games/odd-or-even/${theirs.game.id}/bot`);
      const { body } = await creator.client.post('/api/games/odd-or-even', {
        amount: 100,
        pick: 'even',
      });
      await creator.client.post(`/api/games/odd-or-even/${body.game.id}/bot`);
      const done = await drawn(body.game.id);
      await drawn(theirs.game.id);
      await eventually(() => heardByCapture.at(-1)?.game.state === 'DRAWN');
      expect(heardByCapture.map(({ name }) => name)).toEqual(
        heardByCapture.map(() => 'capture.odd-or-even'),
      );
      expect(heardByCapture.map(({ game }) => [game.id, game.state])).toEqual([
        [body.game.id, 'OPEN'],
        [body.game.id, 'WAITING_FOR_BEACON'],
        [body.game.id, 'DRAWN'],
      ]);
      expect(heardByCapture.at(-1)!.game).toEqual(done);
    } finally {
      source.close();
    }
  });

  it('refunds every seat once when its beacon round never verifies', async () => {
    const { services } = t.app;
    const silent: Beacon = {
      kind: 'drand-quicknet',
      label: 'drand quicknet (unreachable)',
      isLocal: false,
      futureRound: async (now) => ({
        beacon: 'drand-quicknet',
        round: 9_100_000,
        expectedAt: now + 3_000,
      }),
      roundAfter: async (now) => ({
        beacon: 'drand-quicknet',
        round: 9_100_000,
        expectedAt: now + 3_000,
      }),
      read: () => Promise.reject(new BeaconError('unavailable', 'no relay answered')),
    };
    const room = new RoomGame(oddOrEven, { ...services, beacon: silent, refundAfterMs: 60_000 });
    try {
      const creator = await player();
      const joiner = await player();
      const body = { amount: 300, pick: 'odd' };
      const { game } = await room.create(creator.user.id, body);
      await room.join(joiner.user.id, game.id, {});
      expect(await room.driver.refundStalled(Date.now())).toEqual([]);
      expect(await room.driver.refundStalled(Date.now() + 10 * 60_000)).toEqual([game.id]);
      expect(await room.driver.refundStalled(Date.now() + 10 * 60_000)).toEqual([]);
      expect((await roomOf(game.id)).state).toBe('REFUNDED');
      expect(await balanceOf(creator.client)).toBe(creator.balance);
      expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    } finally {
      room.driver.stop();
    }
  });

  it("lists each seat in its player's bet history once the draw has landed, not before", async () => {
    const creator = await player();
    const joiner = await player();
    const created = await creator.client.post('/api/games/odd-or-even', {
      amount: 500,
      pick: 'even',
    });
    const id = (created.body.game as RoomView).id;
    expect((await joiner.client.post(`/api/games/odd-or-even/${id}/join`)).status).toBe(200);
    const room = await drawn(id);
    // The room's draw landed `ms` ago, as far as the history's clock can tell.
    const drawnAgo = (ms: number) =>
      t.app.services.db.execute(
        sql`UPDATE rooms SET drawn_at = clock_timestamp() - make_interval(secs => ${ms / 1000})
            WHERE id = ${id}`,
      );
    const seatsOf = async (userId: string) =>
      (await t.app.services.betHistory.list(userId, { game: 'odd-or-even' as HistoryGame })).filter(
        (bet) => 'gameId' in bet.fairness && bet.fairness.gameId === id,
      );
    // Its window: the game's longest reveal (400 ms) plus the slack every game waits.
    const window = revealInMs(oddOrEven.longestRevealMs);
    await drawnAgo(window - 200);
    expect(await seatsOf(creator.user.id)).toEqual([]);
    expect(await seatsOf(joiner.user.id)).toEqual([]);

    await drawnAgo(window + 50);
    for (const [who, seat] of [
      [creator, 0],
      [joiner, 1],
    ] as const) {
      expect(await seatsOf(who.user.id)).toEqual([
        expect.objectContaining({
          game: 'odd-or-even',
          amount: 500,
          payout: room.payouts![seat],
          fairness: {
            gameId: id,
            serverSeedHash: room.serverSeedHash,
            serverSeed: room.serverSeed,
            beaconLabel: room.fairness!.beaconLabel,
            beaconRound: room.fairness!.round,
            beaconValue: room.beaconValue,
          },
          outcome: { choice: room.seats[seat]!.choice, outcome: room.outcome, cancelled: false },
        }),
      ]);
    }
  });

  it('keeps the ledger balanced, the site registry and its contract untouched', async () => {
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
    expect(GAMES.map((game) => game.kind)).not.toContain('odd-or-even');
    const contract = buildOpenApiDocument({ title: 'site', version: '1' });
    expect(JSON.stringify(Object.keys(contract.paths))).not.toContain('odd-or-even');
  });
});
