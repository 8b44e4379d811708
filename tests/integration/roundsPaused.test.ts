import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashPayout } from '../../games/crash/core';
import { PAUSED_RECHECK_MS } from '../../src/server/domain/rounds/pausedRounds';
import { SWITCHBOARD_TTL_MS } from '../../src/server/domain/games/gameSwitchboard';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import type { CrashRound } from '../../src/shared/contract/crash';
import type { RouletteRound } from '../../src/shared/contract/roulette';
import { crashChainWithFirstRound, publishCrashChain } from '../helpers/crashChain';
import { pause } from '../helpers/notificationProbe';
import { grantRole } from '../helpers/promote';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { waitFor } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A round game an operator pauses idles: the round in flight plays out and settles (a
// riding crash bet can still cash out), then no round opens until the game is resumed, so
// its page rests on the pause instead of waiting for a round that will not come.

const CHAIN_LENGTH = 200;
const crash = crashChainWithFirstRound(130, 160, CHAIN_LENGTH);
const roulette = rouletteChainWithSlots(['NOT_GREEN'], 0, CHAIN_LENGTH);
/** Long enough for the leader to have opened a round, were it going to. */
const IDLE_MS = PAUSED_RECHECK_MS + SWITCHBOARD_TTL_MS;

let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls
    rounds: {
      chainLength: CHAIN_LENGTH,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      timing: {
        crash: { bettingMs: 1_500, resultMs: 300, tickMs: 20 },
        roulette: { bettingMs: 1_500, rollingMs: 400, resultMs: 300 },
      },
    },
  });
  await publishCrashChain(t.app.services.db, crash.chain, crash.salt);
  await publishRouletteChain(t.app.services.db, roulette.chain, roulette.salt);
  operator = new Client(t.url, t.origin);
  const user = await operator.register();
  await grantRole(t.app.services.db, user.id, 'ADMIN');
});
afterAll(() => t?.close());

async function player() {
  const client = new Client(t.url, t.origin);
  await client.register();
  return client;
}
const setPaused = async (game: string, paused: boolean) => {
  const res = paused
    ? await operator.post('/api/admin/games/disable', { game, reason: 'Checking a report' })
    : await operator.post('/api/admin/games/enable', { game });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
async function roundOf<R>(game: 'crash' | 'roulette'): Promise<R | null> {
  return (await new Client(t.url, t.origin).get(`/api/games/${game}/round`)).body.round as R;
}

describe('a paused round game', () => {
  it('crash: opens no round while paused; the round in flight plays out and pays', async () => {
    await setPaused('crash', true);
    t.app.services.rounds.games.crash.lead();
    await pause(IDLE_MS);
    expect(await roundOf<CrashRound>('crash')).toBeNull();

    await setPaused('crash', false);
    const crashRound = () => roundOf<CrashRound>('crash');
    const betting = await waitFor(crashRound, (r) => r?.phase === 'betting', 10_000);
    expect(betting!.number).toBe(1);
    const rider = await player();
    expect(
      (await rider.post('/api/games/crash/bet', { amount: 1_000, autoCashout: null })).status,
    ).toBe(200);

    await setPaused('crash', true);
    const late = await (
      await player()
    ).post('/api/games/crash/bet', {
      amount: 1_000,
      autoCashout: null,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('GAME_DISABLED');

    // Paused, the bet already riding still cashes out: a pause never traps a stake.
    await waitFor(crashRound, (r) => r?.phase === 'running' && (r.multiplier ?? 0) >= 105);
    const cashed = await rider.post('/api/games/crash/cashout', {});
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    expect(cashed.body.bet.payout).toBe(crashPayout(1_000, cashed.body.bet.cashedOutAt, 0));

    const ended = await waitFor(crashRound, (r) => r?.phase === 'ended');
    expect(ended!.crashPoint).toBe(crash.crashPoint);
    await pause(IDLE_MS);
    expect(await crashRound()).toMatchObject({ number: 1, phase: 'ended' });

    await setPaused('crash', false);
    const next = await waitFor(crashRound, (r) => r?.number === 2, 10_000);
    expect(next!.phase).toBe('betting');
    t.app.services.rounds.games.crash.stopLeading();
  });

  it('roulette: the rolling round lands and settles, then it idles until resumed', async () => {
    t.app.services.rounds.games.roulette.lead();
    const rouletteRound = () => roundOf<RouletteRound>('roulette');
    await waitFor(rouletteRound, (r) => r?.number === 1 && r.phase === 'betting', 10_000);
    const bettor = await player();
    const placed = await bettor.post('/api/games/roulette/bet', { option: 'RED', amount: 500 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    await setPaused('roulette', true);
    const ended = await waitFor(rouletteRound, (r) => r?.phase === 'ended');
    expect(ended).toMatchObject({ number: 1, slot: roulette.slots[0] });
    expect(ended!.bets).toEqual([
      expect.objectContaining({ id: placed.body.bet.id, payout: expect.any(Number) }),
    ]);
    await pause(IDLE_MS);
    expect(await rouletteRound()).toMatchObject({ number: 1, phase: 'ended' });

    await setPaused('roulette', false);
    const next = await waitFor(rouletteRound, (r) => r?.number === 2, 10_000);
    expect(next!.phase).toBe('betting');
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });
});
