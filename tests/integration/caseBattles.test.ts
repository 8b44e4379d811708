import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EdgeCase,
  battleRoundCases,
  battleSeatHouseEdgeE4,
  playBattle,
} from '../../games/case-battle/core';
import { sha256Hex } from '../../games/fair/hash';
import { proofOfBattle, verifyCaseBattle } from '../../games/case-battle/verifier/battle-verify';
import { queryRows } from '../../src/server/db/client';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { eventually } from '../helpers/notificationProbe';
import { makeCase, threeItems } from '../helpers/testCases';
import { balanceOf, registeredPlayer } from '../helpers/players';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Case battles on a real server with the local beacon ticking every 40 ms and rounds 300 ms
// apart: seats paid for, the beacon round named when the last seat fills, the rounds told
// one by one, exact payouts once, bots that stake nothing, refusals that change nothing,
// and private battles reachable only by their link.

const SPIN_MS = 300;
let t: TestApp;
let cheap: { slug: string; price: number; id: string };
let dear: { slug: string; price: number; id: string };
const sockets: Socket[] = [];
/** What the list's room (game:case-battle) heard, in order. */
const listHeard: { name: string; data: { _id?: string; caseBattle?: CaseBattle } }[] = [];

beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000, // the test polls the battles
    rounds: {
      chainLength: 100,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      caseBattleSpinMs: SPIN_MS,
    },
  });
  cheap = await makeCase(t);
  dear = await makeCase(t, { items: threeItems([500, 4_000, 90_000]) });
  const watcher = await new Client(t.url, t.origin).socket();
  sockets.push(watcher);
  expect(await watcher.emitWithAck('game:case-battle.subscribe')).toBe(true);
  watcher.onAny((name: string, payload: { data: (typeof listHeard)[number]['data'] }) => {
    if (name.startsWith('case-battle.')) listHeard.push({ name, data: payload.data });
  });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const player = () => registeredPlayer(t);
const battleOf = async (id: string) => {
  const res = await new Client(t.url, t.origin).get(`/api/case-battles/${id}`);
  expect(res.status).toBe(200);
  return res.body.caseBattle as CaseBattle;
};

