import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { App } from '../../src/server/app';
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
export async function sessionCookies(app: App, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = `h${randomUUID().slice(0, 12)}`;
    const { token } = await app.services.accounts.register(
      { username: name, email: `${name}@bench.test`, password: 'bench password 123' },
      { ip: '127.0.0.1', userAgent: 'bench' },
    );
    cookies.push(`sid=${token}`);
  }
  return cookies;
}

/**
 * Dice bets as a browser places them: POST /api/games/dice/bet with a session cookie, on
 * kept-alive connections. The client is node:http, the lightest at hand, because it shares
 * this process's CPU with the server being measured.
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
