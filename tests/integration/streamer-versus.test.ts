import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseBattle } from '../../src/shared/contract/battles';
import type { CaptureCaseBattleEvent } from '../../src/shared/contract/captureVersus';
import type { CoinFlipGame } from '../../src/shared/contract/coinFlip';
import { eventually, pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Capture routes of the player-against-player games: a socket with only a capture token
// hears the coin flips and case battles its owner sits in (created or joined), exactly what
// the game's public channel tells spectators at that moment, and nothing of anyone else's.

const SPIN_MS = 300;
let t: TestApp;
let box: { slug: string; price: number; id: string };
const open: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    rounds: {
      chainLength: 100,
      scheduled: false,
      beacon: { kind: 'local', periodMs: 40 },
      caseBattleSpinMs: SPIN_MS,
    },
  });
  box = await makeCase(t);
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

/** A browser source of `client`'s: no session, only the capture token; keeps what it hears. */
async function captureOf(client: Client) {
  const { body } = await client.post('/api/users/me/capture-tokens', { label: 'OBS' });
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  const joined = (await socket
    .timeout(5000)
    .emitWithAck('capture.join', { data: { token: body.secret } })) as unknown;
  expect(joined).toEqual({ data: { watching: true } });
  const flips: CoinFlipGame[] = [];
  const battles: CaptureCaseBattleEvent[] = [];
  const other: string[] = [];
  socket.onAny((name: string, payload: { data: unknown }) => {
    if (name === 'capture.coin-flip') flips.push((payload.data as { game: CoinFlipGame }).game);
    else if (name === 'capture.case-battle') battles.push(payload.data as CaptureCaseBattleEvent);
    // What every socket hears (players online, activity) is not the game's.
    else if (/^(capture|coin-flip|case-battle|spectator)\./.test(name)) other.push(name);
  });
  return { socket, flips, battles, other };
}

/** A visitor's socket on a public channel, keeping the events `keep` names. */
async function spectator(channel: string, keep: (name: string) => boolean) {
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  const heard: { name: string; data: unknown }[] = [];
  socket.onAny((name: string, payload: { data: unknown }) => {
    if (keep(name)) heard.push({ name, data: payload.data });
  });
  expect(await socket.timeout(5000).emitWithAck(`${channel}.subscribe`)).toBe(true);
  return heard;
}

const gameOf = async (id: string) =>
  (await new Client(t.url, t.origin).get(`/api/games/coinflip/${id}`)).body.game as CoinFlipGame;
const battleOf = async (id: string) =>
  (await new Client(t.url, t.origin).get(`/api/case-battles/${id}`)).body.caseBattle as CaseBattle;

describe('capture of coin flips', () => {
  it("follows the owner's flips as the lobby's channel tells them, the flip only once flipped", async () => {
    const streamer = await player();
    const rival = await player();
    const source = await captureOf(streamer.client);
    const lobby = await spectator('game:coin-flip', (name) => name === 'coin-flip.game');

    // Created by the streamer, joined by a rival: open, then waiting, then flipped.
    const created = await streamer.client.post('/api/games/coinflip', { amount: 100, side: 'T' });
    expect(created.status).toBe(200);
    const id = (created.body.game as CoinFlipGame).id;
    await eventually(() => source.flips.length === 1, 5000, 'the open game');
    expect(source.flips[0]).toEqual(created.body.game);
    expect(source.flips[0]).toMatchObject({ state: 'OPEN', winningSide: null, serverSeed: null });

    expect((await rival.client.post(`/api/games/coinflip/${id}/join`)).status).toBe(200);
    await eventually(() => source.flips.some((g) => g.state === 'FLIPPED'), 10_000, 'the flip');
    // No spoiler: the seated game said nothing of the side; the flip came as spectators' did.
    const seated = source.flips.find((g) => g.state === 'WAITING_FOR_BEACON');
    expect(seated).toMatchObject({ winningSide: null, winner: null, serverSeed: null });
    const ofGame = () =>
      lobby.map((e) => (e.data as { game: CoinFlipGame }).game).filter((g) => g.id === id);
    await eventually(() => ofGame().length === source.flips.length, 5000, 'the lobby');
    expect(source.flips).toEqual(ofGame());
    expect(source.flips.at(-1)).toEqual(await gameOf(id));

    // The rival's own source hears it too, as the joiner.
    const rivalSource = await captureOf(rival.client);
    const again = await rival.client.post('/api/games/coinflip', { amount: 100, side: 'CT' });
    expect(
      (await streamer.client.post(`/api/games/coinflip/${again.body.game.id}/join`)).status,
    ).toBe(200);
    await eventually(
      () => rivalSource.flips.some((g) => g.id === again.body.game.id && g.state === 'FLIPPED'),
      10_000,
      "the rival's flip",
    );
    await eventually(
      () => source.flips.some((g) => g.id === again.body.game.id && g.state === 'FLIPPED'),
      10_000,
      'the joined flip',
    );
    expect(source.other).toEqual([]);
  });

  it("hears a flip against the bot, and nothing of other players' flips", async () => {
    const streamer = await player();
    const a = await player();
    const b = await player();
    const source = await captureOf(streamer.client);

    const theirs = await a.client.post('/api/games/coinflip', { amount: 100, side: 'T' });
    expect((await b.client.post(`/api/games/coinflip/${theirs.body.game.id}/join`)).status).toBe(
      200,
    );
    const cancelled = await a.client.post('/api/games/coinflip', { amount: 100, side: 'CT' });
    await a.client.post(`/api/games/coinflip/${cancelled.body.game.id}/cancel`);

    const mine = await streamer.client.post('/api/games/coinflip', { amount: 100, side: 'CT' });
    expect(
      (await streamer.client.post(`/api/games/coinflip/${mine.body.game.id}/bot`)).status,
    ).toBe(200);
    await eventually(() => source.flips.some((g) => g.state === 'FLIPPED'), 10_000, 'bot flip');
    expect((await gameOf(theirs.body.game.id)).state).toBe('FLIPPED');
    await pause(200);
    expect(new Set(source.flips.map((g) => g.id))).toEqual(new Set([mine.body.game.id]));
    expect(source.flips.at(-1)).toMatchObject({ joiner: { bot: true, username: null } });
  });
});