async function completed(id: string, timeoutMs = 20_000): Promise<CaseBattle> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const battle = await battleOf(id);
    if (battle.state === 'GAME_COMPLETED') return battle;
    if (Date.now() > deadline) throw new Error(`not completed: ${JSON.stringify(battle)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A socket watching one battle's channel, keeping every case-battle event it hears. */
async function spectate(client: Client, id: string) {
  const socket = await client.socket();
  sockets.push(socket);
  const heard: { name: string; data: Record<string, unknown> }[] = [];
  const spectators: { amount: number; users: { id: string }[] }[] = [];
  socket.onAny((name: string, payload: { data: Record<string, unknown> }) => {
    if (name.startsWith('case-battle.')) heard.push({ name, data: payload.data });
    if (name === 'spectator.data' && payload.data.channel === `case-battle:${id}`)
      spectators.push(payload.data as (typeof spectators)[number]);
  });
  expect(await socket.emitWithAck(`case-battle:${id}.subscribe`)).toBe(true);
  return { socket, heard, spectators };
}

/** Every pull and the result, recomputed from the revealed fairness data as a verifier would. */
function replay(battle: CaseBattle) {
  const { serverSeed, beaconValue, serverSeedHash, publicServerSeed } = battle.fairness;
  expect(serverSeed).not.toBeNull();
  expect(sha256Hex(serverSeed!)).toBe(serverSeedHash);
  expect(publicServerSeed).toBe(serverSeedHash);
  const caseOf = new Map(battle.cases.map((c) => [c._id, c]));
  const roundCases = battleRoundCases(
    battle.cases.map((c) => ({ caseId: c._id, amount: c.amount })),
  ).map((id) => caseOf.get(id)!);
  return playBattle({
    mode: battle.mode,
    options: battle.specialOptions,
    playerAmount: battle.playerAmount,
    seeds: { serverSeed: serverSeed!, beaconValue: beaconValue! },
    roundItems: roundCases.map((c) => c.items),
    roundPrices: roundCases.map((c) => c.price),
  });
}

const seatBets = (battleId: string) =>
  queryRows<{ user_id: string; amount: number; payout: number | null; settled: boolean }>(
    t.app.services.db,
    sql`SELECT user_id, amount, payout, settled_at IS NOT NULL AS settled
        FROM bets WHERE case_battle_id = ${battleId} AND game = 'case-battle' ORDER BY created_at`,
  );

describe('a battle between two players', () => {
  it('takes both seats, tells the rounds one by one and pays the winner exactly once', async () => {
    const creator = await player();
    const joiner = await player();
    const seatPrice = 2 * cheap.price + dear.price;

    const created = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [
        { slug: cheap.slug, amount: 2 },
        { caseId: dear.id, amount: 1 },
      ],
    });
    expect(created.status).toBe(200);
    const open = created.body.caseBattle as CaseBattle;
    expect(open).toMatchObject({
      state: 'WAITING_FOR_PLAYERS',
      mode: 'VERSUS',
      visibility: 'PUBLIC',
      price: seatPrice,
      playerAmount: 2,
      creatorId: creator.user.id,
      players: [{ id: creator.user.id, username: creator.user.username, isBot: false }],
      teams: [
        { number: 1, players: [creator.user.id] },
        { number: 2, players: [] },
      ],
      winners: [],
      spinDuration: SPIN_MS,
      lastRoll: null,
    });
    expect(open.cases.map((c) => [c._id, c.amount])).toEqual([
      [cheap.id, 2],
      [dear.id, 1],
    ]);
    expect(open.fairness).toMatchObject({
      beacon: 'local',
      blockNumber: null,
      publicServerSeed: null,
      beaconValue: null,
      serverSeed: null,
    });
    expect(open.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.balance).toBe(creator.balance - seatPrice);
    const listed = (await new Client(t.url, t.origin).get('/api/case-battles')).body
      .caseBattles as CaseBattle[];
    expect(listed.map((b) => b._id)).toContain(open._id);

    // A signed-in spectator on the battle's page is counted and named.
    const viewer = new Client(t.url, t.origin);
    const viewerUser = await viewer.register();
    const watch = await spectate(viewer, open._id);
    await eventually(() => watch.spectators.some((s) => s.amount === 1), 5000, 'spectators');
    expect(watch.spectators.at(-1)!.users.map((u) => u.id)).toEqual([viewerUser.id]);

    // The first round shows while later ones are still hidden, seed included.
    let duringRounds: CaseBattle | undefined;
    watch.socket.once('case-battle.round', () => {
      void battleOf(open._id).then((battle) => (duringRounds = battle));
    });

    const joined = await joiner.client.post(`/api/case-battles/${open._id}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body.balance).toBe(joiner.balance - seatPrice);
    const filled = joined.body.caseBattle as CaseBattle;
    expect(filled.players.map((p) => p.id)).toEqual([creator.user.id, joiner.user.id]);
    expect(['WAITING_FOR_BLOCK', 'GENERATING_OUTCOME']).toContain(filled.state);
    expect(filled.fairness.blockNumber).toEqual(expect.any(Number));

    const done = await completed(open._id);
    expect(duringRounds).toBeDefined();
    expect(duringRounds!.state).toBe('GENERATING_OUTCOME');
    expect(duringRounds!.fairness.serverSeed).toBeNull();
    expect(duringRounds!.fairness.beaconValue).toBe(done.fairness.beaconValue);
    expect(duringRounds!.outcome[0]!.itemsWon.length).toBeGreaterThanOrEqual(1);
    expect(duringRounds!.outcome[0]!.itemsWon.length).toBeLessThan(3);

    const played = replay(done);
    expect(played.rounds).toHaveLength(3);
    expect(done.outcome).toEqual(
      [creator, joiner].map((p, seat) => ({
        userId: p.user.id,
        itemsWon: played.rounds.map((round) => round.pulls[seat]!.item),
      })),
    );
    const { payouts, winners } = played.result;
    // The pot is the pulls' values: each item, plus the hundredth its case's rounding gave back.
    const pulls = played.rounds.flatMap((r) => r.pulls);
    for (const pull of pulls) expect(pull!.value - pull!.item.price).toBeOneOf([0, 1]);
    const total = pulls.reduce((s, p) => s + p!.value, 0);
    expect(payouts[0]! + payouts[1]!).toBe(total);
    // The fairness page's verifier, fed what the battle published, pays the same.
    const proof = proofOfBattle(done);
    if ('error' in proof) throw new Error(proof.error);
    const verified = verifyCaseBattle(proof);
    if (!verified.ok) throw new Error(verified.error);
    type Pull = { ticket: number; value: number; item: { name: string; price: number } } | null;
    const pullsOf = (rounds: readonly { pulls: readonly Pull[] }[]) =>
      rounds.map((r) => r.pulls.map((p) => p && [p.ticket, p.item.name, p.item.price, p.value]));
    expect(pullsOf(verified.rounds)).toEqual(pullsOf(played.rounds));
    expect(verified.result).toEqual(played.result);
    expect(done.winners).toEqual(
      winners.map((seat) => ({ userId: done.players[seat]!.id, amount: payouts[seat] })),
    );
    expect(await balanceOf(creator.client)).toBe(creator.balance - seatPrice + payouts[0]!);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance - seatPrice + payouts[1]!);
    const bets = await seatBets(open._id);
    expect(bets.map((b) => [b.user_id, Number(b.amount), Number(b.payout), b.settled])).toEqual([
      [creator.user.id, seatPrice, payouts[0], true],
      [joiner.user.id, seatPrice, payouts[1], true],
    ]);

    // The battle's channel heard every step in the spec's order, each round once and in turn.
    await eventually(() => watch.heard.some((e) => e.name === 'case-battle.completed'));
    expect(watch.heard.map((e) => e.name)).toEqual([
      'case-battle.joined',
      'case-battle.starting',
      'case-battle.started',
      'case-battle.round',
      'case-battle.round',
      'case-battle.round',
      'case-battle.completed',
    ]);
    const rounds = watch.heard.filter((e) => e.name === 'case-battle.round');
    expect(rounds.map((e) => e.data.round)).toEqual([1, 2, 3]);
    expect(rounds.map((e) => e.data.outcome)).toEqual(
      played.rounds.map((round) =>
        round.pulls.map((pull, seat) => ({
          userId: done.players[seat]!.id,
          itemsWon: [pull!.item],
        })),
      ),
    );
    const rolls = rounds.map((e) => Date.parse(e.data.lastRoll as string));
    for (let i = 1; i < rolls.length; i++)
      expect(rolls[i]! - rolls[i - 1]!).toBeGreaterThanOrEqual(SPIN_MS);
    // The completion reveals the seed: a live page works out a tie roll from it.
    expect(watch.heard.at(-1)!.data).toEqual({
      _id: open._id,
      winners: done.winners,
      fairness: done.fairness,
    });
    expect(done.fairness.serverSeed).not.toBeNull();
    // The list's room heard it too, from its creation on.
    await eventually(() =>
      listHeard.some((e) => e.name === 'case-battle.completed' && e.data._id === open._id),
    );
    const ofThis = listHeard.filter((e) => (e.data._id ?? e.data.caseBattle?._id) === open._id);
    expect(ofThis.map((e) => e.name)).toEqual([
      'case-battle.created',
      ...watch.heard.map((e) => e.name),
    ]);
    // Done battles leave the list.
    const after = (await new Client(t.url, t.origin).get('/api/case-battles')).body
      .caseBattles as CaseBattle[];
    expect(after.map((b) => b._id)).not.toContain(open._id);

    // Leaving the page is counted too.
    expect(await watch.socket.emitWithAck(`case-battle:${open._id}.unsubscribe`)).toBe(true);
    const viewer2 = await spectate(new Client(t.url, t.origin), open._id);
    await eventually(() => viewer2.spectators.some((s) => s.amount === 1 && s.users.length === 0));
  });
});

