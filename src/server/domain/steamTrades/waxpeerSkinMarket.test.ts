import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseTradeUrl } from '../../../shared/steam-trade-url';
import { marketNamesOf } from './skinMarket';
import { WaxpeerSkinMarket } from './waxpeerSkinMarket';

// A local stand-in for Waxpeer's API answering recorded bodies in its documented format.
const recorded = (file: string) => readFileSync(`tests/fixtures/waxpeer/${file}`, 'utf8');
let answers: Record<string, { status: number; body: string }> = {};
const requests: URL[] = [];
let server: Server;
let market: WaxpeerSkinMarket;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(url);
    const answer = answers[url.pathname] ?? { status: 404, body: '{}' };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  market = new WaxpeerSkinMarket(base, 'test-key');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = {};
  requests.length = 0;
});

const to = parseTradeUrl(
  'https://steamcommunity.com/tradeoffer/new/?partner=900267897&token=P2YkRJOk',
)!;

describe('WaxpeerSkinMarket.findListing', () => {
  it('asks for every wear by name and picks the cheapest listing under the cap', async () => {
    answers['/v1/search-items-by-name'] = {
      status: 200,
      body: recorded('search-items-by-name.json'),
    };
    const names = marketNamesOf('AK-47 | Redline');
    expect(await market.findListing(names, 12_000)).toEqual({
      listingId: '27165625802',
      marketName: 'AK-47 | Redline (Well-Worn)',
      price: 10450,
    });
    const asked = requests[0]!;
    expect(asked.searchParams.get('api')).toBe('test-key');
    expect(asked.searchParams.get('game')).toBe('csgo');
    expect(asked.searchParams.getAll('names')).toEqual(names);
  });

  it('answers null when every listing costs more than the cap', async () => {
    answers['/v1/search-items-by-name'] = {
      status: 200,
      body: recorded('search-items-by-name.json'),
    };
    expect(await market.findListing(marketNamesOf('AK-47 | Redline'), 10_449)).toBeNull();
  });

  it('ignores listings of names it did not ask for', async () => {
    answers['/v1/search-items-by-name'] = {
      status: 200,
      body: recorded('search-items-by-name.json'),
    };
    expect(await market.findListing(['AK-47 | Redline (Minimal Wear)'], 60_000)).toMatchObject({
      listingId: '27165625740',
    });
  });

  it('throws on a refusal and on an HTTP error, naming neither the key nor the URL', async () => {
    answers['/v1/search-items-by-name'] = { status: 200, body: recorded('refused-key.json') };
    await expect(market.findListing(['x'], 1)).rejects.toThrow(
      'Waxpeer search-items-by-name refused: Wrong api key',
    );
    answers['/v1/search-items-by-name'] = { status: 502, body: 'bad gateway' };
    const error = await market.findListing(['x'], 1).catch((e: Error) => e);
    expect(String(error)).toMatch(/answered 502/);
    expect(String(error)).not.toContain('test-key');
  });
});

describe('WaxpeerSkinMarket.buy', () => {
  const listing = {
    listingId: '27165625801',
    marketName: 'AK-47 | Redline (Field-Tested)',
    price: 11890,
  };

  it('buys the listing for the trade URL with our reference as project_id', async () => {
    answers['/v1/buy-one-p2p'] = { status: 200, body: recorded('buy-one-p2p.json') };
    expect(await market.buy(listing, to, 'offer-1')).toEqual({
      ok: true,
      marketTradeId: '4258301',
    });
    const params = Object.fromEntries(requests[0]!.searchParams);
    expect(params).toEqual({
      api: 'test-key',
      item_id: '27165625801',
      price: '11890',
      token: 'P2YkRJOk',
      partner: '900267897',
      project_id: 'offer-1',
    });
  });

  it('answers a refusal with the market message', async () => {
    answers['/v1/buy-one-p2p'] = { status: 200, body: recorded('buy-one-p2p-refused.json') };
    expect(await market.buy(listing, to, 'offer-2')).toEqual({ ok: false, reason: 'System busy' });
  });

  it('throws when the outcome is unknown (HTTP error, unexpected shape)', async () => {
    answers['/v1/buy-one-p2p'] = { status: 500, body: '{}' };
    await expect(market.buy(listing, to, 'offer-3')).rejects.toThrow(/answered 500/);
    answers['/v1/buy-one-p2p'] = { status: 200, body: '{"success":true}' };
    await expect(market.buy(listing, to, 'offer-3')).rejects.toThrow(/unexpected shape/);
  });
});

describe('WaxpeerSkinMarket.trades', () => {
  it('reads bought trades by id: in flight, sent, accepted, cancelled with its reason', async () => {
    answers['/v1/check-many-steam'] = { status: 200, body: recorded('check-many-steam.json') };
    const trades = await market.trades([
      { reference: 'a', marketTradeId: '4258301' },
      { reference: 'b', marketTradeId: '4258302' },
      { reference: 'c', marketTradeId: '4258303' },
      { reference: 'd', marketTradeId: '4258304' },
      { reference: 'e', marketTradeId: '999' },
    ]);
    expect(requests[0]!.pathname).toBe('/v1/check-many-steam');
    expect(requests[0]!.searchParams.getAll('id')).toEqual([
      '4258301',
      '4258302',
      '4258303',
      '4258304',
      '999',
    ]);
    expect(trades).toEqual([
      {
        reference: 'a',
        marketTradeId: '4258301',
        state: 'PENDING',
        steamOfferId: null,
        reason: null,
      },
      {
        reference: 'b',
        marketTradeId: '4258302',
        state: 'SENT',
        steamOfferId: '3547735377',
        reason: null,
      },
      {
        reference: 'c',
        marketTradeId: '4258303',
        state: 'ACCEPTED',
        steamOfferId: '3547735399',
        reason: null,
      },
      {
        reference: 'd',
        marketTradeId: '4258304',
        state: 'CANCELLED',
        steamOfferId: '3547735400',
        reason: 'Buyer failed to accept',
      },
    ]);
  });

  it('finds a purchase whose answer was lost by its project_id', async () => {
    answers['/v1/check-many-project-id'] = {
      status: 200,
      body: recorded('check-many-project-id.json'),
    };
    const trades = await market.trades([
      { reference: '6f1c1c3e-0d55-4d2f-9b43-6a1f3f0b0010', marketTradeId: null },
      { reference: 'never-bought', marketTradeId: null },
    ]);
    expect(requests.map((r) => r.pathname)).toEqual(['/v1/check-many-project-id']);
    expect(trades).toEqual([
      {
        reference: '6f1c1c3e-0d55-4d2f-9b43-6a1f3f0b0010',
        marketTradeId: '4258310',
        state: 'CANCELLED',
        steamOfferId: null,
        reason:
          "We couldn't validate your trade link, either your inventory is private or you can't trade",
      },
    ]);
  });

  it('throws on a refused check so the poller retries later', async () => {
    answers['/v1/check-many-steam'] = { status: 200, body: recorded('refused-key.json') };
    await expect(market.trades([{ reference: 'a', marketTradeId: '1' }])).rejects.toThrow(
      /check-many-steam refused: Wrong api key/,
    );
  });

  it('asks nothing for nothing', async () => {
    expect(await market.trades([])).toEqual([]);
    expect(requests).toEqual([]);
  });
});
