import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caseUnboxGame } from '../../games/case-unbox/game';
import { diceGame } from '../../games/dice/game';
import { PACES, type Pace, REVEAL_SLACK_MS } from '../../games/pace';
import { testConfig } from '../../src/server/config';
import { revealInMs } from '../../src/server/domain/settlement/reveal';
import { serverEvents } from '../../src/shared/contract';
import { eventually, listenForNotifications, pause } from '../helpers/notificationProbe';
import { makeCase } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// No outcome before its animation: the betting player's other tabs, the live drops of
// everyone and the win notices all wait until the betting tab's animation has landed.

// HIGH_WIN from 200.00 gems here, so a real dice bet can reach it.
const HIGH_WIN_MIN_PAYOUT = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    notifications: { ...testConfig().notifications, highWinMinPayout: HIGH_WIN_MIN_PAYOUT },
  });
});
afterAll(() => t.close());

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

interface BalanceEvent {
  balance: number;
  ledgerPosition: number;
  reveal?: { id: string; payout: number; inMs: number };
  at: number;
}

/** A second tab of the same player: every `user.balance` it hears, checked by the contract. */
async function secondTab(client: Client) {
  const socket = await client.socket();
  open.push(socket);
  const heard: BalanceEvent[] = [];
  socket.on('user.balance', (payload: unknown) => {
    const { data } = serverEvents['user.balance'].payload.parse(payload);
    heard.push({ ...data, at: Date.now() });
  });
  return heard;
}

async function watcher() {
  const socket = await new Client(t.url, t.origin).socket();
  open.push(socket);
  expect(await socket.emitWithAck('live-drops.subscribe')).toBe(true);
  const heard: Array<{ betId?: string; userId: string; at: number }> = [];
  socket.on('live-drops.new', (payload: unknown) => {
    const { liveDrop } = serverEvents['live-drops.new'].payload.parse(payload).data;
    heard.push({ userId: liveDrop.user.id, at: Date.now() });
  });
  return heard;
}

/** A case whose only item is worth `price`: every opening drops exactly that. */
const caseOf = (price: number) =>
  makeCase(t, {
    items: [
      {
        id: 'only',
        name: `Worth ${price}`,
        image: null,
        rarity: 'covert',
        price,
        tickets: 100_000,
      },
    ],
  });

/**
 * Bets at 98% until a win (a loss is 1 in 50; eight losses in a row, 1 in 4 * 10^13): the
 * win's answer, and when its request left (before the server settled it).
 */
async function diceWin(client: Client, amount: number, pace?: Pace) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const requestedAt = Date.now();
    const res = await client.post('/api/games/dice/bet', {
      amount,
      target: 9800,
      direction: 'under',
      ...(pace ? { pace } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.bet.payout > 0) return Object.assign(res.body, { requestedAt });
  }
  throw new Error('no dice win in eight bets at 98%');
}

