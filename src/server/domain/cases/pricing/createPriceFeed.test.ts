import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createPriceFeed } from './createPriceFeed';
import snapshot from './price-snapshot.json';

describe('createPriceFeed', () => {
  it('reads the dated local snapshot by default, with no image base (no third party)', async () => {
    const config = loadConfig({});
    expect(config.priceFeed).toEqual({
      kind: 'snapshot',
      skinportApiBase: 'https://api.skinport.com',
    });
    expect(config.catalogueImageBase).toBeNull();
    const feed = createPriceFeed(config);
    expect(feed.name).toBe(`snapshot of ${snapshot.date}`);
    const prices = await feed.prices(['AK-47 | Redline', 'Not An Item']);
    expect(prices.get('AK-47 | Redline')).toBe(snapshot.prices['AK-47 | Redline']);
    expect(prices.has('Not An Item')).toBe(false);
  });

  it('chooses Skinport when configured, and refuses unknown feeds and bad addresses', () => {
    const config = loadConfig({
      PRICE_FEED: 'skinport',
      SKINPORT_API_BASE: 'http://127.0.0.1:9/',
      CATALOGUE_IMAGE_BASE: 'https://images.example/cs2/',
    });
    expect(config.priceFeed).toEqual({ kind: 'skinport', skinportApiBase: 'http://127.0.0.1:9' });
    expect(config.catalogueImageBase).toBe('https://images.example/cs2');
    expect(createPriceFeed(config).name).toMatch(/^skinport, then snapshot of /);
    expect(() => loadConfig({ PRICE_FEED: 'steam' })).toThrow(ConfigError);
    expect(() => loadConfig({ SKINPORT_API_BASE: 'nope' })).toThrow(
      /SKINPORT_API_BASE must be a URL/,
    );
    expect(() => loadConfig({ CATALOGUE_IMAGE_BASE: 'nope' })).toThrow(/CATALOGUE_IMAGE_BASE/);
  });
});
