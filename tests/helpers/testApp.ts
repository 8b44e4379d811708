import { randomInt, randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { type App, type AppOptions, buildApp } from '../../src/server/app';
import { type Config, testConfig } from '../../src/server/config';
import { verifyLedger } from '../../src/server/domain/wallet/verifyLedger';
import { ACTION_LIMITS, type ActionLimits } from '../../src/server/edge/limits';

export interface TestApp {
  app: App;
  url: string;
  /** The origin the app trusts (browsers send it as Origin). */
  origin: string;
  close(): Promise<void>;
}

/**
 * A test that lifts the per-address budget (it polls, or races one player's requests at the
 * server) lifts the per-account limits with it, unless it sets them itself.
 */
const liftsLimits = (overrides: Partial<Config>) =>
  (overrides.rateLimitPerMinute ?? 0) >= 100_000 && !overrides.actionLimits;
const LIFTED_ACTION_LIMITS = Object.fromEntries(
  Object.keys(ACTION_LIMITS).map((action) => [
    action,
    { perSubject: 1_000_000, perAddress: 1_000_000 },
  ]),
) as ActionLimits;

/** Starts the real app on a loopback port. Defaults: in-memory PGlite, demo mode. */
export async function startTestApp(
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  // The test process is the app's trusted proxy, so each Client can speak from its own
  // address (X-Forwarded-For), as distinct browsers would: per-address limits stay real.
  const config = testConfig({
    siteOrigin: 'http://localhost:3999',
    trustProxy: ['127.0.0.1'],
    ...(liftsLimits(overrides) ? { actionLimits: LIFTED_ACTION_LIMITS } : {}),
    ...overrides,
  });
  const app = await buildApp(config, options);
  const port = await app.listen();
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    origin: config.siteOrigin,
    async close() {
      const report = await verifyLedger(app.services.db);
      await app.close();
      if (report.problems.length > 0)
        throw new Error(`ledger broken: ${report.problems.join('; ')}`);
    },
  };
}

/** A tiny browser-like client: keeps the session cookie, speaks JSON. */
// Each test file starts at a random point: files sharing Redis share its rate-limit
// counters, so two files must never speak from the same address.
let nextAddress = randomInt(1, 2 ** 31);
/**
 * A fresh address per client from the IPv6 documentation prefix: never routed, never
 * geolocated. The rate limit counts an IPv6 /64 as one address (as it should a household),
 * so the client's number is in the /64 prefix, not the interface part.
 */
export function testAddress(): string {
  const n = nextAddress++;
  const group = (shift: number) => (Math.floor(n / 2 ** shift) % 65_536).toString(16);
  return `2001:db8:${group(16)}:${group(0)}::1`;
}

export class Client {
  cookie = '';
  constructor(
    readonly baseUrl: string,
    readonly origin?: string,
    /** The address this client speaks from; only honoured by apps that trust the proxy. */
    readonly address: string = testAddress(),
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        'x-forwarded-for': this.address,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: parseJson(text), headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);

  /** Registers a fresh player and keeps its session. */
  async register(name = `p_${randomUUID().slice(0, 8)}`) {
    const res = await this.post('/api/auth/register', {
      username: name,
      email: `${name}@example.test`,
      password: 'correct horse battery',
      acceptTerms: true,
    });
    if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
    return res.body.user as { id: string; username: string; balance: number };
  }

  /** A socket logged in as this client's session. */
  async socket(): Promise<Socket> {
    const socket = connect(this.baseUrl, {
      transports: ['websocket'],
      extraHeaders: this.origin ? { origin: this.origin } : {},
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (this.cookie) {
      const { body } = await this.get('/api/auth/websocket');
      const ack = await socket
        .timeout(5000)
        .emitWithAck('login', { data: { token: body.data.token } });
      if (!ack?.data?.state) throw new Error(`socket login failed: ${JSON.stringify(ack)}`);
    }
    return socket;
  }
}

/** Test answers are inspected loosely; assertions pin the exact shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

function parseJson(text: string): Loose {
  if (!text) return {};
  try {
    return JSON.parse(text) as Loose;
  } catch {
    return { text };
  }
}

export function nextEvent<T = Loose>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
