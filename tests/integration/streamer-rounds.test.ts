import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPointE2FromRound } from '../../games/crash/core';
import { buildHashChain, roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import type { CrashRound } from '../../src/shared/contract/crash';
import type { RouletteRound } from '../../src/shared/contract/roulette';
import { publishCrashChain } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

// Capture links on the shared rounds (crash, roulette): a browser source watches the round
// through the game's public room, as any visitor does, and its capture room tells it which
// bets there are its owner's (placed, and for crash their cash-outs, by hand or by target).
// Nothing of another player's, and nothing of a result: that only comes from the public room.

const CHAIN_LENGTH = 200;

/** A crash chain whose first two rounds crash between 1.15x and 1.35x: short, and known to pay 1.10x. */
function crashChainOfShortRounds() {
  const chain = buildHashChain(sha256Hex('streamer-rounds-crash'), CHAIN_LENGTH, 50);
  for (let i = 0; ; i++) {
    const salt = sha256Hex(`salt-${i}`);
    const points = [1, 2].map((n) => crashPointE2FromRound(roundHashOf(chain, n), salt));
    if (points.every((point) => point >= 115 && point <= 135)) return { chain, salt, points };
  }
}

let t: TestApp;
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls the rounds
    rounds: {
      chainLength: CHAIN_LENGTH,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 20 },
      timing: {
        crash: { bettingMs: 1_500, resultMs: 300, tickMs: 20 },
        roulette: { bettingMs: 2_500, rollingMs: 400, resultMs: 300 },
      },
    },
  });
  const crash = crashChainOfShortRounds();
  await publishCrashChain(t.app.services.db, crash.chain, crash.salt);
  const roulette = rouletteChainWithSlots(['NOT_GREEN', 'NOT_GREEN'], 0, CHAIN_LENGTH);
  await publishRouletteChain(t.app.services.db, roulette.chain, roulette.salt);
  t.app.services.rounds.start(() => {});
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t?.close();
});

async function player() {
  const client = new Client(t.url, t.origin);
  await client.register();
  return client;
}

/** A socket with no session that joined its owner's capture link, and what it heard. */
async function browserSource(owner: Client, channel: string) {
  const { body } = await owner.post('/api/users/me/capture-tokens', { label: 'OBS' });
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  const heard: Array<[string, { data: Record<string, unknown> }]> = [];
  socket.onAny((event: string, payload: { data: Record<string, unknown> }) =>
    heard.push([event, payload]),
  );
  const joined = await socket.timeout(5000).emitWithAck('capture.join', {
    data: { token: body.secret },
  });
  expect(joined).toEqual({ data: { watching: true } });
  // What the embed does: the game's public room, as a visitor's page subscribes to it.
  expect(await socket.timeout(5000).emitWithAck(`${channel}.subscribe`)).toBe(true);
  const own = (event: string) =>
    heard.filter(([name]) => name === event).map(([, payload]) => payload.data);
  return { socket, heard, own };
}

async function until<R>(path: string, check: (round: R | null) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const round = (await new Client(t.url, t.origin).get(path)).body.round as R | null;
    if (check(round)) return round!;
    if (Date.now() > deadline) throw new Error(`timed out at ${JSON.stringify(round)}`);
    await pause(25);
  }
}

const crashRound = (check: (round: CrashRound | null) => boolean) =>
  until<CrashRound>('/api/games/crash/round', check);
const rouletteRound = (check: (round: RouletteRound | null) => boolean) =>
  until<RouletteRound>('/api/games/roulette/round', check);

