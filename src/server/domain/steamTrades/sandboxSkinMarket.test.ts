import { describe, expect, it } from 'vitest';
import { parseTradeUrl } from '../../../shared/steam-trade-url';
import { SandboxSkinMarket } from './sandboxSkinMarket';

const to = parseTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh')!;

describe('SandboxSkinMarket', () => {
  it('lists any name at the cap, sends at once and accepts after the delay', async () => {
    let now = 1_000;
    const market = new SandboxSkinMarket(30_000, () => now);
    const listing = await market.findListing(['AK-47 | Redline (Field-Tested)'], 4_200);
    expect(listing).toMatchObject({ marketName: 'AK-47 | Redline (Field-Tested)', price: 4_200 });
    const bought = await market.buy(listing!, to, 'ref-1');
    expect(bought.ok).toBe(true);
    // Buying again with the same reference is the same trade (a retried purchase).
    expect(await market.buy(listing!, to, 'ref-1')).toEqual(bought);
    const [sent] = await market.trades([{ reference: 'ref-1', marketTradeId: null }]);
    expect(sent).toMatchObject({ state: 'SENT', reason: null });
    expect(sent!.steamOfferId).toMatch(/^\d+$/);
    now += 29_999;
    expect((await market.trades([{ reference: 'ref-1', marketTradeId: null }]))[0]!.state).toBe(
      'SENT',
    );
    now += 1;
    expect((await market.trades([{ reference: 'ref-1', marketTradeId: null }]))[0]!.state).toBe(
      'ACCEPTED',
    );
    // A decided trade stays decided.
    expect(market.decide('ref-1', 'CANCELLED')).toBe(false);
  });

  it('lets the operator cancel a sent offer and take names off sale', async () => {
    const market = new SandboxSkinMarket(60_000);
    const listing = (await market.findListing(['A (Field-Tested)', 'A'], 100))!;
    await market.buy(listing, to, 'ref-2');
    expect(market.decide('ref-2', 'CANCELLED')).toBe(true);
    expect(await market.trades([{ reference: 'ref-2', marketTradeId: null }])).toEqual([
      expect.objectContaining({ state: 'CANCELLED', reason: 'The trade offer was declined' }),
    ]);
    market.takeOffSale('A (Field-Tested)');
    expect(await market.findListing(['A (Field-Tested)', 'A'], 100)).toMatchObject({
      marketName: 'A',
    });
    market.takeOffSale('A');
    expect(await market.findListing(['A (Field-Tested)', 'A'], 100)).toBeNull();
    expect(await market.buy(listing, to, 'ref-3')).toEqual({
      ok: false,
      reason: 'The item was sold to someone else',
    });
    expect(await market.trades([{ reference: 'unknown', marketTradeId: null }])).toEqual([]);
    expect(market.decide('unknown', 'ACCEPTED')).toBe(false);
  });

  it('answers the same from any instance: a peer process or a restarted one', async () => {
    let now = 1_700_000_000_000;
    const buyer = new SandboxSkinMarket(30_000, () => now);
    const listing = (await buyer.findListing(['B (Field-Tested)'], 500))!;
    const bought = await buyer.buy(listing, to, 'ref-4');
    if (!bought.ok) throw new Error('the sandbox refused');
    // Another process knows only what the poller reads from the offer's row.
    const peer = new SandboxSkinMarket(30_000, () => now);
    const query = [{ reference: 'ref-4', marketTradeId: bought.marketTradeId }];
    const [mine] = await buyer.trades(query);
    expect(await peer.trades(query)).toEqual([mine]);
    expect(mine).toMatchObject({ state: 'SENT' });
    now += 30_000;
    expect(await peer.trades(query)).toEqual([expect.objectContaining({ state: 'ACCEPTED' })]);
    // Without the market's id, only the instance that bought knows the trade.
    expect(await peer.trades([{ reference: 'ref-4', marketTradeId: null }])).toEqual([]);
    // An id that does not say when it was sent cannot be followed: the offer ends.
    expect(
      await peer.trades([{ reference: 'ref-5', marketTradeId: 'sandbox-0123456789ab' }]),
    ).toEqual([
      expect.objectContaining({
        state: 'CANCELLED',
        steamOfferId: null,
        reason: 'The sandbox market has no record of this trade',
      }),
    ]);
  });
});
