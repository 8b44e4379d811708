import { describe, expect, it } from 'vitest';
import { geoipCountry } from './geoip';
import { RegionLock, isBot, isLocalAddress } from './regionLock';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('region lock', () => {
  const fixed = new RegionLock(
    ['US', 'GB'],
    (ip) => ({ '203.0.113.9': 'US', '198.51.100.7': 'DE' })[ip],
  );

  it('restricts listed countries and allows the others', () => {
    expect(fixed.check('203.0.113.9', chrome)).toEqual({ restricted: true, country: 'US' });
    expect(fixed.check('198.51.100.7', chrome)).toEqual({ restricted: false, country: 'DE' });
  });

  it('answers N/A, not restricted, for unknown, local and malformed addresses', () => {
    for (const ip of [
      '192.0.2.1',
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '::ffff:127.0.0.1',
      'fe80::1',
      'nonsense',
    ]) {
      expect(fixed.check(ip, chrome), ip).toEqual({ restricted: false, country: 'N/A' });
    }
  });

  it('never checks crawlers, even from a restricted country', () => {
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
    ];
    for (const ua of bots) {
      expect(isBot(ua), ua).toBe(true);
      expect(fixed.check('203.0.113.9', ua)).toEqual({ restricted: false, country: 'N/A' });
    }
    expect(isBot(chrome)).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });

  it('knows local ranges from public ones', () => {
    expect(isLocalAddress('100.64.0.1')).toBe(true);
    expect(isLocalAddress('8.8.8.8')).toBe(false);
    expect(isLocalAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isLocalAddress('2001:4860:4860::8888')).toBe(false);
  });

  it('finds countries in the shipped GeoLite2 data', () => {
    expect(geoipCountry('8.8.8.8')).toBe('US');
    expect(geoipCountry('81.2.69.142')).toBe('GB');
    expect(geoipCountry('2001:4860:4860::8888')).toBe('US');
    expect(geoipCountry('127.0.0.1')).toBeUndefined();
  });
});
