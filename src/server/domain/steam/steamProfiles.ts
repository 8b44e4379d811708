import { z } from 'zod';

export interface SteamProfile {
  personaName: string;
  avatarUrl: string | null;
}

/** Public Steam profile data; null when unknown or when there is no Web API key. */
export interface SteamProfiles {
  summary(steamId: string): Promise<SteamProfile | null>;
}

/** The parts of ISteamUser/GetPlayerSummaries/v2 we read; Steam sends many more fields. */
const playerSummaries = z.object({
  response: z.object({
    players: z.array(
      z.looseObject({
        steamid: z.string(),
        personaname: z.string(),
        avatarfull: z.string().optional(),
      }),
    ),
  }),
});

/** The Steam Web API adapter. Throws on a transport or HTTP failure; the caller decides. */
export class SteamWebApiProfiles implements SteamProfiles {
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async summary(steamId: string): Promise<SteamProfile | null> {
    const url = new URL(`${this.apiUrl.replace(/\/+$/, '')}/ISteamUser/GetPlayerSummaries/v2/`);
    url.searchParams.set('key', this.apiKey);
    url.searchParams.set('steamids', steamId);
    const response = await this.fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    });
    // The URL carries the key: the error names only the status.
    if (!response.ok) throw new Error(`GetPlayerSummaries answered ${response.status}`);
    const { players } = playerSummaries.parse(await response.json()).response;
    const player = players.find((p) => p.steamid === steamId);
    if (!player) return null;
    return { personaName: player.personaname, avatarUrl: avatarOf(player.avatarfull) };
  }
}

/** Without a Web API key there is nothing to ask: players get a generated name. */
export const noSteamProfiles: SteamProfiles = { summary: async () => null };

export function steamProfilesFor(steam: { apiKey: string | undefined; apiUrl: string }) {
  return steam.apiKey ? new SteamWebApiProfiles(steam.apiUrl, steam.apiKey) : noSteamProfiles;
}

/** Steam serves avatars over https; anything else is not shown to other players. */
function avatarOf(url: string | undefined): string | null {
  return url && url.length <= 2048 && /^https:\/\/[^\s"'<>]+$/.test(url) ? url : null;
}
