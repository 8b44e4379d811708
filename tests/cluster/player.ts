import { randomInt, randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';

// A player of the cluster as a browser is one: HTTP with its session cookie and a socket,
// both through nginx. Each speaks from its own address (nginx is trusted by the nodes), so
// sign-ups never meet the per-address limit. Kept apart from tests/helpers/testApp.ts,
// which would load the whole server into the test process.

/** Test answers are inspected loosely; assertions pin the exact values. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

let nextAddress = randomInt(1, 2 ** 31);
const address = () => {
  const n = nextAddress++;
  const group = (shift: number) => (Math.floor(n / 2 ** shift) % 65_536).toString(16);
  return `2001:db8:${group(16)}:${group(0)}::1`;
};

export class Player {
  cookie = '';
  id = '';
  username = '';
  readonly address = address();
  /** A request unanswered this long fails (a node killed mid-request must not hang a test). */
  timeoutMs = 30_000;
  constructor(
    readonly baseUrl: string,
    readonly origin: string,
  ) {}

  async request(method: string, path: string, body?: unknown) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: this.origin,
        'x-forwarded-for': this.address,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    return {
      status: response.status,
      body: parse(await response.text()),
      headers: response.headers,
    };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);

  /** Signs up a fresh player; returns its opening balance (the demo grant). */
  async register(): Promise<number> {
    const name = `c_${randomUUID().slice(0, 8)}`;
    const res = await this.post('/api/auth/register', {
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    });
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    this.id = res.body.user.id as string;
    this.username = name;
    return res.body.user.balance as number;
  }

  async balance(): Promise<number> {
    const res = await this.get('/api/users/me');
    if (res.status !== 200) throw new Error(`me: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.user.balance as number;
  }

  /** A socket logged in as this player, websocket only as the web app opens it. */
  async socket(): Promise<Socket> {
    const socket = connect(this.baseUrl, {
      transports: ['websocket'],
      extraHeaders: { origin: this.origin, 'x-forwarded-for': this.address },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const { body } = await this.get('/api/auth/websocket');
    const ack = await socket
      .timeout(5000)
      .emitWithAck('login', { data: { token: body.data.token } });
    if (!ack?.data?.state) throw new Error(`socket login: ${JSON.stringify(ack)}`);
    return socket;
  }
}

function parse(text: string): Loose {
  if (!text) return {};
  try {
    return JSON.parse(text) as Loose;
  } catch {
    return { text };
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next `event` on `socket` whose payload passes `test`. */
export function eventWhere<T = Loose>(
  socket: Socket,
  event: string,
  test: (payload: T) => boolean,
  ms: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!test(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