describe('a private team battle with bots', () => {
  it('is reachable by its link only, seats by team and keeps the bots’ value with the house', async () => {
    const creator = await player();
    const mate = await player();
    const late = await player();
    const before = listHeard.length;
    const created = await creator.client.post('/api/case-battles', {
      mode: 'TEAMS',
      visibility: 'PRIVATE',
      options: ['FAST_SPIN'],
      playerAmount: 4,
      cases: [{ slug: cheap.slug, amount: 2 }],
      team: 2,
    });
    expect(created.status).toBe(200);
    const open = created.body.caseBattle as CaseBattle;
    expect(open.visibility).toBe('PRIVATE');
    expect(open.spinDuration).toBe(SPIN_MS / 2);
    expect(open.teams).toEqual([
      { number: 1, players: [] },
      { number: 2, players: [creator.user.id] },
    ]);
    const listed = (await new Client(t.url, t.origin).get('/api/case-battles')).body
      .caseBattles as CaseBattle[];
    expect(listed.map((b) => b._id)).not.toContain(open._id);
    expect((await battleOf(open._id))._id).toBe(open._id);

    const joined = await mate.client.post(`/api/case-battles/${open._id}/join`, { team: 2 });
    expect(joined.status).toBe(200);
    const full = await late.client.post(`/api/case-battles/${open._id}/join`, { team: 2 });
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('Team 2 is full');
    expect(await balanceOf(late.client)).toBe(late.balance);
    const notCreator = await mate.client.post(`/api/case-battles/${open._id}/bots`);
    expect(notCreator.status).toBe(409);
    expect(notCreator.body.error.message).toBe("Only the battle's creator can call bots");

    const bots = await creator.client.post(`/api/case-battles/${open._id}/bots`);
    expect(bots.status).toBe(200);
    const seated = bots.body.caseBattle as CaseBattle;
    expect(seated.players.map((p) => p.isBot)).toEqual([true, true, false, false]);
    expect(seated.teams[1]!.players).toEqual([creator.user.id, mate.user.id]);

    const done = await completed(open._id);
    const played = replay(done);
    const { payouts, winners } = played.result;
    expect(winners.every((seat) => seat < 2) || winners.every((seat) => seat >= 2)).toBe(
      played.result.tieRoll === undefined && winners.length === 2,
    );
    expect(await balanceOf(creator.client)).toBe(creator.balance - done.price + payouts[2]!);
    expect(await balanceOf(mate.client)).toBe(mate.balance - done.price + payouts[3]!);
    // Only the players staked and were paid; the bots' seats moved no money.
    const bets = await seatBets(open._id);
    expect(bets.map((b) => [b.user_id, Number(b.payout)])).toEqual([
      [creator.user.id, payouts[2]],
      [mate.user.id, payouts[3]],
    ]);
    // Nothing of a private battle reached the list's room.
    expect(
      listHeard.slice(before).some((e) => (e.data._id ?? e.data.caseBattle?._id) === open._id),
    ).toBe(false);
  });
});

