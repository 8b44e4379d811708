import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { operatorClient, twoFactorPlayer } from '../helpers/cryptoCashier';
import { type Client, type TestApp, startTestApp } from '../helpers/testApp';

// The outside probe, as it was run: 420.00 gems deposited in the sandbox cashier, tipped to
// a second account and withdrawn there. The deposit was never wagered, so the withdrawal must
// be refused until the receiver wagers it.
let t: TestApp;
let operator: Client;
beforeAll(async () => {
  t = await startTestApp({
    rateLimitPerMinute: 1_000_000,
    cryptoCashier: { ...testConfig().cryptoCashier, approvalAbove: 1_000_000 },
  });
  operator = await operatorClient(t);
}, 300_000); // a loaded machine builds the app slowly
afterAll(() => t.close());

/** 3.53 LTC at 119.00 gems a coin: 420.07 gems, confirmed at once. */
async function deposit420(player: Client): Promise<number> {
  const address = await player.post('/api/cashier/crypto/deposit-address', {
    symbol: 'LTC',
    blockchain: 'LTC',
  });
  expect(address.status).toBe(200);
  const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
    address: address.body.address.address,
    coinAmount: '3.53',
  });
  expect(sent.status).toBe(200);
  const done = await operator.post('/api/admin/cashier/sandbox/confirm', {
    reference: sent.body.txId,
    all: true,
  });
  expect(done.status).toBe(200);
  return done.body.transaction.amount as number;
}

const withdraw = (player: Client, amount: number, code: string) =>
  player.post('/api/cashier/crypto/withdraw', {
    amount,
    symbol: 'LTC',
    blockchain: 'LTC',
    address: 'ltc1qg82hxkz3rn4w6dwzm0tq8l3j0d2',
    code,
  });

describe('a deposit tipped to another account', () => {
  it('cannot be withdrawn there until it is wagered', async () => {
    const sender = await twoFactorPlayer(t);
    const receiver = await twoFactorPlayer(t);
    expect(await deposit420(sender.client)).toBeGreaterThanOrEqual(42_000);

    const tip = await sender.client.post('/api/users/tip', {
      recipient: receiver.user.id,
      amount: 42_000,
      idempotencyKey: randomUUID(),
    });
    expect(tip.status).toBe(200);

    const refused = await withdraw(receiver.client, 42_000, receiver.code());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'WAGER_REQUIRED',
      message: 'Wager 420.00 more gems before withdrawing (every deposit must be wagered 1x)',
    });

    // Wagered against the house, the tipped deposit may leave.
    const bet = await receiver.client.post('/api/games/dice/bet', {
      amount: 42_000,
      target: 200,
      direction: 'over',
    });
    expect(bet.status).toBe(200);
    const paid = await withdraw(receiver.client, 10_000, receiver.code());
    expect(paid.status).toBe(200);
  });
});
