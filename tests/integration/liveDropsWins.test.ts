import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseBattleGame } from '../../games/case-battle/game';
import { skinUpgraderGame } from '../../games/skin-upgrader/game';
import { SnapshotPriceFeed } from '../../src/server/domain/cases/pricing/snapshotPriceFeed';
import type { PriceFeed } from '../../src/server/domain/cases/pricing/priceFeed';
import { revealInMs } from '../../src/server/domain/settlement/reveal';
import { type LiveDrop, serverEvents } from '../../src/shared/contract';
import type { CaseBattle } from '../../src/shared/contract/battles';
import { eventually, pause } from '../helpers/notificationProbe';
import { makeCase, threeItems } from '../helpers/testCases';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Every item won is a live drop, not only a case opening's: a battle's pulls and an
// Skin Upgrader's won skin reach the history and the channel, each only once its animation has
// landed (the battle's result, the Skin Upgrader's needle).

const REDLINE = { id: 'ak-47-redline', name: 'AK-47 | Redline', price: 3_000 };

/** The dated snapshot, with the Redline at a price a 75% upgrade reaches. */
class TestPriceFeed implements PriceFeed {
  readonly name = 'test prices';
  private readonly snapshot = new SnapshotPriceFeed();
  async prices(names: readonly string[]): Promise<Map<string, number>> {
    const found = await this.snapshot.prices(names);
    found.set(REDLINE.name, REDLINE.price);
    return found;
  }
}

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp(
    {
      rateLimitPerMinute: 1_000_000, // the battle is polled
      rounds: {
        chainLength: 100,
        scheduled: false,
        beacon: { kind: 'local', periodMs: 40 },
        caseBattleSpinMs: 300,
      },
    },
    { priceFeed: new TestPriceFeed() },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A socket on the live-drops channel: every drop it hears, with when. */
async function dropWatcher() {
  const socket = await new Client(t.url, t.origin).socket();
  sockets.push(socket);
  expect(await socket.emitWithAck('live-drops.subscribe')).toBe(true);
  const heard: { drop: LiveDrop; at: number }[] = [];
  socket.on('live-drops.new', (payload: unknown) => {
    const { liveDrop } = serverEvents['live-drops.new'].payload.parse(payload).data;
    heard.push({ drop: liveDrop, at: Date.now() });
  });
  return heard;
}

/** The history's drops of these players. */
async function listedOf(...userIds: string[]): Promise<LiveDrop[]> {
  const res = await new Client(t.url).get('/api/live-drops/history');
  expect(res.status).toBe(200);
  return (res.body.Global.All as LiveDrop[]).filter((drop) => userIds.includes(drop.user.id));
}

describe('a case battle', () => {
  it("drops every seat's pulls, once the result has landed", async () => {
    // One item: every pull is the same, so the battle ties and its tie roll plays first.
    const only = { ...threeItems()[0]!, price: 700, tickets: 100_000 };
    const box = await makeCase(t, { items: [only] });
    const creator = new Client(t.url, t.origin);
    const joiner = new Client(t.url, t.origin);
    const ids = [(await creator.register()).id, (await joiner.register()).id];
    const heard = await dropWatcher();

    const created = await creator.post('/api/case-battles', {
      mode: 'VERSUS',
      playerAmount: 2,
      options: ['ROLL'],
      cases: [{ slug: box.slug, amount: 2 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.caseBattle as CaseBattle)._id;
    const page = await new Client(t.url, t.origin).socket();
    sockets.push(page);
    let completedAt = 0;
    page.on('case-battle.completed', () => (completedAt = Date.now()));
    expect(await page.emitWithAck(`case-battle:${id}.subscribe`)).toBe(true);
    expect((await joiner.post(`/api/case-battles/${id}/join`, {})).status).toBe(200);

    await eventually(() => completedAt > 0, 20_000, 'the battle completed');
    // Settled, but the tie roll is still running on the page: no drop yet.
    expect(await listedOf(...ids)).toEqual([]);
    const hold = revealInMs(caseBattleGame.resultRevealMs(true));
    await eventually(() => heard.filter((h) => ids.includes(h.drop.user.id)).length === 4, 8_000);
    for (const { at } of heard.filter((h) => ids.includes(h.drop.user.id)))
      expect(at - completedAt).toBeGreaterThanOrEqual(hold - 100);

    const listed = await listedOf(...ids);
    expect(listed).toHaveLength(4);
    for (const userId of ids)
      expect(listed.filter((drop) => drop.user.id === userId)).toHaveLength(2);
    for (const drop of listed)
      expect(drop).toMatchObject({
        game: 'case-battle',
        item: { name: only.name, image: null, price: 700, rarity: only.rarity },
      });
  });
});

describe('the Skin Upgrader', () => {
  it('drops the target skin of a win, once the needle has landed, and nothing for a loss', async () => {
    const client = new Client(t.url, t.origin);
    const user = await client.register();
    const [target] = (await t.app.services.catalogue.lookUp([REDLINE.id])).values();

    // 75% a spin: twelve misses in a row are 1 in 17 million.
    let win: { outcome: Parameters<typeof skinUpgraderGame.revealMs>[0] } | null = null;
    let wonAt = 0;
    for (let i = 0; i < 12 && !win; i++) {
      const res = await client.post('/api/games/skin-upgrader/bet', {
        amount: 2_500,
        target: REDLINE.id,
        direction: 'over',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (res.body.bet.outcome.win) [win, wonAt] = [res.body.bet, Date.now()];
    }
    if (!win) throw new Error('no win in twelve spins at 75%');
    // The needle is still turning in the betting tab: no drop yet.
    expect(await listedOf(user.id)).toEqual([]);

    const landsIn = revealInMs(skinUpgraderGame.revealMs(win.outcome, 'normal'));
    // Polled until it is listed, which is never before the needle has landed.
    let listed: LiveDrop[] = [];
    const deadline = wonAt + landsIn + 3_000;
    while (listed.length === 0 && Date.now() < deadline) {
      listed = await listedOf(user.id);
      if (listed.length === 0) await pause(100);
    }
    expect(Date.now() - wonAt).toBeGreaterThanOrEqual(landsIn - 100);
    expect(listed).toEqual([
      expect.objectContaining({
        game: 'skin-upgrader',
        item: {
          name: REDLINE.name,
          image: target!.image,
          price: REDLINE.price,
          rarity: target!.rarity,
        },
      }),
    ]);
  });
});
