import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordSchema } from '../../src/shared/contract/instantGames';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function player() {
  const client = new Client(t.url, t.origin);
  await client.register();
  return client;
}

const dice = (client: Client) =>
  client.post('/api/games/dice/bet', { amount: 10, target: 5000, direction: 'over' });
const plinko = (client: Client) =>
  client.post('/api/games/plinko/bet', { amount: 10, rows: 8, risk: 'low' });

describe('bet history', () => {
  it('lists settled bets newest first, 20 by default, in the contract shape', async () => {
    const client = await player();
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push((await (i % 2 ? plinko : dice)(client)).body.bet.id);
    const { status, body } = await client.get('/api/games/bets');
    expect(status).toBe(200);
    expect(body.bets.map((b: { id: string }) => b.id)).toEqual(ids.reverse().slice(0, 20));
    for (const bet of body.bets) expect(() => betRecordSchema.parse(bet)).not.toThrow();
    const nonces = body.bets.map((b: { fairness: { nonce: number } }) => b.fairness.nonce);
    expect(nonces).toEqual([...Array(20).keys()].map((i) => 24 - i));
  });

  it('answers what a bet answered', async () => {
    const client = await player();
    const placed = (await plinko(client)).body.bet;
    expect((await client.get('/api/games/bets')).body.bets).toEqual([placed]);
  });

  it('filters by game and honours the limit', async () => {
    const client = await player();
    for (let i = 0; i < 3; i++) await dice(client);
    for (let i = 0; i < 4; i++) await plinko(client);
    const onlyDice = (await client.get('/api/games/bets?game=dice')).body.bets;
    expect(onlyDice).toHaveLength(3);
    expect(onlyDice.every((b: { game: string }) => b.game === 'dice')).toBe(true);
    expect((await client.get('/api/games/bets?game=plinko&limit=2')).body.bets).toHaveLength(2);
    expect((await client.get('/api/games/bets?limit=100')).body.bets).toHaveLength(7);
    expect((await client.get('/api/games/bets?game=mines')).body.bets).toEqual([]);
  });

  it("shows only the player's own bets", async () => {
    const a = await player();
    const b = await player();
    await dice(a);
    expect((await b.get('/api/games/bets')).body.bets).toEqual([]);
  });

  it.each([
    ['?limit=0', /Limit must be from 1 to 100/],
    ['?limit=101', /Limit must be from 1 to 100/],
    ['?limit=2.5', /whole number/],
    ['?limit=abc', /Limit must be a number/],
    ['?game=blackjack', /game/],
  ])('refuses %s with a clear message', async (query, message) => {
    const client = await player();
    const res = await client.get(`/api/games/bets${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it('needs a session', async () => {
    const res = await new Client(t.url).get('/api/games/bets');
    expect(res.status).toBe(401);
  });
});