describe('a second tab of the betting player', () => {
  it('gets each dice win with its hold: the payout and when the roll lands, at every pace', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const heard = await secondTab(client);
    for (const pace of PACES) {
      const answer = await diceWin(client, 1_000, pace);
      await eventually(() => heard.some((e) => e.ledgerPosition === answer.ledgerPosition));
      const event = heard.find((e) => e.ledgerPosition === answer.ledgerPosition)!;
      expect(event.balance).toBe(answer.balance);
      expect(event.reveal).toEqual({
        id: answer.bet.id,
        payout: answer.bet.payout,
        inMs: revealInMs(diceGame.revealMs(answer.bet.outcome, pace)),
      });
    }
    const inMs = heard.filter((e) => e.reveal).map((e) => e.reveal!.inMs);
    // normal 900 + slack, turbo shorter, instant the slack alone.
    expect(inMs.at(0)).toBe(900 + REVEAL_SLACK_MS);
    expect(inMs.at(-1)).toBe(REVEAL_SLACK_MS);
  });

  it('gets no hold for a loss, and a pace left out plays at normal', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const heard = await secondTab(client);
    let loss: { ledgerPosition: number } | undefined;
    for (let attempt = 0; attempt < 8 && !loss; attempt++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 100,
        target: 200,
        direction: 'under',
      });
      if (res.body.bet.payout === 0) loss = { ledgerPosition: res.body.ledgerPosition as number };
    }
    expect(loss).toBeDefined();
    await eventually(() => heard.some((e) => e.ledgerPosition === loss!.ledgerPosition));
    expect(heard.find((e) => e.ledgerPosition === loss!.ledgerPosition)!.reveal).toBeUndefined();
    const win = await diceWin(client, 100);
    await eventually(() => heard.some((e) => e.ledgerPosition === win.ledgerPosition));
    expect(heard.find((e) => e.ledgerPosition === win.ledgerPosition)!.reveal!.inMs).toBe(
      900 + REVEAL_SLACK_MS,
    );
  });

  it('gets a case opening held under its first opening until the last reel stops, at every pace', async () => {
    const box = await caseOf(700);
    const client = new Client(t.url, t.origin);
    await client.register();
    const heard = await secondTab(client);
    for (const pace of PACES) {
      const res = await client.post(`/api/cases/${box.slug}/open`, { count: 3, pace });
      expect(res.status).toBe(200);
      const { openings, ledgerPosition, balance } = res.body;
      await eventually(() => heard.some((e) => e.ledgerPosition === ledgerPosition));
      const ofOpening = heard.filter((e) => e.reveal?.id === openings[0].id);
      // One balance per opening, each holding every item paid so far: a 7.00 item pays 7.00,
      // or 7.01 when the opening gives back the hundredth its price was rounded up by.
      const paid: number[] = openings.map((opening: { payout: number }) => opening.payout);
      expect(paid.every((payout) => payout === 700 || payout === 701)).toBe(true);
      expect(ofOpening.map((e) => e.reveal!.payout)).toEqual(
        paid.map((_, i) => paid.slice(0, i + 1).reduce((sum, payout) => sum + payout, 0)),
      );
      const inMs = revealInMs(caseUnboxGame.revealMs(3, pace));
      expect(ofOpening.every((e) => e.reveal!.inMs === inMs)).toBe(true);
      expect(ofOpening.at(-1)).toMatchObject({ ledgerPosition, balance });
    }
    expect(revealInMs(caseUnboxGame.revealMs(3, 'normal'))).toBe(5_500 + 2 * 180 + REVEAL_SLACK_MS);
  });

  it('refuses a pace it does not know', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const res = await client.post('/api/games/dice/bet', {
      amount: 100,
      target: 5000,
      direction: 'over',
      pace: 'ludicrous',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/Pace must be/);
  });
});

interface PendingReveal {
  id: string;
  payout: number;
  inMs: number;
  ledgerPosition: number;
}

/** What a tab that reads the user now shows: the balance less the wins not landed yet. */
const shownBy = (user: {
  balance: number;
  ledgerPosition: number;
  pendingReveals: PendingReveal[];
}) =>
  user.balance -
  user.pendingReveals
    .filter((reveal) => reveal.ledgerPosition <= user.ledgerPosition)
    .reduce((sum, reveal) => sum + reveal.payout, 0);

describe('a tab that reads the user afresh (a socket signing in late, a page opened)', () => {
  it('gets a dice win held until the roll lands, from /users/me, the start-up read and a login', async () => {
    const client = new Client(t.url, t.origin);
    const { username } = await client.register();
    const answer = await diceWin(client, 1_000);
    const before = answer.balance - answer.bet.payout;
    const inMs = revealInMs(diceGame.revealMs(answer.bet.outcome, 'normal'));
    // The hold runs from the settle, somewhere after the request left: a loaded machine can
    // take longer than any fixed allowance to deliver the answer.
    const sent = answer.requestedAt;
    const answered = Date.now();

    const me = (await client.get('/api/users/me')).body.user;
    const startup = (await client.get('/api/startup')).body.user;
    const other = new Client(t.url, t.origin);
    const login = await other.post('/api/auth/login', {
      login: username,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    for (const user of [me, startup, login.body.user]) {
      // The balance is the ledger's; the win in it comes with when it lands.
      expect(user).toMatchObject({
        balance: answer.balance,
        ledgerPosition: answer.ledgerPosition,
      });
      expect(user.pendingReveals).toEqual([
        {
          id: answer.bet.id,
          payout: answer.bet.payout,
          ledgerPosition: answer.ledgerPosition,
          inMs: expect.any(Number),
        },
      ]);
      expect(shownBy(user)).toBe(before);
      // Never later on the wire than the live event's own moment: counted from the read.
      expect(user.pendingReveals[0].inMs).toBeLessThanOrEqual(inMs);
      expect(user.pendingReveals[0].inMs).toBeGreaterThan(inMs - (Date.now() - sent) - 5);
    }

    await pause(inMs - (Date.now() - answered) + 20);
    const after = (await client.get('/api/users/me')).body.user;
    expect(after.pendingReveals).toEqual([]);
    expect(shownBy(after)).toBe(answer.balance);
  });

  it('gets a loss with nothing held, and a case opening held once under its first opening', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    let lost = false;
    for (let attempt = 0; attempt < 8 && !lost; attempt++) {
      const res = await client.post('/api/games/dice/bet', {
        amount: 100,
        target: 200,
        direction: 'under',
      });
      lost = res.body.bet.payout === 0;
      // A win (one in fifty) is held until its roll lands: let it land before the next try,
      // so the loss is the only bet the read can know of.
      if (!lost) await pause(revealInMs(diceGame.revealMs(res.body.bet.outcome, 'normal')) + 20);
    }
    expect(lost).toBe(true);
    expect((await client.get('/api/users/me')).body.user.pendingReveals).toEqual([]);

    const box = await caseOf(700);
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 3 });
    expect(res.status).toBe(200);
    const { openings, ledgerPosition, balance } = res.body;
    const paid = openings.reduce((sum: number, o: { payout: number }) => sum + o.payout, 0);
    const me = (await client.get('/api/users/me')).body.user;
    expect(me.pendingReveals).toEqual([
      { id: openings[0].id, payout: paid, ledgerPosition, inMs: expect.any(Number) },
    ]);
    expect(shownBy(me)).toBe(balance - paid);
  });
});

