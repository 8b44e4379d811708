import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// Public addresses whose country the shipped GeoLite2 data knows.
const US = '8.8.8.8';
const GB = '81.2.69.142';
const DE = '193.99.144.80';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const compliance = (t: TestApp, headers: Record<string, string> = {}) =>
  new Client(t.url).request('GET', '/api/compliance', undefined, {
    'user-agent': CHROME,
    ...headers,
  });

describe('GET /compliance behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Default RESTRICTED_COUNTRIES (US, GB, ...); the loopback test client plays the proxy.
    t = await startTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it.each([
    [US, { restricted: true, country: 'US' }],
    [GB, { restricted: true, country: 'GB' }],
    [DE, { restricted: false, country: 'DE' }],
    ['2001:4860:4860::8888', { restricted: true, country: 'US' }],
  ])('reads the country of %s from X-Forwarded-For', async (ip, expected) => {
    const res = await compliance(t, { 'x-forwarded-for': ip });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('uses the address the proxy appended, not one the client put in front', async () => {
    const res = await compliance(t, { 'x-forwarded-for': `${DE}, ${US}` });
    expect(res.body).toEqual({ restricted: true, country: 'US' });
    const spoofed = await compliance(t, { 'x-forwarded-for': `${US}, ${DE}` });
    expect(spoofed.body).toEqual({ restricted: false, country: 'DE' });
  });

  it.each([['10.0.0.7'], ['192.168.1.20'], ['::1'], ['192.0.2.1']])(
    'answers N/A, not restricted, for the local or unknown address %s',
    async (ip) => {
      const res = await compliance(t, { 'x-forwarded-for': ip });
      expect(res.body).toEqual({ restricted: false, country: 'N/A' });
    },
  );

  it('answers N/A for the loopback client itself', async () => {
    expect((await compliance(t)).body).toEqual({ restricted: false, country: 'N/A' });
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    [
      'facebookexternalhit',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['Twitterbot', 'Twitterbot/1.0'],
  ])('does not check %s, even from a restricted country', async (_name, userAgent) => {
    const res = await compliance(t, { 'x-forwarded-for': US, 'user-agent': userAgent });
    expect(res.body).toEqual({ restricted: false, country: 'N/A' });
  });

  it('never takes the country from the caller and needs no session', async () => {
    const res = await new Client(t.url).get('/api/compliance?country=DE&restricted=false');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ restricted: false, country: 'N/A' });
    const fromUs = await new Client(t.url).request('GET', '/api/compliance?country=DE', undefined, {
      'x-forwarded-for': US,
    });
    expect(fromUs.body).toEqual({ restricted: true, country: 'US' });
  });
});

describe('GET /compliance without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: [] });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const res = await compliance(t, { 'x-forwarded-for': US });
    expect(res.body).toEqual({ restricted: false, country: 'N/A' });
  });
});

describe('GET /compliance with other restricted countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: ['127.0.0.1'], restrictedCountries: ['DE'] });
  });
  afterAll(() => t.close());

  it('restricts exactly the configured countries', async () => {
    expect((await compliance(t, { 'x-forwarded-for': DE })).body).toEqual({
      restricted: true,
      country: 'DE',
    });
    expect((await compliance(t, { 'x-forwarded-for': US })).body).toEqual({
      restricted: false,
      country: 'US',
    });
  });
});