describe('refusals change nothing', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    mode: 'VERSUS',
    playerAmount: 2,
    cases: [{ slug: cheap.slug, amount: 1 }],
    ...extra,
  });

  it.each([
    [
      'a forbidden option',
      { mode: 'SHARING', options: ['KING'] },
      400,
      'Group Unboxing splits everything, so KING cannot be chosen',
    ],
    [
      'RESPIN in a Group Unboxing, which has no winner',
      { mode: 'SHARING', playerAmount: 3, options: ['RESPIN'] },
      400,
      'Group Unboxing splits everything, so RESPIN cannot be chosen',
    ],
    [
      'a 3-seat team battle',
      { mode: 'TEAMS', playerAmount: 3 },
      400,
      'A Team Battle is 2v2: it needs exactly 4 seats',
    ],
    [
      'ROLL with RESPIN',
      { options: ['ROLL', 'RESPIN'] },
      400,
      'Ties are broken by ROLL or by RESPIN, not both',
    ],
    [
      'an unknown case',
      { cases: [{ slug: 'no-such-case', amount: 1 }] },
      404,
      'There is no case called "no-such-case"',
    ],
    ['a seat out of range', { seat: 2 }, 409, 'This battle has seats 0 to 1'],
    [
      'too many rounds',
      {
        cases: [
          { slug: 'the-cheap-case', amount: 30 },
          { caseId: 'the-dear-case', amount: 21 },
        ],
      },
      400,
      'A battle has at most 50 rounds',
    ],
    [
      'a case named twice over',
      { cases: [{ slug: 'the-cheap-case', caseId: 'the-dear-case', amount: 1 }] },
      400,
      'cases.0: Name each case by its caseId or its slug (one of them)',
    ],
    ['no case', { cases: [] }, 400, 'cases: Add at least one case'],
  ])('refuses %s', async (_name, extra, status, message) => {
    const someone = await player();
    // The table is built before the cases exist: their names stand in for them.
    const named = JSON.parse(
      JSON.stringify(body(extra))
        .replaceAll('the-cheap-case', cheap.slug)
        .replaceAll('the-dear-case', dear.id),
    ) as unknown;
    const res = await someone.client.post('/api/case-battles', named);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(await balanceOf(someone.client)).toBe(someone.balance);
  });

  it('refuses a seat the balance cannot pay, a stranger leaving, or a second seat', async () => {
    const rich = await makeCase(t, { items: threeItems([90_000, 95_000, 99_000]) });
    const poor = await player();
    const tooDear = await poor.client.post(
      '/api/case-battles',
      body({ cases: [{ slug: rich.slug, amount: 2 }] }),
    );
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.error.message).toBe('Insufficient balance');
    expect(await balanceOf(poor.client)).toBe(poor.balance);

    const creator = await player();
    const { body: made } = await creator.client.post(
      '/api/case-battles',
      body({ playerAmount: 3 }),
    );
    const id = (made.caseBattle as CaseBattle)._id;
    const afterCreate = await balanceOf(creator.client);
    const twice = await creator.client.post(`/api/case-battles/${id}/join`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You already have a seat in this battle');
    const seated = await player();
    expect((await seated.client.post(`/api/case-battles/${id}/join`, { seat: 2 })).status).toBe(
      200,
    );
    const taken = await poor.client.post(`/api/case-battles/${id}/join`, { seat: 2 });
    expect(taken.body.error.message).toBe('Seat 2 is taken');
    const stranger = await poor.client.post(`/api/case-battles/${id}/leave`);
    expect(stranger.body.error.message).toBe('You have no seat in this battle');
    expect(await balanceOf(creator.client)).toBe(afterCreate);
    expect(await balanceOf(poor.client)).toBe(poor.balance);
    expect((await new Client(t.url, t.origin).get('/api/case-battles/not-a-battle')).status).toBe(
      404,
    );
    expect(
      (await poor.client.post(`/api/case-battles/${id}/join`, { seat: 1, team: 2 })).status,
    ).toBe(400);
  });

  it('refuses joining a full battle and leaving once it started', async () => {
    const creator = await player();
    const joiner = await player();
    const late = await player();
    const { body: made } = await creator.client.post('/api/case-battles', body());
    const id = (made.caseBattle as CaseBattle)._id;
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    const full = await late.client.post(`/api/case-battles/${id}/join`, {});
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This battle is full: it has already started');
    const leave = await creator.client.post(`/api/case-battles/${id}/leave`);
    expect(leave.status).toBe(409);
    expect(leave.body.error.message).toBe('The battle has started: nobody can leave it now');
    expect(await balanceOf(late.client)).toBe(late.balance);
    await completed(id);
  });
});

