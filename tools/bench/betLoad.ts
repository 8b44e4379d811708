import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { diceGame } from '../../games/dice/game';
import type { InstantGames } from '../../src/server/domain/games';

export interface BetLoadResult {
  bets: number;
  seconds: number;
  perSecond: number;
  /** This process's CPU time over wall time: 1.0 is one core busy. */
  cpu: number;
}

// One even-money dice bet of 1.00: the same work for both paths.
const BET = { amount: 100, target: 5000, direction: 'over' } as const;

/** `concurrency` workers repeating `once` for `seconds`: settled bets per second. */
async function timed(
  concurrency: number,
  seconds: number,
  once: () => Promise<void>,
): Promise<BetLoadResult> {
  const stopAt = performance.now() + seconds * 1000;
  let bets = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      await once();
      bets++;
    }
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  const elapsed = (performance.now() - started) / 1000;
  return {
    bets,
    seconds: elapsed,
    perSecond: bets / elapsed,
    cpu: (cpu.user + cpu.system) / 1e6 / elapsed,
  };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** Dice bets through the domain service: the settlement step, one statement per bet. */
export function diceServiceLoad(
  games: InstantGames,
  players: string[],
  concurrency: number,
  seconds: number,
): Promise<BetLoadResult> {
  return timed(concurrency, seconds, async () => {
    await games.bet(diceGame, pick(players), BET);
  });
}

/** Players with a live session on `app`; answers their cookies. */
/**
 * `count` players signed up over HTTP at `base` (the built server), each from its own
 * address (the server trusts this process as a proxy), eight at a time: their cookies.
 */
export async function registeredCookies(
  base: string,
  origin: string,
  count: number,
): Promise<string[]> {
  const cookies: string[] = [];
  const signUp = async (index: number) => {
    const name = `h${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const response = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': playerAddress(index),
      },
      body: JSON.stringify({
        username: name,
        email: `${name}@bench.test`,
        password: 'bench password 123',
        acceptTerms: true,
      }),
    });
    const sid = response.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!sid) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    cookies.push(sid.split(';')[0]!);
  };
  for (let from = 0; from < count; from += 8)
    await Promise.all(
      Array.from({ length: Math.min(8, count - from) }, (_, i) => signUp(from + i)),
    );
  return cookies;
}

/**
 * A distinct IPv4 documentation address per player (never routed, never geolocated). Not
 * IPv6: the HTTP rate limit counts a whole /64 as one visitor.
 */
export function playerAddress(index: number): string {
  const nets = ['198.51.100', '203.0.113', '192.0.2'];
  const net = nets[Math.floor(index / 250)];
  if (!net) throw new Error('at most 750 players');
  return `${net}.${(index % 250) + 1}`;
}

/**
 * Dice bets as a browser places them: POST /api/games/dice/bet with a session cookie, on
 * kept-alive connections. The client is node:http, the lightest at hand.
 */
export function diceHttpLoad(
  url: string,
  origin: string,
  cookies: string[],
  concurrency: number,
  seconds: number,
): Promise<BetLoadResult> {
  const body = JSON.stringify(BET);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL('/api/games/dice/bet', url);
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const call = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin,
            cookie: pick(cookies),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) resolve();
            else
              reject(
                new Error(`dice bet answered ${response.statusCode}: ${Buffer.concat(chunks)}`),
              );
          });
        },
      );
      call.on('error', reject);
      call.end(body);
    });
  return timed(concurrency, seconds, once).finally(() => agent.destroy());
}

/** One player's bets one after another: each bet's latency, p50 and p99 in milliseconds. */
export async function diceLatency(
  games: InstantGames,
  player: string,
  count: number,
): Promise<{ p50: number; p99: number; bets: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await games.bet(diceGame, player, BET);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p99: at(0.99), bets: count };
}
