import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinFlipPayout, coinFlipSide } from '../../games/coin-flip/core';
import { crashPayout, crashPointE2FromRound } from '../../games/crash/core';
import { beaconFloat } from '../../games/fair/beaconDraw';
import { roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import { REVEAL_SLACK_MS } from '../../games/pace';
import { betPayout, rouletteSlotFromRound } from '../../games/roulette/core';
import { queryRows } from '../../src/server/db/client';
import { COIN_FLIP_REVEAL_MS } from '../../games/coin-flip/game';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { type HistoryBet, historyBetSchema } from '../../src/shared/contract/betHistory';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import type { CrashRound } from '../../src/shared/contract/crash';
import type { RouletteRound } from '../../src/shared/contract/roulette';
import { crashChainWithFirstRound, publishCrashChain } from '../helpers/crashChain';
import { publishRouletteChain, rouletteChainWithSlots } from '../helpers/rouletteChain';
import { makeCase } from '../helpers/testCases';
import { waitFor } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The bet history lists crash bets, roulette bets and coin flip seats beside the seeded
// games, on a real server whose leader plays the test's own chains (published before it
// starts, so the test knows the crash point and the slot). Each bet shows only once its
// result has landed on screen: a cashed-out crash bet not while its round still runs, a
// roulette bet not while the strip rolls, a coin flip seat not while the coin spins, a
// case opening not while its reel turns. Every record carries what verifies it, and the
// test verifies each one with the cores, as the fairness pages do.

const CHAIN_LENGTH = 200;
const crash = crashChainWithFirstRound(130, 190, CHAIN_LENGTH);
const roulette = rouletteChainWithSlots(['NOT_GREEN'], 0, CHAIN_LENGTH);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls
    rounds: {
      chainLength: CHAIN_LENGTH,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      // One round of each: the next would open only after a minute of showing the result.
      timing: {
        crash: { bettingMs: 2_500, resultMs: 60_000, tickMs: 20 },
        roulette: { bettingMs: 2_500, rollingMs: 1_500, resultMs: 60_000 },
      },
    },
  });
  await publishCrashChain(t.app.services.db, crash.chain, crash.salt);
  await publishRouletteChain(t.app.services.db, roulette.chain, roulette.salt);
});
afterAll(() => t?.close());

async function player() {
  const client = new Client(t.url, t.origin);
  const user = await client.register();
  return { client, user };
}

