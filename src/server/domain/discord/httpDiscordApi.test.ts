import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DiscordStandIn,
  STANDIN_GUILD,
  startDiscordStandIn,
} from '../../../../tests/helpers/discordStandIn';
import { DiscordApiError } from './discordApi';
import { HttpDiscordApi } from './httpDiscordApi';

// The real adapter against the recorded Discord answers, served by a local stand-in.
let discord: DiscordStandIn;
let api: HttpDiscordApi;
const REDIRECT = 'http://localhost:3999/api/discord/callback';

beforeAll(async () => {
  discord = await startDiscordStandIn();
  const c = discord.discordConfig;
  api = new HttpDiscordApi({
    clientId: c.clientId!,
    clientSecret: c.clientSecret!,
    botToken: c.botToken!,
    guildId: c.guildId!,
    oauthUrl: `${c.oauthUrl}/`, // a trailing slash must not double up
    apiUrl: c.apiUrl,
    siteOrigin: 'http://localhost:3999',
  });
});
afterAll(() => discord.close());
beforeEach(() => {
  discord.requests.length = 0;
  discord.behaviour.tokenEndpoint = 'ok';
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as DiscordApiError,
  );

describe('HttpDiscordApi', () => {
  it("builds Discord's authorize address with every parameter the flow needs", () => {
    const url = new URL(api.authorizeUrl({ state: 'the-state', redirectUri: REDIRECT }));
    expect(url.origin + url.pathname).toBe(`${discord.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'standin-client',
      scope: 'identify',
      redirect_uri: REDIRECT,
      state: 'the-state',
      prompt: 'consent',
    });
  });

  it('exchanges a code with a form-encoded grant and client credentials, then reads the user', async () => {
    const { accessToken } = await api.exchangeCode(discord.issueCode(), REDIRECT);
    const exchange = discord.requests[0]!;
    expect(exchange.method).toBe('POST');
    expect(exchange.path).toBe('/api/oauth2/token');
    expect(exchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange.headers.authorization).toBe(
      `Basic ${Buffer.from('standin-client:standin-secret').toString('base64')}`,
    );
    const form = new URLSearchParams(exchange.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('redirect_uri')).toBe(REDIRECT);

    expect(await api.currentUser(accessToken)).toEqual({
      id: '80351110224678912',
      username: 'nelly',
    });
    const me = discord.requests[1]!;
    expect(me.path).toBe('/api/v10/users/@me');
    expect(me.headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('reports a spent code (invalid_grant) as refused, a 500 as unavailable', async () => {
    const code = discord.issueCode();
    await api.exchangeCode(code, REDIRECT);
    expect((await rejection(api.exchangeCode(code, REDIRECT))).kind).toBe('refused');
    discord.behaviour.tokenEndpoint = 'server-error';
    const error = await rejection(api.exchangeCode(discord.issueCode(), REDIRECT));
    expect(error).toBeInstanceOf(DiscordApiError);
    expect(error.kind).toBe('unavailable');
  });

  it('reports a refused access token as refused', async () => {
    expect((await rejection(api.currentUser('not-a-token'))).kind).toBe('refused');
  });

  it('asks the guild member endpoint with the bot token', async () => {
    discord.members.set('80351110224678912', 'member');
    expect(await api.isGuildMember('80351110224678912')).toBe(true);
    const call = discord.requests[0]!;
    expect(call.path).toBe(`/api/v10/guilds/${STANDIN_GUILD}/members/80351110224678912`);
    expect(call.headers.authorization).toBe('Bot standin-bot-token');
    expect(call.headers['user-agent']).toMatch(/^DiscordBot \(/);
  });

  it("answers false only for Discord's Unknown Member (10007)", async () => {
    expect(await api.isGuildMember('111111111111111111')).toBe(false);
    discord.members.set('222222222222222222', 'unknown-guild');
    expect((await rejection(api.isGuildMember('222222222222222222'))).kind).toBe('unavailable');
    discord.members.set('333333333333333333', 'server-error');
    expect((await rejection(api.isGuildMember('333333333333333333'))).kind).toBe('unavailable');
  });

  it('reports an unreachable Discord as unavailable', async () => {
    const offline = new HttpDiscordApi({
      clientId: 'a',
      clientSecret: 'b',
      botToken: 'c',
      guildId: 'd',
      oauthUrl: 'http://127.0.0.1:1',
      apiUrl: 'http://127.0.0.1:1/api/v10',
      siteOrigin: 'http://localhost:3999',
    });
    expect((await rejection(offline.isGuildMember('1'))).kind).toBe('unavailable');
  });
});
