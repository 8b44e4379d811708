import { z } from 'zod';
import type {
  DepositOfferRequest,
  DepositOfferSent,
  DepositOfferUpdate,
  SkinDepositProvider,
} from './skinDepositProvider';
import type { SteamBotSettings } from '../../../config/slices/skinDeposits';
import type { Fetch } from './steamCommunityInventory';

export type { SteamBotSettings };

// Steam's documented answers (tests/fixtures/steam-trade-offers/README.md).
const sent = z.looseObject({ tradeofferid: z.string().regex(/^\d+$/) });
const sendError = z.looseObject({ strError: z.string() });
const offerAnswer = z.looseObject({
  response: z.looseObject({
    offer: z
      .looseObject({
        tradeofferid: z.string(),
        trade_offer_state: z.number().int(),
        tradeid: z.string().nullish(),
      })
      .optional(),
  }),
});
const statusAnswer = z.looseObject({
  response: z.looseObject({
    trades: z.array(z.looseObject({ tradeid: z.string(), status: z.number().int() })).default([]),
  }),
});

/** ETradeOfferState values an offer ends in, and what each means to a deposit. */
const ENDED: Record<number, Exclude<DepositOfferUpdate['state'], 'ACTIVE' | 'ACCEPTED'>> = {
  4: 'DECLINED', // countered: the player answered with another offer
  5: 'EXPIRED',
  6: 'CANCELLED',
  7: 'DECLINED',
  8: 'CANCELLED', // some skins left the player's inventory meanwhile
  10: 'CANCELLED', // cancelled at the second-factor confirmation
};
const ACCEPTED = 3;
/** ETradeStatus values of a trade undone after it completed (a reversal reads as a rollback). */
const ROLLED_BACK = new Set([5, 6, 7, 11]);

/**
 * The site's own Steam account as the deposit provider: it sends the player an offer that
 * asks for the picked skins and gives nothing (no mobile confirmation needed on our side),
 * and reads each offer, then its trade, through the Steam Web API.
 */
export class SteamBotDepositProvider implements SkinDepositProvider {
  readonly name = 'steam-bot';

  constructor(
    private readonly settings: SteamBotSettings,
    private readonly fetchFn: Fetch = fetch,
  ) {}

  async sendOffer(request: DepositOfferRequest): Promise<DepositOfferSent> {
    const { communityBase, sessionId, loginSecure } = this.settings;
    const offer = {
      newversion: true,
      version: request.assetIds.length + 1,
      me: { assets: [], currency: [], ready: false },
      them: {
        assets: request.assetIds.map((assetid) => ({
          appid: 730,
          contextid: '2',
          amount: 1,
          assetid,
        })),
        currency: [],
        ready: false,
      },
    };
    const form = new URLSearchParams({
      sessionid: sessionId,
      serverid: '1',
      partner: request.steamId,
      tradeoffermessage: `Deposit ${request.reference}`,
      json_tradeoffer: JSON.stringify(offer),
      captcha: '',
      trade_offer_create_params: JSON.stringify({ trade_offer_access_token: request.tradeToken }),
    });
    const response = await this.fetchFn(`${communityBase}/tradeoffer/new/send`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        referer: `${communityBase}/tradeoffer/new/`,
        cookie: `sessionid=${sessionId}; steamLoginSecure=${loginSecure}`,
      },
      body: form.toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await response.json().catch(() => null);
    const ok = sent.safeParse(body);
    if (response.ok && ok.success) return { ok: true, offerId: ok.data.tradeofferid };
    const refused = sendError.safeParse(body);
    if (refused.success) return { ok: false, reason: refused.data.strError.slice(0, 200) };
    throw new Error(`Steam answered ${response.status} to a trade offer`);
  }

  async offers(offerIds: readonly string[]): Promise<DepositOfferUpdate[]> {
    const updates: DepositOfferUpdate[] = [];
    for (const offerId of offerIds) {
      const update = await this.offer(offerId);
      if (update) updates.push(update);
    }
    return updates;
  }

  private async offer(offerId: string): Promise<DepositOfferUpdate | null> {
    const read = offerAnswer.parse(
      await this.api('GetTradeOffer', { tradeofferid: offerId, language: 'english' }),
    );
    const offer = read.response.offer;
    if (!offer) return null;
    const state = offer.trade_offer_state;
    const ended = ENDED[state];
    if (ended) return { offerId, state: ended, reason: null };
    if (state !== ACCEPTED) return { offerId, state: 'ACTIVE', reason: null };
    if (!offer.tradeid) return { offerId, state: 'ACCEPTED', reason: null };
    const trades = statusAnswer.parse(await this.api('GetTradeStatus', { tradeid: offer.tradeid }))
      .response.trades;
    const trade = trades.find((t) => t.tradeid === offer.tradeid);
    if (trade && ROLLED_BACK.has(trade.status))
      return { offerId, state: 'REVERSED', reason: 'The trade was reversed on Steam' };
    return { offerId, state: 'ACCEPTED', reason: null };
  }

  private async api(method: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.settings.apiBase}/IEconService/${method}/v1/`);
    url.searchParams.set('key', this.settings.apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const response = await this.fetchFn(url.toString(), { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Steam Web API ${method} answered ${response.status}`);
    return response.json();
  }
}
