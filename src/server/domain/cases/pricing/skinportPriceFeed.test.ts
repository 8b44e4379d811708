import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkinportPriceFeed } from './skinportPriceFeed';
import { createPriceFeed } from './createPriceFeed';

// A local stand-in for Skinport serving a recorded answer in the documented format,
// brotli-compressed as Skinport sends it when the client accepts br.
const RECORDED = readFileSync('tests/fixtures/skinport/items-730-usd.json', 'utf8');
let answer: { status: number; body: string; brotli?: boolean } = { status: 200, body: RECORDED };
const requests: { url: string; encoding: string | undefined }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', encoding: req.headers['accept-encoding'] as string });
    if (answer.brotli) {
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'content-encoding': 'br',
      });
      res.end(brotliCompressSync(answer.body));
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SkinportPriceFeed', () => {
  it('asks for the CS2 list in dollars and prices names by their usual wear', async () => {
    answer = { status: 200, body: RECORDED, brotli: true };
    const prices = await new SkinportPriceFeed(base).prices([
      'AK-47 | Redline',
      'Glock-18 | Winterized',
      '★ Karambit',
      '★ Nomad Knife | Doppler (Ruby)',
      '★ Nomad Knife | Doppler (Phase 2)',
      'AWP | Dragon Lore',
      'P90 | Asiimov',
      'MP9 | Not Listed At All',
    ]);
    expect(requests.at(-1)?.url).toMatch(/^\/v1\/items\?app_id=730&currency=USD/);
    expect(requests.at(-1)?.encoding).toBe('br');
    // Field-Tested suggested price, never the StatTrak one: 41.87 USD * 1.4 = 58.62 gems
    expect(prices.get('AK-47 | Redline')).toBe(5_862);
    // Field-Tested has no listing, so Minimal Wear's median: 0.14 * 1.4 = 0.20 (rounded)
    expect(prices.get('Glock-18 | Winterized')).toBe(20);
    // A vanilla knife has no wear: 612.40 * 1.4 = 857.36
    expect(prices.get('★ Karambit')).toBe(85_736);
    // Phases share the market's one name; a Doppler has no Field-Tested, so Factory New:
    // 301.55 * 1.4 = 422.17
    expect(prices.get('★ Nomad Knife | Doppler (Ruby)')).toBe(42_217);
    expect(prices.get('★ Nomad Knife | Doppler (Phase 2)')).toBe(42_217);
    // Only a Souvenir listing and only a euro price: both unknown
    expect(prices.has('AWP | Dragon Lore')).toBe(false);
    expect(prices.has('P90 | Asiimov')).toBe(false);
    expect(prices.has('MP9 | Not Listed At All')).toBe(false);
    expect(prices.size).toBe(5);
  });

  it.each([
    [{ status: 429, body: '{"errors":[{"id":"RATE_LIMIT_EXCEEDED"}]}' }, /HTTP 429/],
    [{ status: 500, body: 'oops' }, /HTTP 500/],
    [{ status: 200, body: '[{"market_hash_name":' }, /malformed JSON/],
    [{ status: 200, body: '{"items":[]}' }, /other than a list/],
  ])('fails loudly on %j', async (reply, message) => {
    answer = reply;
    await expect(new SkinportPriceFeed(base).prices(['AK-47 | Redline'])).rejects.toThrow(message);
  });

  it('fills what the market does not quote from the dated snapshot when configured', async () => {
    answer = { status: 200, body: RECORDED };
    const feed = createPriceFeed({ priceFeed: { kind: 'skinport', skinportApiBase: base } });
    const prices = await feed.prices([
      'AK-47 | Redline',
      'Glock-18 | Winterized',
      'FAMAS | Meow 36',
    ]);
    expect(prices.get('AK-47 | Redline')).toBe(5_862);
    // Not in the recorded answer: the snapshot's price
    expect(prices.get('FAMAS | Meow 36')).toBeGreaterThan(0);
    expect(feed.name).toMatch(/^skinport, then snapshot of \d{4}-\d{2}-\d{2}$/);
  });
});