describe('a capture link on crash', () => {
  it("tells its source the owner's bets and cash-outs, by hand or by target, and no one else's", async () => {
    const streamer = await player();
    const other = await player();
    const source = await browserSource(streamer, 'game:crash');
    const crashBet = (client: Client, autoCashout: number | null) =>
      client.post('/api/games/crash/bet', { amount: 100, autoCashout });

    // Round 1: the streamer cashes out by hand; the other player rides to 1.10x.
    const first = await crashRound((r) => r?.phase === 'betting' && r.number === 1);
    const placed = nextEvent(source.socket, 'capture.crash-bet');
    const mine = await crashBet(streamer, null);
    expect(mine.status).toBe(200);
    expect(await placed).toEqual({
      data: { roundId: first.id, betId: mine.body.bet.id, cashedOutAt: null },
    });
    const theirs = await crashBet(other, 110);
    expect(theirs.status).toBe(200);

    await crashRound((r) => r?.phase === 'running' && (r.multiplier ?? 0) >= 103);
    const cashedOut = nextEvent(source.socket, 'capture.crash-bet');
    const cashout = await streamer.post('/api/games/crash/cashout', {});
    expect(cashout.status).toBe(200);
    expect(await cashedOut).toEqual({
      data: {
        roundId: first.id,
        betId: mine.body.bet.id,
        cashedOutAt: cashout.body.bet.cashedOutAt,
      },
    });

    // Round 2: the streamer's bet cashes out at its target, paid by the leader.
    const second = await crashRound((r) => r?.phase === 'betting' && r.number === 2);
    const auto = await crashBet(streamer, 110);
    expect(auto.status).toBe(200);
    expect((await crashBet(other, null)).status).toBe(200);
    const ended = await crashRound((r) => r?.number === 2 && r.phase === 'ended');
    expect(ended.bets.find((bet) => bet.id === auto.body.bet.id)?.cashedOutAt).toBe(110);
    await pause(200);

    expect(source.own('capture.crash-bet')).toEqual([
      { roundId: first.id, betId: mine.body.bet.id, cashedOutAt: null },
      { roundId: first.id, betId: mine.body.bet.id, cashedOutAt: cashout.body.bet.cashedOutAt },
      { roundId: second.id, betId: auto.body.bet.id, cashedOutAt: null },
      { roundId: second.id, betId: auto.body.bet.id, cashedOutAt: 110 },
    ]);
    // The round itself came through the public room, with its crash point only once crashed.
    const rounds = source.own('crash.round').map((data) => data.round as CrashRound);
    expect(rounds.some((r) => r.id === second.id && r.phase === 'ended')).toBe(true);
    for (const r of rounds) if (r.phase !== 'ended') expect(r.crashPoint).toBeNull();
    // No other capture event, and nothing private of the owner's (balance, XP, notifications).
    const names = new Set(source.heard.map(([name]) => name));
    expect([...names].filter((name) => name.startsWith('capture.'))).toEqual(['capture.crash-bet']);
    for (const name of ['user.balance', 'user.xp-updated', 'notification.new'])
      expect(names.has(name), name).toBe(false);
  });
});

describe('a capture link on roulette', () => {
  it("tells its source the owner's bets of a round, and nothing of the result before the room does", async () => {
    const streamer = await player();
    const other = await player();
    const source = await browserSource(streamer, 'game:roulette');
    const watcher = await browserSource(other, 'game:roulette');

    const round = await rouletteRound(
      (r) =>
        r?.phase === 'betting' && Date.parse(r.bettingEndsAt) - Date.parse(r.serverTime) > 1_200,
    );
    const bet = (client: Client, option: string) =>
      client.post('/api/games/roulette/bet', { option, amount: 100 });
    const red = await bet(streamer, 'RED');
    const green = await bet(streamer, 'GREEN');
    const black = await bet(other, 'BLACK');
    for (const res of [red, green, black]) expect(res.status).toBe(200);
    expect(red.body.roundId).toBe(round.id);

    await rouletteRound((r) => r !== null && r.id === round.id && r.phase === 'ended');
    await pause(200);
    const ownBets = source.own('capture.roulette-bet');
    expect(ownBets).toEqual([
      { roundId: round.id, betId: red.body.bet.id, option: 'RED' },
      { roundId: round.id, betId: green.body.bet.id, option: 'GREEN' },
    ]);
    expect(watcher.own('capture.roulette-bet')).toEqual([
      { roundId: round.id, betId: black.body.bet.id, option: 'BLACK' },
    ]);
    // The capture room names bets only: the slot and outcome come from the public room,
    // which names them only once the round rolls.
    const rounds = source.own('roulette.round').map((data) => data.round as RouletteRound);
    expect(rounds.some((r) => r.id === round.id && r.phase === 'rolling')).toBe(true);
    for (const r of rounds) if (r.phase === 'betting') expect(r.slot).toBeNull();
    const told = source.heard.map(([name]) => name);
    for (const data of ownBets)
      expect(Object.keys(data).sort()).toEqual(['betId', 'option', 'roundId']);
    expect(
      told.filter((name) => name.startsWith('capture.') && name !== 'capture.roulette-bet'),
    ).toEqual([]);
  });

  it('tells a visitor socket nothing of anyone', async () => {
    const streamer = await player();
    const visitor = await new Client(t.url, t.origin).socket();
    open.push(visitor);
    const heard: string[] = [];
    visitor.onAny((event: string) => heard.push(event));
    expect(await visitor.timeout(5000).emitWithAck('game:roulette.subscribe')).toBe(true);
    await rouletteRound(
      (r) => r?.phase === 'betting' && Date.parse(r.bettingEndsAt) - Date.parse(r.serverTime) > 800,
    );
    expect(
      (await streamer.post('/api/games/roulette/bet', { option: 'RED', amount: 100 })).status,
    ).toBe(200);
    await pause(300);
    expect(heard.filter((name) => name.startsWith('capture.'))).toEqual([]);
    expect(heard).toContain('roulette.bets');
  });
});
