import { z } from 'zod';
import { type SliceEnv, withoutTrailingSlash } from '../envFields';

/** Where item prices come from (domain/cases/pricing). */
export const priceFeedEnv = {
  PRICE_FEED: z.enum(['snapshot', 'skinport']).default('snapshot'),
  SKINPORT_API_BASE: z.url({ error: 'must be a URL' }).default('https://api.skinport.com'),
};

export interface PriceFeedConfig {
  /** Where item prices come from: the dated local snapshot or Skinport's public API. */
  priceFeed: { kind: 'snapshot' | 'skinport'; skinportApiBase: string };
}

export function priceFeedConfig(e: SliceEnv<typeof priceFeedEnv>): PriceFeedConfig {
  return {
    priceFeed: { kind: e.PRICE_FEED, skinportApiBase: withoutTrailingSlash(e.SKINPORT_API_BASE) },
  };
}