describe('live drops', () => {
  it("are absent from the history and the channel until the opener's reel has landed", async () => {
    const box = await caseOf(900);
    const heard = await watcher();
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const mine = () => heard.filter((drop) => drop.userId === user.id);
    const listed = async () =>
      (await new Client(t.url).get('/api/live-drops/history')).body.Global.All.filter(
        (drop: { user: { id: string } }) => drop.user.id === user.id,
      );

    const sent = Date.now();
    const res = await client.post(`/api/cases/${box.slug}/open`, { count: 1 });
    expect(res.status).toBe(200);
    const landsIn = revealInMs(caseUnboxGame.revealMs(1, 'normal'));
    // Most of the spin later, the drop is still nowhere.
    await pause(landsIn - 700 - (Date.now() - sent));
    expect(mine()).toEqual([]);
    expect(await listed()).toEqual([]);
    // Once the reel has landed, it is in both.
    await eventually(() => mine().length === 1, 3_000, 'the drop on the channel');
    expect(mine()[0]!.at - sent).toBeGreaterThanOrEqual(landsIn - 50);
    expect(await listed()).toHaveLength(1);
  });

  it('a turbo opening shows sooner, and an instant one after the slack alone', async () => {
    const box = await caseOf(800);
    const heard = await watcher();
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const mine = () => heard.filter((drop) => drop.userId === user.id);

    const sent = Date.now();
    await client.post(`/api/cases/${box.slug}/open`, { count: 1, pace: 'turbo' });
    await eventually(() => mine().length === 1, 5_000, 'the turbo drop');
    const turbo = mine()[0]!.at - sent;
    expect(turbo).toBeGreaterThanOrEqual(revealInMs(caseUnboxGame.revealMs(1, 'turbo')) - 50);
    expect(turbo).toBeLessThan(revealInMs(caseUnboxGame.revealMs(1, 'normal')));

    const again = Date.now();
    await client.post(`/api/cases/${box.slug}/open`, { count: 1, pace: 'instant' });
    await eventually(() => mine().length === 2, 3_000, 'the instant drop');
    expect(mine()[1]!.at - again).toBeGreaterThanOrEqual(REVEAL_SLACK_MS - 50);
  });
});

describe('win notices', () => {
  it('reach the player no earlier than the roll lands', async () => {
    const client = new Client(t.url, t.origin);
    await client.register();
    const socket = await client.socket();
    open.push(socket);
    const heard = listenForNotifications(socket);
    const highWins = () =>
      heard.heard.filter(
        (h) => h.event === 'notification.new' && h.payload.data.notification.type === 'HIGH_WIN',
      );

    // 98% at a stake of 200.00 pays a little over 200.00: a HIGH_WIN here.
    const answered = Date.now();
    const win = await diceWin(client, HIGH_WIN_MIN_PAYOUT);
    const settledAt = Date.now();
    const landsIn = revealInMs(diceGame.revealMs(win.bet.outcome, 'normal'));
    await pause(landsIn / 2);
    expect(highWins()).toEqual([]);
    const listed = (await client.get('/api/notifications')).body.notifications;
    expect(listed.filter((n: { type: string }) => n.type === 'HIGH_WIN')).toEqual([]);

    await eventually(() => highWins().length === 1, 5_000, 'the HIGH_WIN notice');
    // Counted from the winning answer (earlier losses, if any, only add to the wait).
    expect(highWins()[0]!.at - settledAt).toBeGreaterThanOrEqual(landsIn - 100);
    expect(highWins()[0]!.at - answered).toBeGreaterThanOrEqual(landsIn - 100);
    const now = (await client.get('/api/notifications')).body.notifications;
    expect(now.filter((n: { type: string }) => n.type === 'HIGH_WIN')).toHaveLength(1);
  });
});
