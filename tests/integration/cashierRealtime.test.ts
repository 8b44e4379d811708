import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient } from '../helpers/cryptoCashier';
import { Client, type TestApp, nextEvent, startTestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('cashier socket events', () => {
  it("tell a deposit's every change to its player's tabs, and to no one else", async () => {
    const player = new Client(t.url, t.origin);
    await player.register();
    const tab = await player.socket();
    const bystander = await new Client(t.url, t.origin).socket();
    let bystanderHeard = false;
    bystander.on('cashier.crypto-transaction', () => (bystanderHeard = true));
    const operator = await operatorClient(t);

    const address = await player.post('/api/cashier/crypto/deposit-address', {
      symbol: 'BTC',
      blockchain: 'BTC',
    });
    const seen = nextEvent(tab, 'cashier.crypto-transaction');
    const sent = await operator.post('/api/admin/cashier/sandbox/deposit', {
      address: address.body.address.address,
      coinAmount: '0.001',
    });
    expect(sent.status).toBe(200);
    expect(await seen).toEqual({
      data: { transaction: expect.objectContaining({ status: 'CONFIRMING' }) },
    });

    const credited = nextEvent(tab, 'cashier.crypto-transaction');
    await operator.post('/api/admin/cashier/sandbox/confirm', { reference: sent.body.txId });
    expect((await credited).data.transaction).toMatchObject({ confirmations: 1 });
    expect(bystanderHeard).toBe(false);
    [tab, bystander].forEach((s) => s.close());
  });
});