describe('leaving before the start', () => {
  it('closes the battle and refunds every seat', async () => {
    const creator = await player();
    const joiner = await player();
    const { body: made } = await creator.client.post('/api/case-battles', {
      mode: 'SHARING',
      playerAmount: 3,
      cases: [{ slug: cheap.slug, amount: 1 }],
    });
    const id = (made.caseBattle as CaseBattle)._id;
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    const watch = await spectate(new Client(t.url, t.origin), id);
    const left = await creator.client.post(`/api/case-battles/${id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.balance).toBe(creator.balance);
    expect(left.body.caseBattle).toMatchObject({ state: 'GAME_COMPLETED', winners: [] });
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    const bets = await seatBets(id);
    expect(bets.map((b) => [Number(b.payout), b.settled])).toEqual([
      [cheap.price, true],
      [cheap.price, true],
    ]);
    const refunds = await queryRows<{ count: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS count FROM wallet_transfers WHERE kind = 'refund'
          AND reference IN (SELECT id::text FROM bets WHERE case_battle_id = ${id})`,
    );
    expect(refunds[0]!.count).toBe(2);
    await eventually(() => watch.heard.some((e) => e.name === 'case-battle.completed'));
    expect(watch.heard.at(-1)!.data).toEqual({
      _id: id,
      winners: [],
      fairness: (left.body.caseBattle as CaseBattle).fairness,
    });
    const again = new Client(t.url, t.origin);
    await again.register();
    const closed = await again.post(`/api/case-battles/${id}/join`, {});
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('This battle was closed');
  });
});

