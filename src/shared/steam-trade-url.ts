/**
 * A Steam trade URL (Steam's "Who can send me trade offers?" link), e.g.
 * https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd-12_
 * partner is the 32-bit account id, token the 8-character secret. Pure: the form and the
 * server check it with this same code.
 */
export interface TradeUrl {
  partner: string;
  token: string;
  /** The canonical form we store and send to markets. */
  url: string;
}

export const TRADE_URL_ERROR =
  'Enter your Steam trade URL: https://steamcommunity.com/tradeoffer/new/?partner=...&token=...';

const SHAPE =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/?\?(?:partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})|token=([A-Za-z0-9_-]{8})&partner=(\d{1,10}))$/;

/** The trade URL's parts, or null when it is not one. */
export function parseTradeUrl(input: string): TradeUrl | null {
  const match = SHAPE.exec(input.trim());
  if (!match) return null;
  const partner = match[1] ?? match[4]!;
  const token = match[2] ?? match[3]!;
  const id = Number(partner);
  // An account id is a positive 32-bit number; a leading zero would be another spelling of it.
  if (id < 1 || id > 0xffff_ffff || String(id) !== partner) return null;
  return {
    partner,
    token,
    url: `https://steamcommunity.com/tradeoffer/new/?partner=${partner}&token=${token}`,
  };
}