describe('capture of case battles', () => {
  const body = (visibility: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') => ({
    mode: 'VERSUS',
    playerAmount: 2,
    visibility,
    cases: [{ slug: box.slug, amount: 2 }],
  });

  it("follows the owner's battle as its channel tells spectators, round by round", async () => {
    const streamer = await player();
    const rival = await player();
    const source = await captureOf(streamer.client);

    const made = await streamer.client.post('/api/case-battles', body());
    expect(made.status).toBe(200);
    const battle = made.body.caseBattle as CaseBattle;
    const watch = await spectator(`case-battle:${battle._id}`, (name) =>
      name.startsWith('case-battle.'),
    );
    await eventually(() => source.battles.length === 1, 5000, 'created');
    expect(source.battles[0]).toEqual({
      name: 'case-battle.created',
      data: { caseBattle: battle },
    });

    // A round is heard no sooner than it is public: the GET answer then holds it already.
    const rounds: number[] = [];
    source.socket.on('capture.case-battle', ({ data }: { data: CaptureCaseBattleEvent }) => {
      if (data.name !== 'case-battle.round') return;
      void battleOf(battle._id).then((now) =>
        rounds.push(Math.max(...now.outcome.map((o) => o.itemsWon.length)) - data.data.round),
      );
    });

    expect((await rival.client.post(`/api/case-battles/${battle._id}/join`, {})).status).toBe(200);
    await eventually(
      () => source.battles.some((e) => e.name === 'case-battle.completed'),
      20_000,
      'completed',
    );
    expect(source.battles.map((e) => e.name)).toEqual([
      'case-battle.created',
      'case-battle.joined',
      'case-battle.starting',
      'case-battle.started',
      'case-battle.round',
      'case-battle.round',
      'case-battle.completed',
    ]);
    // The spectator (who subscribed after the creation) heard the very same events.
    await eventually(() => watch.length === source.battles.length - 1, 5000, 'spectator');
    expect(source.battles.slice(1)).toEqual(watch);
    // No seed before the end: it would replay the rounds not yet told.
    const started = source.battles.find((e) => e.name === 'case-battle.started');
    expect(started?.data).toMatchObject({ fairness: { serverSeed: null } });
    await eventually(() => rounds.length === 2, 5000, 'round reads');
    expect(rounds.every((known) => known >= 0)).toBe(true);
    expect(source.other).toEqual([]);
  });

  it("hears a private battle of its owner's and one they left, and nothing of others'", async () => {
    const streamer = await player();
    const a = await player();
    const b = await player();
    const source = await captureOf(streamer.client);

    // Someone else's battle, public: not the source's business.
    const theirs = await a.client.post('/api/case-battles', body());
    await b.client.post(`/api/case-battles/${theirs.body.caseBattle._id}/join`, {});

    // A battle the streamer joins and leaves: heard until the leaving, and nothing after.
    const left = await a.client.post('/api/case-battles', { ...body(), playerAmount: 3 });
    const leftId = left.body.caseBattle._id as string;
    expect((await streamer.client.post(`/api/case-battles/${leftId}/join`, {})).status).toBe(200);
    expect((await streamer.client.post(`/api/case-battles/${leftId}/leave`)).status).toBe(200);
    await a.client.post(`/api/case-battles/${leftId}/bots`);

    // The streamer's private battle against bots.
    const mine = await streamer.client.post('/api/case-battles', body('PRIVATE'));
    const mineId = mine.body.caseBattle._id as string;
    expect((await streamer.client.post(`/api/case-battles/${mineId}/bots`)).status).toBe(200);
    await eventually(
      () => source.battles.some((e) => e.name === 'case-battle.completed'),
      20_000,
      'private completed',
    );
    expect((await battleOf(theirs.body.caseBattle._id)).state).not.toBe('WAITING_FOR_PLAYERS');
    for (let tries = 0; (await battleOf(leftId)).state !== 'GAME_COMPLETED'; tries++) {
      expect(tries).toBeLessThan(400);
      await pause(50);
    }
    await pause(200);

    const byBattle = (id: string) =>
      source.battles
        .filter(
          (e) => (e.name === 'case-battle.created' ? e.data.caseBattle._id : e.data._id) === id,
        )
        .map((e) => e.name);
    expect(byBattle(theirs.body.caseBattle._id)).toEqual([]);
    expect(byBattle(leftId)).toEqual(['case-battle.joined', 'case-battle.left']);
    expect(byBattle(mineId)).toEqual([
      'case-battle.created',
      'case-battle.joined',
      'case-battle.starting',
      'case-battle.started',
      'case-battle.round',
      'case-battle.round',
      'case-battle.completed',
    ]);
    expect(source.battles).toHaveLength(2 + byBattle(mineId).length);
  });
});