describe('a player who is not the creator leaving before the start', () => {
  it('gets the seat price back once; the seat opens for someone else and the battle goes on', async () => {
    const creator = await player();
    const joiner = await player();
    const later = await player();
    const { body: made } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 3,
      cases: [{ slug: cheap.slug, amount: 1 }],
    });
    const id = (made.caseBattle as CaseBattle)._id;
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, { seat: 1 })).status).toBe(
      200,
    );
    const watch = await spectate(new Client(t.url, t.origin), id);
    // Two tabs leave at once: one refund, the other is told there is no seat.
    const answers = await Promise.all([
      joiner.client.post(`/api/case-battles/${id}/leave`),
      joiner.client.post(`/api/case-battles/${id}/leave`),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.message).toBe('You have no seat in this battle');
    const left = answers.find((a) => a.status === 200)!;
    expect(left.body.balance).toBe(joiner.balance);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
    const open = left.body.caseBattle as CaseBattle;
    expect(open.state).toBe('WAITING_FOR_PLAYERS');
    expect(open.players.map((p) => p.id)).toEqual([creator.user.id]);
    expect(open.teams.flatMap((team) => team.players)).toEqual([creator.user.id]);
    await eventually(() => watch.heard.some((e) => e.name === 'case-battle.left'));
    expect(watch.heard.find((e) => e.name === 'case-battle.left')!.data).toEqual({
      _id: id,
      teamNumber: 2,
      playerId: joiner.user.id,
      seat: 1,
    });
    const [refund] = await queryRows<{ count: number }>(
      t.app.services.db,
      sql`SELECT count(*)::int AS count FROM wallet_transfers WHERE kind = 'refund'
          AND reference IN (SELECT id::text FROM bets WHERE case_battle_id = ${id})`,
    );
    expect(refund!.count).toBe(1);

    // The seat is free again; the battle fills and plays with the one who took it.
    expect((await later.client.post(`/api/case-battles/${id}/join`, { seat: 1 })).status).toBe(200);
    expect((await creator.client.post(`/api/case-battles/${id}/bots`, {})).status).toBe(200);
    const done = await completed(id);
    expect(done.players.filter((p) => !p.isBot).map((p) => p.id)).toEqual([
      creator.user.id,
      later.user.id,
    ]);
    expect(await balanceOf(joiner.client)).toBe(joiner.balance);
  });
});

