import { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { DomainError } from '../domain/errors';
import type { ActionLimits, ActionName } from './limits';

const WINDOW_MS = 60_000;

/** A fixed-window counter: the hits in the current window, and the time it has left. */
interface Counter {
  hit(key: string): Promise<{ hits: number; msLeft: number }>;
}

/** One process's counts: enough alone; with Redis every process shares them instead. */
class MemoryCounter implements Counter {
  private windows = new Map<string, { hits: number; endsAt: number }>();

  async hit(key: string) {
    const now = Date.now();
    if (this.windows.size > 100_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, msLeft: window.endsAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

// INCR and PEXPIRE in one step, so a window always ends.
const HIT = `local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}`;

/**
 * The cluster's counts in Redis. While Redis cannot answer (a restart, a cut), this process
 * counts alone: the limit still holds per node, and the calls are served, not failed.
 */
class RedisCounter implements Counter {
  private readonly fallback = new MemoryCounter();
  constructor(private redis: Redis) {}

  async hit(key: string) {
    try {
      const [hits, msLeft] = (await this.redis.eval(HIT, 1, `al:${key}`, WINDOW_MS)) as [
        number,
        number,
      ];
      return { hits, msLeft: Math.max(msLeft, 0) };
    } catch {
      return this.fallback.hit(key);
    }
  }
}

/** Who an attempt counts against: the address always, and the account (or name) when known. */
export interface Attempt {
  address: string;
  subject?: string | undefined;
}

/**
 * Counts attempts at the calls worth limiting (edge/limits.ts), per subject and per address,
 * for HTTP routes and socket events alike. Past either limit: 429 `RATE_LIMITED`, the same
 * answer as the API's per-address limit.
 */
export class ActionLimiter {
  private counter: Counter;

  constructor(
    private limits: ActionLimits,
    redis?: Redis,
  ) {
    this.counter = redis ? new RedisCounter(redis) : new MemoryCounter();
  }

  async check(action: ActionName, { address, subject }: Attempt): Promise<void> {
    const limit = this.limits[action];
    // The address first: a guesser spreading over names still stops at the address's limit.
    // An IPv6 /64 is one address (one household), as the API's own limit counts it.
    await this.count(`${action}:address:${normalizeIP(address)}`, limit.perAddress);
    if (subject !== undefined && limit.perSubject !== undefined)
      await this.count(
        `${action}:subject:${subject.toLowerCase().slice(0, 200)}`,
        limit.perSubject,
      );
  }

  private async count(key: string, max: number) {
    const { hits, msLeft } = await this.counter.hit(key);
    if (hits > max) throw tooManyRequests(msLeft);
  }
}

export function tooManyRequests(msLeft: number): DomainError {
  return new DomainError(
    'RATE_LIMITED',
    `Too many requests, please try again in ${Math.max(1, Math.ceil(msLeft / 1000))} s`,
    429,
  );
}
