import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** Discord linking: no client id means the built-in sandbox. */
export const discordEnv = {
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  DISCORD_GUILD_ID: z.string().min(1).optional(),
  DISCORD_OAUTH_URL: z.url({ error: 'must be a URL' }).default('https://discord.com'),
  DISCORD_API_URL: z.url({ error: 'must be a URL' }).default('https://discord.com/api/v10'),
};

export interface DiscordConfig {
  discord: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    botToken: string | undefined;
    guildId: string | undefined;
    oauthUrl: string;
    apiUrl: string;
  };
}

export function discordConfig(e: SliceEnv<typeof discordEnv>): DiscordConfig {
  return {
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      botToken: e.DISCORD_BOT_TOKEN,
      guildId: e.DISCORD_GUILD_ID,
      oauthUrl: e.DISCORD_OAUTH_URL,
      apiUrl: e.DISCORD_API_URL,
    },
  };
}
