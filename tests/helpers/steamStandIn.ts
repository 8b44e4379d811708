import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../fixtures/steam', import.meta.url));
export const steamFixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

export const STANDIN_API_KEY = 'standin-steam-key';
/** The profile in GetPlayerSummaries.json; every other id is unknown to the stand-in. */
export const PROFILED_STEAM_ID = '76561197960435530';

const SIGNED = 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle';

/**
 * A tiny local Steam: issues positive assertions the way Steam's provider does, answers
 * check_authentication with the recorded key-value bodies (is_valid:true only for an
 * assertion it issued, unchanged, once), and serves the recorded GetPlayerSummaries answers.
 */
export async function startSteamStandIn() {
  const issued = new Map<string, Record<string, string>>(); // sig -> signed fields
  const checks: Array<{ contentType: string | undefined; fields: Record<string, string> }> = [];
  const behaviour = { alwaysValid: false, hangUp: false };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    if (req.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
      if (url.searchParams.get('key') !== STANDIN_API_KEY)
        return res.writeHead(403, { 'content-type': 'text/html' }).end('<html>Forbidden</html>');
      const known = url.searchParams.get('steamids') === PROFILED_STEAM_ID;
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(steamFixture(known ? 'GetPlayerSummaries.json' : 'GetPlayerSummaries-empty.json'));
    }
    if (req.method === 'POST' && url.pathname === '/openid/login') {
      if (behaviour.hangUp) return req.socket.destroy();
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(body));
        checks.push({ contentType: req.headers['content-type'], fields });
        const valid = behaviour.alwaysValid || spend(fields);
        res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(
            steamFixture(
              valid ? 'check-authentication-valid.txt' : 'check-authentication-invalid.txt',
            ),
          );
      });
      return;
    }
    res.writeHead(404).end();
  });

  function spend(fields: Record<string, string>): boolean {
    if (fields['openid.mode'] !== 'check_authentication') return false;
    const original = issued.get(fields['openid.sig'] ?? '');
    if (!original) return false;
    const unchanged = Object.entries(original).every(([k, v]) => fields[k] === v);
    if (unchanged) issued.delete(fields['openid.sig']!);
    return unchanged;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoint = `${url}/openid/login`;

  return {
    url,
    endpoint,
    checks,
    behaviour,
    /** The openid.* fields Steam would append to return_to after a sign-in. */
    assert(returnTo: string, steamId: string): Record<string, string> {
      const identity = `https://steamcommunity.com/openid/id/${steamId}`;
      const fields: Record<string, string> = {
        'openid.ns': 'http://specs.openid.net/auth/2.0',
        'openid.mode': 'id_res',
        'openid.op_endpoint': endpoint,
        'openid.claimed_id': identity,
        'openid.identity': identity,
        'openid.return_to': returnTo,
        'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${randomBytes(20).toString('base64')}`,
        'openid.assoc_handle': '1234567890',
        'openid.signed': SIGNED,
        'openid.sig': randomBytes(20).toString('base64'),
      };
      const { 'openid.mode': _mode, ...signed } = fields;
      issued.set(fields['openid.sig']!, signed);
      return fields;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
