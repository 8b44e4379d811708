import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

let t: TestApp;
let client: Client;
beforeAll(async () => {
  t = await startTestApp();
  client = new Client(t.url, t.origin);
  await client.register();
});
afterAll(() => t.close());

const dice = { amount: 100, target: 5000, direction: 'over' };
const plinko = { amount: 100, rows: 8, risk: 'low' };
const mines = { amount: 100, mines: 3 };

/** Everything a refused call must leave as it was. */
async function state() {
  const [row] = await queryRows<Record<string, number>>(
    t.app.services.db,
    sql`SELECT (SELECT count(*) FROM bets)::int AS bets,
               (SELECT count(*) FROM mines_games)::int AS games,
               (SELECT count(*) FROM wallet_transfers)::int AS transfers,
               (SELECT coalesce(sum(nonce), 0) FROM seed_pairs)::int AS nonces,
               (SELECT count(*) FROM seed_pairs WHERE revealed_at IS NOT NULL)::int AS revealed`,
  );
  return { ...row, balance: (await client.get('/api/users/me')).body.user.balance };
}

const cases: Array<[string, string, unknown, RegExp]> = [
  ['dice amount 0', '/games/dice/bet', { ...dice, amount: 0 }, /^amount: Amount must be positive/],
  [
    'dice negative amount',
    '/games/dice/bet',
    { ...dice, amount: -100 },
    /^amount: Amount must be positive/,
  ],
  [
    'dice fractional hundredths',
    '/games/dice/bet',
    { ...dice, amount: 1.5 },
    /^amount: .*whole number/,
  ],
  [
    'dice huge amount',
    '/games/dice/bet',
    { ...dice, amount: 1e20 },
    /^amount: Amount is too large/,
  ],
  ['dice amount as text', '/games/dice/bet', { ...dice, amount: '100' }, /^amount: .*number/],
  ['dice under the minimum', '/games/dice/bet', { ...dice, amount: 9 }, /minimum bet is 0\.10/],
  [
    'dice over the maximum',
    '/games/dice/bet',
    { ...dice, amount: 1_000_001 },
    /maximum bet is 10,000\.00/,
  ],
  ['dice without amount', '/games/dice/bet', { target: 5000, direction: 'over' }, /^amount: /],
  ['dice target 0', '/games/dice/bet', { ...dice, target: 0 }, /Target must be at least 0\.01/],
  [
    'dice target 100.00',
    '/games/dice/bet',
    { ...dice, target: 10_000 },
    /Target must be at most 99\.99/,
  ],
  [
    'dice fractional target',
    '/games/dice/bet',
    { ...dice, target: 50.5 },
    /whole number of hundredths/,
  ],
  [
    'dice direction sideways',
    '/games/dice/bet',
    { ...dice, direction: 'sideways' },
    /"over" or "under"/,
  ],
  ['dice chance 99% under', '/games/dice/bet', { ...dice, target: 9900, direction: 'under' }, /98/],
  ['dice chance 99% over', '/games/dice/bet', { ...dice, target: 100, direction: 'over' }, /98/],
  ['dice extra field', '/games/dice/bet', { ...dice, payout: 1e9 }, /Unknown field: payout/],
  [
    'plinko amount 0',
    '/games/plinko/bet',
    { ...plinko, amount: 0 },
    /^amount: Amount must be positive/,
  ],
  ['plinko fractional', '/games/plinko/bet', { ...plinko, amount: 1.5 }, /whole number/],
  ['plinko huge', '/games/plinko/bet', { ...plinko, amount: 1e20 }, /too large/],
  [
    'plinko rows 7',
    '/games/plinko/bet',
    { ...plinko, rows: 7 },
    /^rows: Rows must be from 8 to 16/,
  ],
  [
    'plinko rows 17',
    '/games/plinko/bet',
    { ...plinko, rows: 17 },
    /^rows: Rows must be from 8 to 16/,
  ],
  ['plinko rows 8.5', '/games/plinko/bet', { ...plinko, rows: 8.5 }, /^rows: .*whole number/],
  [
    'plinko risk extreme',
    '/games/plinko/bet',
    { ...plinko, risk: 'extreme' },
    /^risk: Risk must be "low", "medium" or "high"/,
  ],
  [
    'mines amount 0',
    '/games/mines/start',
    { ...mines, amount: 0 },
    /^amount: Amount must be positive/,
  ],
  [
    'mines negative',
    '/games/mines/start',
    { ...mines, amount: -5 },
    /^amount: Amount must be positive/,
  ],
  ['mines huge', '/games/mines/start', { ...mines, amount: 1e20 }, /too large/],
  ['mines 0', '/games/mines/start', { ...mines, mines: 0 }, /^mines: Mines must be from 1 to 24/],
  ['mines 25', '/games/mines/start', { ...mines, mines: 25 }, /^mines: Mines must be from 1 to 24/],
  ['mines 2.5', '/games/mines/start', { ...mines, mines: 2.5 }, /^mines: .*whole number/],
  ['reveal tile 25', '/games/mines/reveal', { tile: 25 }, /^tile: Tile must be from 0 to 24/],
  ['reveal tile -1', '/games/mines/reveal', { tile: -1 }, /^tile: Tile must be from 0 to 24/],
  ['reveal tile as text', '/games/mines/reveal', { tile: '3' }, /^tile: Tile must be a number/],
  ['reveal without tile', '/games/mines/reveal', {}, /^tile: /],
  ['cash out with a body', '/games/mines/cashout', { tile: 1 }, /Unknown field: tile/],
];

describe('instant games refuse bad input and change nothing', () => {
  it.each(cases)('%s', async (_label, path, body, message) => {
    const before = await state();
    const res = await client.post(`/api${path}`, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await state()).toEqual(before);
  });

  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/fairness/seeds'],
    ['POST', '/fairness/seeds/rotate', { clientSeed: 'abc' }],
    ['GET', '/fairness/seeds/revealed'],
    ['POST', '/games/dice/bet', dice],
    ['POST', '/games/plinko/bet', plinko],
    ['POST', '/games/mines/start', mines],
    ['POST', '/games/mines/reveal', { tile: 1 }],
    ['POST', '/games/mines/cashout'],
    ['GET', '/games/mines/active'],
    ['GET', '/games/bets'],
  ];
  it.each(calls)('%s %s needs a session', async (method, path, body) => {
    const before = await state();
    const res = await new Client(t.url, t.origin).request(method, `/api${path}`, body);
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('You must be authenticated to perform this action');
    expect(await state()).toEqual(before);
  });
});
