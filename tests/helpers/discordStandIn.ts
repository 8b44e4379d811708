import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../src/server/config';

const FIXTURES = fileURLToPath(new URL('../fixtures/discord', import.meta.url));
export const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;

export const STANDIN_GUILD = '613425648685547541';
const CLIENT_ID = 'standin-client';
const CLIENT_SECRET = 'standin-secret';
const BOT_TOKEN = 'standin-bot-token';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the stand-in answers the membership call for one Discord user id. */
export type MemberAnswer = 'member' | 'not-member' | 'server-error' | 'unknown-guild';

/**
 * A tiny local Discord: serves the recorded answers in tests/fixtures/discord for the three
 * calls the adapter makes, checks the credentials the way Discord does, and records every
 * request so tests can check what the adapter sent.
 */
export async function startDiscordStandIn() {
  const codes = new Map<string, string>(); // code -> user fixture
  const tokens = new Map<string, string>(); // access token -> user fixture
  const members = new Map<string, MemberAnswer>();
  const requests: RecordedRequest[] = [];
  const behaviour = { tokenEndpoint: 'ok' as 'ok' | 'server-error' };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      const auth = req.headers.authorization ?? '';

      if (req.method === 'POST' && url.pathname === '/api/oauth2/token') {
        if (behaviour.tokenEndpoint === 'server-error')
          return send(res, 500, fixture('server-error'));
        const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
        if (auth !== `Basic ${basic}`) return send(res, 401, { error: 'invalid_client' });
        const form = new URLSearchParams(body);
        const user = codes.get(form.get('code') ?? '');
        if (form.get('grant_type') !== 'authorization_code' || !user)
          return send(res, 400, fixture('token-invalid-grant'));
        codes.delete(form.get('code')!); // Discord codes are single use
        const accessToken = randomBytes(16).toString('hex');
        tokens.set(accessToken, user);
        return send(res, 200, { ...fixture('token'), access_token: accessToken });
      }

      if (req.method === 'GET' && url.pathname === '/api/v10/users/@me') {
        const user = tokens.get(auth.replace(/^Bearer /, ''));
        return user ? send(res, 200, fixture(user)) : send(res, 401, fixture('unauthorized'));
      }

      const member = /^\/api\/v10\/guilds\/([^/]+)\/members\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && member) {
        if (auth !== `Bot ${BOT_TOKEN}`) return send(res, 401, fixture('unauthorized'));
        const answer = member[1] === STANDIN_GUILD ? members.get(member[2]!) : 'unknown-guild';
        if (answer === 'member') return send(res, 200, fixture('guild-member'));
        if (answer === 'server-error') return send(res, 500, fixture('server-error'));
        if (answer === 'unknown-guild') return send(res, 404, fixture('unknown-guild'));
        return send(res, 404, fixture('unknown-member'));
      }

      send(res, 404, { message: '404: Not Found', code: 0 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const discordConfig: Config['discord'] = {
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    botToken: BOT_TOKEN,
    guildId: STANDIN_GUILD,
    oauthUrl: url,
    apiUrl: `${url}/api/v10`,
  };

  return {
    url,
    discordConfig,
    members,
    requests,
    behaviour,
    /** What Discord would put on the callback after `user` (a fixture name) approved. */
    issueCode(user: 'user' | 'user-hostile' = 'user') {
      const code = randomBytes(15).toString('base64url');
      codes.set(code, user);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type DiscordStandIn = Awaited<ReturnType<typeof startDiscordStandIn>>;
