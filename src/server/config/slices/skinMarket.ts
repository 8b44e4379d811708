import { z } from 'zod';
import { ConfigError } from '../configError';
import { flag, type SliceEnv } from '../envFields';

/** Steam withdrawals: the sandbox market unless a real one is named (with its key). */
export const skinMarketEnv = {
  SKIN_MARKET: z.enum(['sandbox', 'waxpeer']).default('sandbox'),
  WAXPEER_API_KEY: z.string().min(1).optional(),
  WAXPEER_API_URL: z.url({ error: 'must be a URL' }).default('https://api.waxpeer.com'),
  SANDBOX_TRADE_ACCEPT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  STEAM_TRADES_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
  STEAM_TRADES_SCHEDULED: flag.default(true),
};

export interface SkinMarketConfig {
  /** Steam withdrawals (domain/steamTrades): the skin market and the offer poller. */
  skinMarket: {
    kind: 'sandbox' | 'waxpeer';
    waxpeer: { apiUrl: string; apiKey: string | undefined };
    /** The sandbox's player accepts each trade offer this long after it was sent. */
    sandboxAcceptMs: number;
    pollIntervalMs: number;
    /** This process polls offers on its timer (tests call services.steamTrades.poll()). */
    scheduled: boolean;
  };
}

export function skinMarketConfig(e: SliceEnv<typeof skinMarketEnv>): SkinMarketConfig {
  if (e.SKIN_MARKET === 'waxpeer' && !e.WAXPEER_API_KEY)
    throw new ConfigError(
      'Invalid configuration: WAXPEER_API_KEY is required when SKIN_MARKET=waxpeer',
    );
  return {
    skinMarket: {
      kind: e.SKIN_MARKET,
      waxpeer: { apiUrl: e.WAXPEER_API_URL, apiKey: e.WAXPEER_API_KEY },
      sandboxAcceptMs: e.SANDBOX_TRADE_ACCEPT_SECONDS * 1000,
      pollIntervalMs: e.STEAM_TRADES_POLL_SECONDS * 1000,
      scheduled: e.STEAM_TRADES_SCHEDULED,
    },
  };
}
