import { z } from 'zod';
import type { KycThresholds } from '../../../shared/kyc';
import { ConfigError } from '../configError';
import { type SliceEnv, flag, withoutTrailingSlash } from '../envFields';

// What domain/cashier/skins is built with, declared here below the domain.
export interface SteamBotSettings {
  /** The bot's Steam Web API key (IEconService). */
  apiKey: string;
  /** The bot's web session: its sessionid and steamLoginSecure cookies. */
  sessionId: string;
  loginSecure: string;
  communityBase: string;
  apiBase: string;
}

/** Skin deposits' settings (domain/cashier/skins). */
export interface SkinDepositConfig {
  /** The sandbox's inventory and offers, or the site's Steam bot with Steam's inventory. */
  provider: { kind: 'sandbox'; acceptMs: number } | ({ kind: 'steam-bot' } & SteamBotSettings);
  /** Gems per 10,000 of catalogue value a skin brings: below 10,000, the house's margin to resell. */
  rateBps: number;
  /** Smallest deposit, in catalogue value (gem hundredths). */
  minValue: number;
  /** How long Steam lets a completed trade be reversed: the poller watches it that long. */
  protectionMs: number;
  /** An offer the provider never reported this long after it was sent is cancelled. */
  lostAfterMs: number;
  pollIntervalMs: number;
  /** This process polls on its timer (tests call poll()). */
  scheduled: boolean;
  /** The KYC levels' thresholds, in gems deposited as skins over 30 days: [above, level]. */
  kycLevels: Array<[number, number]>;
}

const DAY_MS = 86_400_000;

/** Skin deposits (domain/cashier/skins): who receives the skins, the rate, the watch. */
export const skinDepositsEnv = {
  SKIN_DEPOSIT_PROVIDER: z.enum(['sandbox', 'steam-bot']).default('sandbox'),
  /** The sandbox's player accepts each offer this long after it was sent. */
  SANDBOX_DEPOSIT_ACCEPT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  STEAM_BOT_API_KEY: z.string().min(1).optional(),
  STEAM_BOT_SESSION_ID: z.string().min(1).optional(),
  STEAM_BOT_LOGIN_SECURE: z.string().min(1).optional(),
  STEAM_COMMUNITY_URL: z.url({ error: 'must be a URL' }).default('https://steamcommunity.com'),
  STEAM_WEB_API_URL: z.url({ error: 'must be a URL' }).default('https://api.steampowered.com'),
  /** Gems per 10,000 of a skin's catalogue value (9000: a skin brings 90% of its value). */
  SKIN_DEPOSIT_RATE_BPS: z.coerce.number().int().min(1).max(10_000).default(9_000),
  /** Smallest deposit, in gem hundredths of catalogue value. */
  SKIN_DEPOSIT_MIN_VALUE: z.coerce.number().int().min(1).default(100),
  /** Steam's trade protection: a completed trade can be reversed this many days. */
  STEAM_TRADE_PROTECTION_DAYS: z.coerce.number().int().min(1).max(30).default(8),
  SKIN_DEPOSITS_POLL_SECONDS: z.coerce.number().int().min(1).max(3_600).default(15),
  SKIN_DEPOSITS_SCHEDULED: flag.default(true),
};

type SkinEnv = SliceEnv<typeof skinDepositsEnv>;

export interface SkinDepositsSlice {
  /** Skin deposits from the player's Steam inventory (domain/cashier/skins). */
  skinDeposits: SkinDepositConfig;
}

export function skinDepositsConfig(e: SkinEnv, kyc: KycThresholds): SkinDepositsSlice {
  return {
    skinDeposits: {
      provider: providerOf(e),
      rateBps: e.SKIN_DEPOSIT_RATE_BPS,
      minValue: e.SKIN_DEPOSIT_MIN_VALUE,
      protectionMs: e.STEAM_TRADE_PROTECTION_DAYS * DAY_MS,
      // Steam expires an unanswered offer after 14 days; one it forgets is over after 15.
      lostAfterMs: 15 * DAY_MS,
      pollIntervalMs: e.SKIN_DEPOSITS_POLL_SECONDS * 1000,
      scheduled: e.SKIN_DEPOSITS_SCHEDULED,
      kycLevels: [
        [kyc.level1Above, 1],
        [kyc.level2Above, 2],
        [kyc.level3Above, 3],
      ],
    },
  };
}

function providerOf(e: SkinEnv): SkinDepositConfig['provider'] {
  if (e.SKIN_DEPOSIT_PROVIDER === 'sandbox')
    return { kind: 'sandbox', acceptMs: e.SANDBOX_DEPOSIT_ACCEPT_SECONDS * 1000 };
  if (!e.STEAM_BOT_API_KEY || !e.STEAM_BOT_SESSION_ID || !e.STEAM_BOT_LOGIN_SECURE)
    throw new ConfigError(
      'Invalid configuration: STEAM_BOT_API_KEY, STEAM_BOT_SESSION_ID and STEAM_BOT_LOGIN_SECURE are required when SKIN_DEPOSIT_PROVIDER=steam-bot',
    );
  return {
    kind: 'steam-bot',
    apiKey: e.STEAM_BOT_API_KEY,
    sessionId: e.STEAM_BOT_SESSION_ID,
    loginSecure: e.STEAM_BOT_LOGIN_SECURE,
    communityBase: withoutTrailingSlash(e.STEAM_COMMUNITY_URL),
    apiBase: withoutTrailingSlash(e.STEAM_WEB_API_URL),
  };
}