describe('ties', () => {
  /** A case of one item: every pull is the same, so every battle of it ties. */
  const flat = () =>
    makeCase(t, { items: [{ ...threeItems()[0]!, price: 700, tickets: 100_000 }] });

  /** Almost every pull of it is the 700 item, but a 900 can break a tie. */
  const nearlyFlat = () =>
    makeCase(t, {
      items: [
        { ...threeItems()[0]!, price: 700, tickets: 99_990 },
        { ...threeItems()[1]!, price: 900, tickets: 10 },
      ],
    });

  async function tiedBattle(options: string[], box: Awaited<ReturnType<typeof flat>>) {
    const creator = await player();
    const joiner = await player();
    const { status, body: made } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      options,
      cases: [{ slug: box.slug, amount: 1 }],
    });
    expect(status, JSON.stringify(made)).toBe(200);
    const id = (made.caseBattle as CaseBattle)._id;
    const watch = await spectate(new Client(t.url, t.origin), id);
    expect((await joiner.client.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);
    const done = await completed(id);
    await eventually(() => watch.heard.some((e) => e.name === 'case-battle.completed'));
    return { box, creator, joiner, done, watch, played: replay(done) };
  }

  it('ROLL: the tie roll picks one winner, told with the seed that replays it', async () => {
    const { box, creator, joiner, done, watch, played } = await tiedBattle(['ROLL'], await flat());
    const tie = played.result.tieRoll!;
    expect(tie.seats).toEqual([0, 1]);
    expect(played.result.winners).toEqual([tie.winner]);
    // Both 0.07 items, and the hundredths their case price's rounding gave back.
    const pot = played.rounds[0]!.pulls.reduce((sum, pull) => sum + pull!.value, 0);
    expect(pot - 2 * 700).toBeOneOf([0, 1, 2]);
    expect(done.winners).toEqual([{ userId: done.players[tie.winner]!.id, amount: pot }]);
    const completion = watch.heard.find((e) => e.name === 'case-battle.completed')!;
    expect(completion.data.fairness).toEqual(done.fairness);
    const [won, lost] = tie.winner === 0 ? [creator, joiner] : [joiner, creator];
    expect(await balanceOf(won.client)).toBe(won.balance - box.price + pot);
    expect(await balanceOf(lost.client)).toBe(lost.balance - box.price);
  });

  it('RESPIN is refused on a last case whose pulls all tie, and nothing is paid', async () => {
    const box = await flat();
    const someone = await player();
    const res = await someone.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      options: ['RESPIN'],
      cases: [{ slug: box.slug, amount: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Respin needs a last case whose items differ in value: every respin of this case would tie',
    );
    expect(await balanceOf(someone.client)).toBe(someone.balance);
  });

  it('RESPIN: respin pulls decide the tie, are told as respins, and add nothing to the pot', async () => {
    const box = await nearlyFlat();
    const { creator, joiner, done, watch, played } = await tiedBattle(['RESPIN'], box);
    const rounds = watch.heard.filter((e) => e.name === 'case-battle.round');
    expect(played.rounds.length).toBeGreaterThan(1);
    expect(rounds.map((e) => e.data.round)).toEqual(played.rounds.map((r) => r.round));
    expect(rounds.map((e) => (e.data as { respin?: boolean }).respin)).toEqual(
      played.rounds.map((r) => r.respin),
    );
    expect(played.rounds.slice(1).every((r) => r.respin)).toBe(true);
    // The pot is the two bought pulls, whoever wins it and however many respins it took.
    const bought = played.rounds[0]!.pulls.reduce((sum, pull) => sum + pull!.value, 0);
    expect(played.result.payouts.reduce((a, b) => a + b, 0)).toBe(bought);
    expect(done.winners.reduce((sum, w) => sum + w.amount, 0)).toBe(bought);
    const paidNow = (await balanceOf(creator.client)) + (await balanceOf(joiner.client));
    expect(paidNow).toBe(creator.balance + joiner.balance - 2 * box.price + bought);
  });

  it('a seat’s wager states its true house edge, which the rewards share, and its mode', async () => {
    const box = await nearlyFlat();
    const { done } = await tiedBattle(['RESPIN'], box);
    const [battle] = await queryRows<{ cases: EdgeCase[]; mode: string }>(
      t.app.services.db,
      sql`SELECT cases, mode FROM case_battles WHERE id = ${done._id}`,
    );
    const params = await queryRows<{ edge: number | string; mode: string }>(
      t.app.services.db,
      sql`SELECT params->'houseEdgeE4' AS edge, params->>'mode' AS mode
            FROM bets WHERE case_battle_id = ${done._id}`,
    );
    const edge = battleSeatHouseEdgeE4(battle!.cases);
    expect(edge).toBeGreaterThan(0);
    expect(params.map((row) => Number(row.edge))).toEqual([edge, edge]);
    // The open books name the seat's option by it (games/case-battle/core/moments.ts).
    expect(params.map((row) => row.mode)).toEqual([battle!.mode, battle!.mode]);
  });
});

