import { describe, expect, it } from 'vitest';
import { SandboxDepositProvider } from './sandboxDepositProvider';
import { SandboxSteamInventory } from './sandboxSteamInventory';

describe('the sandbox deposit side', () => {
  it('accepts an offer once its time has come, and plays the other endings on demand', async () => {
    let now = 1_000;
    const provider = new SandboxDepositProvider(500, () => now);
    const sent = await provider.sendOffer({
      reference: 'r',
      steamId: '1',
      tradeToken: 't',
      assetIds: ['1'],
    });
    if (!sent.ok) throw new Error('not sent');
    expect(await provider.offers([sent.offerId, 'unknown'])).toEqual([
      { offerId: sent.offerId, state: 'ACTIVE', reason: null },
    ]);
    now += 500;
    expect((await provider.offers([sent.offerId]))[0]!.state).toBe('ACCEPTED');
    provider.settle(sent.offerId, 'REVERSED', 'undone');
    expect((await provider.offers([sent.offerId]))[0]).toMatchObject({
      state: 'REVERSED',
      reason: 'undone',
    });
    expect(() => provider.settle('nope', 'DECLINED')).toThrow();
  });

  it("sees another process's offer accepted on time, from the time in its id", async () => {
    let now = 5_000;
    const sender = new SandboxDepositProvider(500, () => now);
    const other = new SandboxDepositProvider(500, () => now);
    const sent = await sender.sendOffer({
      reference: 'r',
      steamId: '1',
      tradeToken: 't',
      assetIds: ['1'],
    });
    if (!sent.ok) throw new Error('not sent');
    expect((await other.offers([sent.offerId]))[0]!.state).toBe('ACTIVE');
    now += 500;
    expect((await other.offers([sent.offerId]))[0]!.state).toBe('ACCEPTED');
  });

  it('gives each Steam account the same skins under asset ids of its own, stable across reads', async () => {
    const inventory = new SandboxSteamInventory();
    const a = await inventory.itemsOf('76561198860533625');
    const b = await inventory.itemsOf('76561198860533626');
    expect(a.map((i) => i.marketName)).toEqual(b.map((i) => i.marketName));
    expect(a[0]!.assetId).not.toBe(b[0]!.assetId);
    expect(await inventory.itemsOf('76561198860533625')).toEqual(a);
    expect(a.filter((i) => !i.tradable)).toHaveLength(1);
  });
});
