import { type DiscordApi, DiscordApiError, type DiscordUser } from './discordApi';

/** Sandbox usernames follow Discord's rules: 2-32 of lowercase letters, digits, _ and . */
export const SANDBOX_USERNAME = /^[a-z0-9_.]{2,32}$/;
/** Names starting with this are "not in our Discord server", so both answers can be tried. */
export const SANDBOX_NOT_MEMBER_PREFIX = 'not_member';
export const SANDBOX_AUTHORIZE_PATH = '/api/sandbox/discord/authorize';

const CODE_PREFIX = 'sandbox-code.';
const TOKEN_PREFIX = 'sandbox-token.';
const ID_PREFIX = 'sandbox_';

/**
 * The offline stand-in used when no Discord application is configured. It is stateless
 * (the code and token carry the chosen name), so any server process can finish a flow,
 * and its ids say "sandbox" so they never pass for real Discord snowflakes.
 */
export class SandboxDiscordApi implements DiscordApi {
  constructor(private readonly siteOrigin: string) {}

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'sandbox',
      scope: 'identify',
      redirect_uri: redirectUri,
      state,
      prompt: 'consent',
    });
    return `${this.siteOrigin}${SANDBOX_AUTHORIZE_PATH}?${query}`;
  }

  async exchangeCode(code: string): Promise<{ accessToken: string }> {
    const username = decode(code, CODE_PREFIX);
    if (!username) throw new DiscordApiError('refused', 'not a sandbox code');
    return { accessToken: TOKEN_PREFIX + encode(username) };
  }

  async currentUser(accessToken: string): Promise<DiscordUser> {
    const username = decode(accessToken, TOKEN_PREFIX);
    if (!username) throw new DiscordApiError('refused', 'not a sandbox token');
    return { id: ID_PREFIX + username, username };
  }

  async isGuildMember(userId: string): Promise<boolean> {
    const username = userId.startsWith(ID_PREFIX) ? userId.slice(ID_PREFIX.length) : '';
    // A real Discord id linked before the sandbox was switched on: the sandbox cannot know.
    if (!SANDBOX_USERNAME.test(username))
      throw new DiscordApiError('unavailable', 'not a sandbox account');
    return !username.startsWith(SANDBOX_NOT_MEMBER_PREFIX);
  }
}

/** The code the sandbox authorize page hands back for an approved username. */
export function sandboxCode(username: string): string {
  return CODE_PREFIX + encode(username);
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function decode(value: string, prefix: string): string | null {
  if (!value.startsWith(prefix)) return null;
  const username = Buffer.from(value.slice(prefix.length), 'base64url').toString('utf8');
  return SANDBOX_USERNAME.test(username) ? username : null;
}