describe('the last seat', () => {
  it('goes to exactly one of several players joining at once', async () => {
    const creator = await player();
    const racers = await Promise.all([player(), player(), player(), player()]);
    const { body: made } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [{ slug: cheap.slug, amount: 1 }],
    });
    const id = (made.caseBattle as CaseBattle)._id;
    const answers = await Promise.all(
      racers.map((r) => r.client.post(`/api/case-battles/${id}/join`, {})),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = racers[answers.findIndex((a) => a.status === 200)]!;
    const done = await completed(id);
    expect(done.players.map((p) => p.id)).toEqual([creator.user.id, winner.user.id]);
    for (const racer of racers) {
      if (racer === winner) continue;
      expect(await balanceOf(racer.client)).toBe(racer.balance);
    }
    expect(await seatBets(id)).toHaveLength(2);
  });
});

describe('a battle won', () => {
  it('accrues both seats as wagers and advances the winner’s win-battle challenges', async () => {
    const creator = await player();
    const { body: made } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [{ slug: dear.slug, amount: 1 }],
    });
    const id = (made.caseBattle as CaseBattle)._id;
    await creator.client.post(`/api/case-battles/${id}/bots`);
    const done = await completed(id);
    await t.app.services.accruals.drain();
    const [bet] = await queryRows<{ accrued: boolean }>(
      t.app.services.db,
      sql`SELECT accrued_at IS NOT NULL AS accrued FROM bets WHERE case_battle_id = ${id}`,
    );
    expect(bet!.accrued).toBe(true);
    const won = done.winners.some((w) => w.userId === creator.user.id);
    const trackers = await queryRows<{ progress: number }>(
      t.app.services.db,
      sql`SELECT t.progress FROM challenge_trackers t JOIN challenges c ON c.id = t.challenge_id
          WHERE t.user_id = ${creator.user.id} AND c.goal_kind = 'win-battle'`,
    );
    expect(trackers.some((row) => Number(row.progress) > 0)).toBe(won);
  });
});

describe('the bet history', () => {
  it('lists a seat once its battle has landed, with the battle that verifies it', async () => {
    const creator = await player();
    const { body: made } = await creator.client.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      cases: [{ slug: cheap.slug, amount: 1 }],
      seat: 1,
    });
    const id = (made.caseBattle as CaseBattle)._id;
    // Seats fill out of order: each player says where it sits.
    expect((made.caseBattle as CaseBattle).players).toEqual([
      expect.objectContaining({ id: creator.user.id, seat: 1, isBot: false }),
    ]);
    const history = async () =>
      (await creator.client.get('/api/games/bets?game=case-battle')).body.bets as {
        payout: number;
        fairness: { battleId: string; serverSeed: string | null; beaconRound: number | null };
        outcome: { seat: number; won: boolean; cancelled: boolean };
      }[];
    expect(await history()).toEqual([]);
    await creator.client.post(`/api/case-battles/${id}/bots`);
    const done = await completed(id);
    expect(done.players.map((p) => [p.seat, p.isBot])).toEqual([
      [0, true],
      [1, false],
    ]);
    // Listed once the result has had its slack to land on the pages.
    let listed = await history();
    for (const deadline = Date.now() + 5_000; listed.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = await history();
    }
    expect(listed).toHaveLength(1);
    const [seat] = listed;
    const won = done.winners.find((w) => w.userId === creator.user.id);
    expect(seat).toMatchObject({
      payout: won?.amount ?? 0,
      fairness: {
        battleId: id,
        serverSeed: done.fairness.serverSeed,
        beaconRound: done.fairness.blockNumber,
      },
      outcome: { seat: 1, won: won !== undefined, cancelled: false },
    });
  });
});
