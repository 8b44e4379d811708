import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** Steam sign-in: empty OpenID URL means the built-in sandbox provider (offline demo). */
export const steamEnv = {
  STEAM_OPENID_URL: z.url({ error: 'must be a URL' }).optional(),
  STEAM_API_KEY: z.string().min(1).optional(),
  STEAM_API_URL: z.url({ error: 'must be a URL' }).default('https://api.steampowered.com'),
};

export interface SteamConfig {
  steam: { openIdUrl: string | undefined; apiKey: string | undefined; apiUrl: string };
}

export function steamConfig(e: SliceEnv<typeof steamEnv>): SteamConfig {
  return {
    steam: { openIdUrl: e.STEAM_OPENID_URL, apiKey: e.STEAM_API_KEY, apiUrl: e.STEAM_API_URL },
  };
}
