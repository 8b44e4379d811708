import { describe, expect, it } from 'vitest';
import { DiscordApiError } from './discordApi';
import { SandboxDiscordApi, sandboxCode } from './sandboxDiscordApi';

const api = new SandboxDiscordApi('http://localhost:3000');

describe('SandboxDiscordApi', () => {
  it('sends the browser to its own authorize page, never to Discord', () => {
    const url = new URL(api.authorizeUrl({ state: 's', redirectUri: 'http://localhost:3000/cb' }));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/sandbox/discord/authorize');
    expect(url.searchParams.get('state')).toBe('s');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/cb');
  });

  it('turns an approved name into a sandbox account through code and token', async () => {
    const { accessToken } = await api.exchangeCode(sandboxCode('sandy'));
    expect(await api.currentUser(accessToken)).toEqual({ id: 'sandbox_sandy', username: 'sandy' });
  });

  it('refuses codes and tokens it did not make', async () => {
    await expect(api.exchangeCode('real-discord-code')).rejects.toMatchObject({ kind: 'refused' });
    await expect(api.exchangeCode(sandboxCode('<b>'))).rejects.toBeInstanceOf(DiscordApiError);
    await expect(api.currentUser(sandboxCode('sandy'))).rejects.toMatchObject({ kind: 'refused' });
  });

  it('counts everyone as a member except names starting with not_member', async () => {
    expect(await api.isGuildMember('sandbox_sandy')).toBe(true);
    expect(await api.isGuildMember('sandbox_not_member')).toBe(false);
    expect(await api.isGuildMember('sandbox_not_member_2')).toBe(false);
    await expect(api.isGuildMember('80351110224678912')).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });
});
