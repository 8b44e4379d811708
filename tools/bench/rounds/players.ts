import { randomBytes } from 'node:crypto';
import { ORIGIN } from './sockets';

// The bench's betting players: registered over HTTP like anyone, each from an address of
// its own (the server processes trust this host as their proxy: registration allows 10
// per address an hour, an IPv6 address counted by its /64, so each player gets its own).

export interface Player {
  username: string;
  cookie: string;
}

export async function register(url: string, index: number): Promise<Player> {
  const username = `p_${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': `2001:db8:${(index + 1).toString(16)}::1`,
    },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    }),
  });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { username, cookie: cookie!.split(';')[0]! };
}
