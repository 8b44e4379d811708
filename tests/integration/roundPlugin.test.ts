import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundLeadsToTerminatingHash } from '../../games/fair/chain';
import { GAMES } from '../../games/registry';
import { queryRows } from '../../src/server/db/client';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import type { HistoryGame } from '../../src/shared/contract/betHistory';
import type { ManifestRound } from '../../src/shared/contract/manifestRounds';
import { buildOpenApiDocument } from '../../src/shared/contract/openapi';
import { type Side, lowOrHigh, winningSide } from '../helpers/lowOrHighGame';
import { balanceOf, registeredPlayer, waitFor } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// A round game added through its manifest alone: "low or high" (tests/helpers/lowOrHighGame.ts).
// Nothing of the site's code names it: the leader publishes and salts its chain and plays its
// rounds on the shared round driver, its routes, socket event and snapshot come from its
// manifest, and every stake and payout goes through Settlement, the ledger balanced.

const KIND = 'low-or-high';
let t: TestApp;
let watcher: Socket;
const heard: ManifestRound[] = [];

beforeAll(async () => {
  t = await startTestApp(
    {
      rateLimitPerMinute: 1_000_000, // the test polls the round
      rounds: {
        chainLength: 100,
        scheduled: true,
        beacon: { kind: 'local', periodMs: 40 },
        timing: { [KIND]: { bettingMs: 2_500, rollingMs: 600, resultMs: 60_000 } },
      },
    },
    { extraGames: [lowOrHigh] },
  );
  watcher = await new Client(t.url, t.origin).socket();
  watcher.on(`${KIND}.round`, (payload: { data: { round: ManifestRound } }) =>
    heard.push(payload.data.round),
  );
}, 180_000);
afterAll(async () => {
  watcher?.close();
  await t.close();
});

const player = () => registeredPlayer(t);
const roundNow = async () =>
  (await new Client(t.url, t.origin).get(`/api/games/${KIND}/round`)).body
    .round as ManifestRound | null;