/** The player's history as answered, each record checked against the contract. */
async function historyOf(client: Client, query = ''): Promise<HistoryBet[]> {
  const res = await client.get(`/api/games/bets${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.bets as unknown[]).map((bet) => historyBetSchema.parse(bet));
}

const visitor = () => new Client(t.url, t.origin);
const crashRound = async () =>
  (await visitor().get('/api/games/crash/round')).body.round as CrashRound | null;
const rouletteRound = async () =>
  (await visitor().get('/api/games/roulette/round')).body.round as RouletteRound | null;
const coinFlip = async (id: string) =>
  (await visitor().get(`/api/games/coinflip/${id}`)).body.game as CoinFlipGame;
const settledAt = async (betId: string) =>
  (
    await queryRows<{ settled: boolean }>(
      t.app.services.db,
      sql`SELECT settled_at IS NOT NULL AS settled FROM bets WHERE id = ${betId}`,
    )
  )[0]?.settled;

describe('the bet history of round games and coin flips', () => {
  it('lists a crash bet once its round has crashed, with its round to verify', async () => {
    const auto = await player();
    const rider = await player();
    // Each game's leader is started by its own test, so each finds its first round open.
    t.app.services.rounds.games.crash.lead();
    const betting = await waitFor(crashRound, (r) => r?.phase === 'betting');
    const cashing = await auto.client.post('/api/games/crash/bet', {
      amount: 1_000,
      autoCashout: 110,
    });
    expect(cashing.status, JSON.stringify(cashing.body)).toBe(200);
    const riding = await rider.client.post('/api/games/crash/bet', {
      amount: 500,
      autoCashout: null,
    });
    expect(riding.status, JSON.stringify(riding.body)).toBe(200);
    expect(await historyOf(auto.client)).toEqual([]);

    // Paid at 1.10x while the curve climbs on to the crash (1.30x or more): settled, yet
    // the round has not landed, so the history keeps it back.
    await waitFor(() => settledAt(cashing.body.bet.id), Boolean);
    expect(await historyOf(auto.client)).toEqual([]);
    expect(await historyOf(rider.client)).toEqual([]);
    expect((await crashRound())?.phase).toBe('running');

    const ended = await waitFor(crashRound, (r) => r?.phase === 'ended');
    const crashes = await waitFor(
      () => historyOf(auto.client),
      (bets) => bets.length > 0,
      5_000,
    );
    const fairness = {
      roundId: betting!.id,
      roundNumber: 1,
      roundHash: roundHashOf(crash.chain, 1),
    };
    expect(crashes).toEqual([
      {
        id: cashing.body.bet.id,
        game: 'crash',
        amount: 1_000,
        payout: crashPayout(1_000, 110, 0),
        multiplier: 1.1,
        fairness,
        createdAt: expect.any(String),
        outcome: { autoCashout: 110, cashedOutAt: 110, crashPoint: crash.crashPoint },
      },
    ]);
    expect(await historyOf(rider.client)).toEqual([
      {
        id: riding.body.bet.id,
        game: 'crash',
        amount: 500,
        payout: 0,
        multiplier: 0,
        fairness,
        createdAt: expect.any(String),
        outcome: { autoCashout: null, cashedOutAt: null, crashPoint: crash.crashPoint },
      },
    ]);
    // What the verifier does with it: the round's hash and the salt give its crash point,
    // and the hash leads back to the published terminating hash.
    expect(ended!.hash).toBe(fairness.roundHash);
    expect(crashPointE2FromRound(fairness.roundHash, crash.salt)).toBe(crash.crashPoint);
    expect(sha256Hex(fairness.roundHash)).toBe(crash.chain.terminatingHash);
  });

  it("keeps a round's bets back for the reveal slack after it ended", async () => {
    const [row] = await queryRows<{ round_id: string; user_id: string }>(
      t.app.services.db,
      sql`SELECT round_id, user_id FROM bets WHERE game = 'crash' AND payout > 0 LIMIT 1`,
    );
    const shiftEnd = (agoMs: number) =>
      t.app.services.db.execute(
        sql`UPDATE rounds SET ended_at = clock_timestamp() - make_interval(secs => ${agoMs / 1000})
            WHERE id = ${row!.round_id}`,
      );
    const listed = async () =>
      (await t.app.services.betHistory.list(row!.user_id, { game: 'crash' })).length;
    await shiftEnd(REVEAL_SLACK_MS - 300);
    expect(await listed()).toBe(0);
    await shiftEnd(REVEAL_SLACK_MS + 100);
    expect(await listed()).toBe(1);
  });

  it('lists a roulette bet once the strip has landed, with its round to verify', async () => {
    const bettor = await player();
    t.app.services.rounds.games.roulette.lead();
    const open = await waitFor(rouletteRound, (r) => r?.phase === 'betting');
    expect(open!.number).toBe(1);
    const slot = roulette.slots[0]!;
    const placed = [];
    for (const [option, amount] of [
      ['RED', 1_000],
      ['BLACK', 700],
      ['BAIT', 300],
    ] as const) {
      const res = await bettor.client.post('/api/games/roulette/bet', { option, amount });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      placed.push({ id: res.body.bet.id as string, option, amount });
    }

    // Rolling: the slot is public, the strip has not landed; nothing is listed yet.
    const rolling = await waitFor(rouletteRound, (r) => r?.phase === 'rolling');
    expect(await historyOf(bettor.client)).toEqual([]);
    expect((await rouletteRound())?.phase).toBe('rolling');

    await waitFor(rouletteRound, (r) => r?.phase === 'ended');
    const bets = await waitFor(
      () => historyOf(bettor.client, '?game=roulette'),
      (list) => list.length === 3,
      5_000,
    );
    const outcome = rolling!.outcome!;
    const fairness = {
      roundId: open!.id,
      roundNumber: 1,
      roundHash: roundHashOf(roulette.chain, 1),
    };
    expect(bets).toEqual(
      placed.reverse().map(({ id, option, amount }) => {
        const payout = betPayout(option, amount, slot);
        return {
          id,
          game: 'roulette',
          amount,
          payout,
          multiplier: payout / amount,
          fairness,
          createdAt: expect.any(String),
          outcome: { option, slot, result: outcome, jackpot: 0 },
        };
      }),
    );
    // The verifier recomputes the slot from the round's hash and the salt.
    expect(rolling!.hash).toBe(fairness.roundHash);
    expect(rouletteSlotFromRound(fairness.roundHash, roulette.salt)).toBe(slot);
  });

  it('lists a coin flip seat once the coin has landed, with its game to verify', async () => {
    const creator = await player();
    const joiner = await player();
    const created = await creator.client.post('/api/games/coinflip', { amount: 1_000, side: 'T' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.game.id as string;
    // An open seat is a stake, not a settled bet.
    expect(await historyOf(creator.client)).toEqual([]);

    expect((await joiner.client.post(`/api/games/coinflip/${id}/join`)).status).toBe(200);
    const game = await waitFor(
      () => coinFlip(id),
      (g) => g.state === 'FLIPPED',
      10_000,
    );
    // The coin spins for COIN_FLIP_REVEAL_MS on every page from the flip on.
    expect(COIN_FLIP_REVEAL_MS).toBeGreaterThanOrEqual(2_000);
    expect(await historyOf(creator.client)).toEqual([]);
    expect(await historyOf(joiner.client)).toEqual([]);

    const [mine] = await waitFor(
      () => historyOf(creator.client, '?game=coin-flip'),
      (list) => list.length === 1,
      COIN_FLIP_REVEAL_MS + 5_000,
    );
    const [theirs] = await historyOf(joiner.client);
    const fairness = {
      gameId: id,
      serverSeedHash: game.serverSeedHash,
      serverSeed: game.serverSeed,
      beaconLabel: game.fairness!.beaconLabel,
      beaconRound: game.fairness!.blockNumber,
      beaconValue: game.beaconValue,
    };
    const creatorWon = game.winner === 'creator';
    expect(mine).toEqual({
      id: expect.any(String),
      game: 'coin-flip',
      amount: 1_000,
      payout: creatorWon ? coinFlipPayout(1_000, 0) : 0,
      multiplier: creatorWon ? 1.9 : 0,
      fairness,
      createdAt: expect.any(String),
      outcome: { side: 'T', winningSide: game.winningSide, cancelled: false },
    });
    expect(theirs).toMatchObject({
      game: 'coin-flip',
      payout: creatorWon ? 0 : coinFlipPayout(1_000, 0),
      fairness,
      outcome: { side: 'CT', winningSide: game.winningSide, cancelled: false },
    });
    // The verifier: the seed matches its hash, and with the beacon value gives the side.
    expect(sha256Hex(fairness.serverSeed!)).toBe(fairness.serverSeedHash);
    expect(coinFlipSide(beaconFloat(fairness.serverSeed!, fairness.beaconValue!, 0, 0))).toBe(
      game.winningSide,
    );
  });

  it('lists a cancelled coin flip as its stake returned, its seed still secret', async () => {
    const creator = await player();
    const created = await creator.client.post('/api/games/coinflip', { amount: 600, side: 'CT' });
    const id = created.body.game.id as string;
    expect((await creator.client.post(`/api/games/coinflip/${id}/cancel`)).status).toBe(200);
    const [cancelled] = await waitFor(
      () => historyOf(creator.client),
      (list) => list.length === 1,
      5_000,
    );
    expect(cancelled).toMatchObject({
      game: 'coin-flip',
      amount: 600,
      payout: 600,
      multiplier: 1,
      fairness: { gameId: id, serverSeed: null, beaconValue: null },
      outcome: { side: 'CT', winningSide: null, cancelled: true },
    });
  });

  it('lists a case opening once its reel has stopped, beside the instant bets', async () => {
    const { client } = await player();
    const box = await makeCase(t);
    const dice = await client.post('/api/games/dice/bet', {
      amount: 10,
      target: 5000,
      direction: 'over',
    });
    expect(dice.status).toBe(200);
    const opened = await client.post(`/api/cases/${box.slug}/open`, { count: 1 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const [opening] = opened.body.openings;
    // The dice bet is there at once (its own answer showed it); the reel still spins.
    expect((await historyOf(client)).map((bet) => bet.game)).toEqual(['dice']);

    const list = await waitFor(
      () => historyOf(client),
      (bets) => bets.length === 2,
      15_000,
    );
    expect(list.map((bet) => bet.game)).toEqual(['case-unbox', 'dice']);
    expect(list[0]).toEqual({
      id: opening.id,
      game: 'case-unbox',
      amount: box.price,
      payout: opening.payout,
      multiplier: Math.floor((opening.payout * 10_000) / box.price) / 10_000,
      fairness: opening.fairness,
      createdAt: opening.createdAt,
      outcome: {
        case: { slug: box.slug, name: expect.stringMatching(/^Test Case/) },
        ticket: opening.ticket,
        item: opening.item,
      },
    });
    expect(list[1]).toEqual(dice.body.bet);
    expect(await historyOf(client, '?game=case-unbox')).toEqual([list[0]]);
  });

  it('filters by any of its games and keeps the ledger whole', async () => {
    expect((await visitor().get('/api/games/bets')).status).toBe(401);
    const { client } = await player();
    for (const game of ['crash', 'roulette', 'coin-flip', 'case-unbox', 'dice'])
      expect((await client.get(`/api/games/bets?game=${game}`)).status).toBe(200);
    const refused = await client.get('/api/games/bets?game=blackjack');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/game/i);
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
  });
});
