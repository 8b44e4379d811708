import { describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config';
import { createDiscordApi } from './createDiscordApi';
import { HttpDiscordApi } from './httpDiscordApi';
import { SandboxDiscordApi } from './sandboxDiscordApi';

const discord = (settings: Partial<ReturnType<typeof testConfig>['discord']>) =>
  testConfig({ discord: { ...testConfig().discord, ...settings } });

describe('createDiscordApi', () => {
  it('uses the sandbox when no Discord application is configured', () => {
    const { api, sandbox } = createDiscordApi(testConfig());
    expect(sandbox).toBe(true);
    expect(api).toBeInstanceOf(SandboxDiscordApi);
  });

  it('uses Discord once every setting is there', () => {
    const config = discord({ clientId: 'a', clientSecret: 'b', botToken: 'c', guildId: 'd' });
    const { api, sandbox } = createDiscordApi(config);
    expect(sandbox).toBe(false);
    expect(api).toBeInstanceOf(HttpDiscordApi);
  });

  it('refuses to start half-configured, naming what is missing', () => {
    const config = discord({ clientId: 'a', clientSecret: 'b' });
    expect(() => createDiscordApi(config)).toThrow(ConfigError);
    expect(() => createDiscordApi(config)).toThrow(
      'DISCORD_CLIENT_ID is set, so DISCORD_BOT_TOKEN, DISCORD_GUILD_ID must be set too',
    );
  });
});