describe('a round game added through its manifest alone', () => {
  it('plays a round: its chain, bets staked, the draw public after betting, each bet paid once', async () => {
    const lowPlayer = await player();
    const highPlayer = await player();
    const round = await waitFor(roundNow, (r) => r?.phase === 'betting');
    expect(await watcher.emitWithAck(`game:${KIND}.subscribe`)).toBe(true);

    const low = await lowPlayer.client.post(`/api/games/${KIND}/bet`, {
      amount: 1_235,
      side: 'low',
    });
    expect(low.status, JSON.stringify(low.body)).toBe(200);
    expect(low.body).toMatchObject({
      roundId: round!.id,
      bet: { username: lowPlayer.user.username, amount: 1_235, choice: { side: 'low' } },
      balance: lowPlayer.balance - 1_235,
    });
    const high = await highPlayer.client.post(`/api/games/${KIND}/bet`, {
      amount: 2_000,
      side: 'high',
    });
    expect(high.status, JSON.stringify(high.body)).toBe(200);
    const second = await highPlayer.client.post(`/api/games/${KIND}/bet`, {
      amount: 10,
      side: 'low',
    });
    expect(second.status).toBe(200);

    // Refused with a clear 4xx, changing nothing: a bad body, a bet past the game's limit.
    const bad = await highPlayer.client.post(`/api/games/${KIND}/bet`, {
      amount: 100,
      side: 'middle',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Pick low or high');
    const third = await highPlayer.client.post(`/api/games/${KIND}/bet`, {
      amount: 100,
      side: 'high',
    });
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: 'TOO_MANY_BETS' });
    expect(await balanceOf(highPlayer.client)).toBe(highPlayer.balance - 2_010);

    const ended = await waitFor(
      roundNow,
      (r) => r?.id === round!.id && r.phase === 'ended',
      15_000,
    );
    // The chain the leader published and salted for it walks back from this round's hash.
    const [chain] = await queryRows<{ salt: string; terminating_hash: string; length: number }>(
      t.app.services.db,
      sql`SELECT salt, terminating_hash, length FROM round_chains WHERE game = ${KIND}`,
    );
    expect(roundLeadsToTerminatingHash(ended!.hash!, ended!.number, chain!.terminating_hash)).toBe(
      true,
    );
    const outcome = lowOrHigh.outcome(ended!.hash!, chain!.salt);
    expect(ended!.outcome).toEqual(outcome);
    const pays = (amount: number, side: Side) =>
      winningSide(outcome.slot) === side ? 2 * amount : 0;
    expect(ended!.bets.map((bet) => [bet.username, bet.amount, bet.payout])).toEqual([
      [lowPlayer.user.username, 1_235, pays(1_235, 'low')],
      [highPlayer.user.username, 2_000, pays(2_000, 'high')],
      [highPlayer.user.username, 10, pays(10, 'low')],
    ]);
    expect(await balanceOf(lowPlayer.client)).toBe(lowPlayer.balance - 1_235 + pays(1_235, 'low'));
    expect(await balanceOf(highPlayer.client)).toBe(
      highPlayer.balance - 2_010 + pays(2_000, 'high') + pays(10, 'low'),
    );
    const rows = await queryRows<{ game: string; payout: number; settled: boolean }>(
      t.app.services.db,
      sql`SELECT game, payout, settled_at IS NOT NULL AS settled FROM bets
          WHERE round_id = ${ended!.id} ORDER BY created_at, id`,
    );
    expect(rows).toEqual([
      { game: KIND, payout: pays(1_235, 'low'), settled: true },
      { game: KIND, payout: pays(2_000, 'high'), settled: true },
      { game: KIND, payout: pays(10, 'low'), settled: true },
    ]);

    // Watchers heard the round as it went: nothing of its hash or outcome before betting
    // closed, then the draw, then every bet paid.
    const ofRound = heard.filter((r) => r.id === round!.id);
    expect(ofRound[0]).toMatchObject({ phase: 'betting', hash: null, outcome: null });
    for (const r of ofRound.filter((r) => r.phase === 'betting'))
      expect({ hash: r.hash, outcome: r.outcome }).toEqual({ hash: null, outcome: null });
    expect(ofRound.some((r) => r.phase === 'betting' && r.bets.length === 3)).toBe(true);
    const rolling = ofRound.find((r) => r.phase === 'rolling');
    expect(rolling).toMatchObject({ hash: ended!.hash, outcome });
    expect(rolling!.bets.every((bet) => bet.payout === null)).toBe(true);
    expect(ofRound.at(-1)).toEqual(expect.objectContaining({ phase: 'ended' }));

    // The bet history records each bet in the driver's shape, with its round to verify.
    // Once the round's end plus the reveal slack has passed.
    const recorded = await waitFor(
      () => t.app.services.betHistory.list(lowPlayer.user.id, { game: KIND as HistoryGame }),
      (bets) => bets.length > 0,
      10_000,
    );
    expect(recorded).toEqual([
      expect.objectContaining({
        game: KIND,
        amount: 1_235,
        payout: pays(1_235, 'low'),
        fairness: { roundId: ended!.id, roundNumber: ended!.number, roundHash: ended!.hash },
        outcome: { choice: { side: 'low' }, outcome },
      }),
    ]);

    const history = (await new Client(t.url, t.origin).get(`/api/games/${KIND}/history`)).body;
    expect(history.rounds[0]).toMatchObject({
      id: ended!.id,
      number: ended!.number,
      hash: ended!.hash,
      outcome,
    });
  });

  it('keeps the ledger balanced, the site registry and its contract untouched', async () => {
    expect((await verifyLedger(t.app.services.db)).problems).toEqual([]);
    expect(GAMES.map((game) => game.kind)).not.toContain(KIND);
    const contract = buildOpenApiDocument({ title: 'site', version: '1' });
    expect(JSON.stringify(Object.keys(contract.paths))).not.toContain(KIND);
    const chains = (await new Client(t.url, t.origin).get('/api/fairness/round-chains')).body;
    expect(chains.chains.map((chain: { game: string }) => chain.game).sort()).toEqual([
      'crash',
      'roulette',
    ]);
  });
});
