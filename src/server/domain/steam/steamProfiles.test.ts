import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SteamWebApiProfiles, noSteamProfiles, steamProfilesFor } from './steamProfiles';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/steam/${name}`, import.meta.url), 'utf8');

const KEY = 'ABCDEF0123456789';
const ROBIN = '76561197960435530';
let server: Server;
let apiUrl: string;
const seen: URL[] = [];

// A tiny local Steam Web API serving the recorded answers.
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(url);
    if (url.pathname !== '/ISteamUser/GetPlayerSummaries/v2/') return res.writeHead(404).end();
    if (url.searchParams.get('key') !== KEY)
      return res.writeHead(403, { 'content-type': 'text/html' }).end('<html>Forbidden</html>');
    const body =
      url.searchParams.get('steamids') === ROBIN
        ? fixture('GetPlayerSummaries.json')
        : fixture('GetPlayerSummaries-empty.json');
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SteamWebApiProfiles', () => {
  it('reads the persona name and full avatar from the recorded answer', async () => {
    const profiles = new SteamWebApiProfiles(apiUrl, KEY);
    expect(await profiles.summary(ROBIN)).toEqual({
      personaName: 'Robin',
      avatarUrl:
        'https://avatars.steamstatic.com/81b5478529dce13bf24b55ac42c1af7058aaf7a9_full.jpg',
    });
    const asked = seen.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ key: KEY, steamids: ROBIN });
  });

  it('answers null for an id Steam does not know', async () => {
    expect(await new SteamWebApiProfiles(`${apiUrl}/`, KEY).summary('76561197960000001')).toBe(
      null,
    );
  });

  it('throws on a refused key, without repeating the key', async () => {
    const error = await new SteamWebApiProfiles(apiUrl, 'wrong-key')
      .summary(ROBIN)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('GetPlayerSummaries answered 403');
  });

  it('asks nothing without a key', async () => {
    expect(steamProfilesFor({ apiKey: undefined, apiUrl })).toBe(noSteamProfiles);
    expect(await noSteamProfiles.summary(ROBIN)).toBeNull();
    expect(steamProfilesFor({ apiKey: KEY, apiUrl })).toBeInstanceOf(SteamWebApiProfiles);
  });
});
