import { type Config, ConfigError } from '../../config';
import type { DiscordApi } from './discordApi';
import { HttpDiscordApi } from './httpDiscordApi';
import { SandboxDiscordApi } from './sandboxDiscordApi';

/**
 * The real adapter once DISCORD_CLIENT_ID is set (then every other Discord setting must be
 * too, so a half-configured deployment fails at start rather than at a player's click);
 * otherwise the offline sandbox.
 */
export function createDiscordApi(config: Config): { api: DiscordApi; sandbox: boolean } {
  const { clientId, clientSecret, botToken, guildId, oauthUrl, apiUrl } = config.discord;
  if (!clientId) return { api: new SandboxDiscordApi(config.siteOrigin), sandbox: true };
  const missing = [
    ['DISCORD_CLIENT_SECRET', clientSecret],
    ['DISCORD_BOT_TOKEN', botToken],
    ['DISCORD_GUILD_ID', guildId],
  ].filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: DISCORD_CLIENT_ID is set, so ${missing.map(([name]) => name).join(', ')} must be set too`,
    );
  }
  return {
    api: new HttpDiscordApi({
      clientId,
      clientSecret: clientSecret!,
      botToken: botToken!,
      guildId: guildId!,
      oauthUrl,
      apiUrl,
      siteOrigin: config.siteOrigin,
    }),
    sandbox: false,
  };
}
