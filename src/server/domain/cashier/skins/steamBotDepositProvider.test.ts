import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SteamBotDepositProvider } from './steamBotDepositProvider';

// Steam's trade offer endpoints answering their recorded bodies (tests/fixtures/steam-trade-offers).
const recorded = (file: string) =>
  readFileSync(`tests/fixtures/steam-trade-offers/${file}`, 'utf8');

const SETTINGS = {
  apiKey: 'web-api-key',
  sessionId: 'sess123',
  loginSecure: 'secure456',
  communityBase: 'https://steamcommunity.test',
  apiBase: 'https://api.steam.test',
};

function standIn(answers: Record<string, { status: number; file: string }>) {
  const asked: Array<{ url: string; init?: RequestInit }> = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    asked.push({ url, init });
    const path = new URL(url).pathname;
    const answer = answers[path];
    if (!answer) return new Response('', { status: 404 });
    return new Response(recorded(answer.file), { status: answer.status });
  };
  return { asked, provider: new SteamBotDepositProvider(SETTINGS, fetchFn) };
}

const OFFER = '/IEconService/GetTradeOffer/v1/';
const STATUS = '/IEconService/GetTradeStatus/v1/';

describe('SteamBotDepositProvider.sendOffer', () => {
  it("posts an offer asking for the skins, giving nothing, with the trade URL's token", async () => {
    const { asked, provider } = standIn({
      '/tradeoffer/new/send': { status: 200, file: 'send-offer.json' },
    });
    const sent = await provider.sendOffer({
      reference: 'dep-1',
      steamId: '76561198860533625',
      tradeToken: 'P2YkRJOk',
      assetIds: ['38350177012', '38350177013'],
    });
    expect(sent).toEqual({ ok: true, offerId: '7834109925' });
    const { init } = asked[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(headers.cookie).toBe('sessionid=sess123; steamLoginSecure=secure456');
    expect(headers.referer).toBe('https://steamcommunity.test/tradeoffer/new/');
    const form = new URLSearchParams(init!.body as string);
    expect(form.get('partner')).toBe('76561198860533625');
    expect(form.get('sessionid')).toBe('sess123');
    expect(JSON.parse(form.get('trade_offer_create_params')!)).toEqual({
      trade_offer_access_token: 'P2YkRJOk',
    });
    const offer = JSON.parse(form.get('json_tradeoffer')!);
    expect(offer.me.assets).toEqual([]);
    expect(offer.them.assets).toEqual([
      { appid: 730, contextid: '2', amount: 1, assetid: '38350177012' },
      { appid: 730, contextid: '2', amount: 1, assetid: '38350177013' },
    ]);
  });

  it("answers Steam's refusal as a refusal, and throws on an answer it cannot read", async () => {
    const refused = standIn({
      '/tradeoffer/new/send': { status: 500, file: 'send-offer-refused.json' },
    });
    const request = { reference: 'r', steamId: '1', tradeToken: 't', assetIds: ['1'] };
    expect(await refused.provider.sendOffer(request)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^There was an error sending your trade offer/),
    });
    const down = standIn({});
    await expect(down.provider.sendOffer(request)).rejects.toThrow(/Steam answered 404/);
  });
});

describe('SteamBotDepositProvider.offers', () => {
  it.each([
    ['get-trade-offer-active.json', 'ACTIVE'],
    ['get-trade-offer-declined.json', 'DECLINED'],
    ['get-trade-offer-expired.json', 'EXPIRED'],
  ])('reads %s as %s', async (file, state) => {
    const { asked, provider } = standIn({ [OFFER]: { status: 200, file } });
    expect(await provider.offers(['7834109925'])).toEqual([
      { offerId: '7834109925', state, reason: null },
    ]);
    expect(new URL(asked[0]!.url).searchParams.get('key')).toBe('web-api-key');
  });

  it('reads an accepted offer through its trade: complete, or rolled back (reversed)', async () => {
    const done = standIn({
      [OFFER]: { status: 200, file: 'get-trade-offer-accepted.json' },
      [STATUS]: { status: 200, file: 'get-trade-status-complete.json' },
    });
    expect(await done.provider.offers(['7834109925'])).toEqual([
      { offerId: '7834109925', state: 'ACCEPTED', reason: null },
    ]);
    expect(new URL(done.asked[1]!.url).searchParams.get('tradeid')).toBe('6718503328472049512');
    const undone = standIn({
      [OFFER]: { status: 200, file: 'get-trade-offer-accepted.json' },
      [STATUS]: { status: 200, file: 'get-trade-status-rolled-back.json' },
    });
    expect(await undone.provider.offers(['7834109925'])).toEqual([
      { offerId: '7834109925', state: 'REVERSED', reason: 'The trade was reversed on Steam' },
    ]);
  });

  it('throws when the Web API fails, so the poller tries again later', async () => {
    const { provider } = standIn({});
    await expect(provider.offers(['1'])).rejects.toThrow(/GetTradeOffer answered 404/);
  });
});
