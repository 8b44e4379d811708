import { z } from 'zod';
import { type DiscordApi, DiscordApiError, type DiscordUser } from './discordApi';

export interface HttpDiscordOptions {
  clientId: string;
  clientSecret: string;
  botToken: string;
  guildId: string;
  /** https://discord.com (authorize page and token endpoint). */
  oauthUrl: string;
  /** https://discord.com/api/v10 (REST API). */
  apiUrl: string;
  /** Discord asks bots to name themselves: `DiscordBot ($url, $version)`. */
  siteOrigin: string;
  timeoutMs?: number;
}

// The documented shapes (discord.com/developers/docs): only the fields we rely on are checked.
const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_token: z.string().optional(),
  scope: z.string(),
});
const userObject = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  username: z.string().min(1).max(100),
});
const guildMemberObject = z.object({
  roles: z.array(z.string()),
  joined_at: z.string().nullable(),
});
const errorObject = z.object({ message: z.string(), code: z.number() });
const oauthErrorObject = z.object({ error: z.string() });

/** Discord's JSON error code for "this user is not in the guild". */
export const UNKNOWN_MEMBER = 10007;

/** The real Discord: OAuth2 code flow for linking, the bot token for membership. */
export class HttpDiscordApi implements DiscordApi {
  private readonly oauthUrl: string;
  private readonly apiUrl: string;

  constructor(private readonly options: HttpDiscordOptions) {
    this.oauthUrl = options.oauthUrl.replace(/\/+$/, '');
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.options.clientId,
      scope: 'identify',
      redirect_uri: redirectUri,
      state,
      prompt: 'consent',
    });
    return `${this.oauthUrl}/oauth2/authorize?${query}`;
  }

  async exchangeCode(code: string, redirectUri: string): Promise<{ accessToken: string }> {
    const credentials = Buffer.from(
      `${encodeURIComponent(this.options.clientId)}:${encodeURIComponent(this.options.clientSecret)}`,
    ).toString('base64');
    const response = await this.send(`${this.oauthUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }).toString(),
    });
    const body = await readJson(response);
    if (response.status === 400 && oauthErrorObject.safeParse(body).success) {
      // invalid_grant and friends: the code is spent, expired or not ours.
      throw new DiscordApiError(
        'refused',
        `token exchange refused: ${(body as { error: string }).error}`,
      );
    }
    if (!response.ok) throw unexpected('token exchange', response.status);
    const token = parse(tokenResponse, body, 'token exchange');
    return { accessToken: token.access_token };
  }

  async currentUser(accessToken: string): Promise<DiscordUser> {
    const response = await this.send(`${this.apiUrl}/users/@me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = await readJson(response);
    if (response.status === 401) throw new DiscordApiError('refused', 'access token refused');
    if (!response.ok) throw unexpected('current user', response.status);
    const user = parse(userObject, body, 'current user');
    return { id: user.id, username: user.username };
  }

  async isGuildMember(userId: string): Promise<boolean> {
    const { guildId, botToken } = this.options;
    const url = `${this.apiUrl}/guilds/${encodeURIComponent(guildId)}/members/${encodeURIComponent(userId)}`;
    const response = await this.send(url, { headers: { authorization: `Bot ${botToken}` } });
    const body = await readJson(response);
    if (response.status === 200) {
      parse(guildMemberObject, body, 'guild member');
      return true;
    }
    // Only "Unknown Member" means "not in the server"; an unknown guild or a bad bot token
    // is our misconfiguration and must not read as a plain "no".
    const error = errorObject.safeParse(body);
    if (response.status === 404 && error.success && error.data.code === UNKNOWN_MEMBER)
      return false;
    throw unexpected('guild member', response.status, error.success ? error.data.code : undefined);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, {
        ...init,
        headers: {
          accept: 'application/json',
          'user-agent': `DiscordBot (${this.options.siteOrigin}, 1)`,
          ...init.headers,
        },
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new DiscordApiError('unavailable', `Discord unreachable: ${(error as Error).message}`);
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DiscordApiError('unavailable', `${what}: unexpected answer`);
  return parsed.data;
}

function unexpected(what: string, status: number, code?: number) {
  const suffix = code === undefined ? '' : ` (code ${code})`;
  return new DiscordApiError('unavailable', `${what}: Discord answered ${status}${suffix}`);
}
