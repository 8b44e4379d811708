import type { Config } from '../../src/server/config';
import { type ScratchDatabase, REDIS_URL, createScratchDatabase } from './pgDatabase';
import { Client, type TestApp, startTestApp } from './testApp';

/**
 * Two app processes on one fresh PostgreSQL database (and the shared Redis), with pools big
 * enough and limits high enough that concurrent requests really run in parallel.
 */
export interface TwoProcesses {
  a: TestApp;
  b: TestApp;
  close(): Promise<void>;
}

export async function startTwoProcesses(overrides: Partial<Config> = {}): Promise<TwoProcesses> {
  const scratch: ScratchDatabase = await createScratchDatabase();
  const config = {
    databaseUrl: scratch.url,
    redisUrl: REDIS_URL,
    dbPoolSize: 20,
    rateLimitPerMinute: 1_000_000,
    ...overrides,
  };
  const a = await startTestApp(config);
  const b = await startTestApp(config);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await scratch.drop();
    },
  };
}

/** One player's session: registered through `a`, the same cookie used on `b`. */
export async function playerOnBoth({ a, b }: TwoProcesses) {
  const onA = new Client(a.url, a.origin);
  const user = await onA.register();
  const onB = new Client(b.url, b.origin);
  onB.cookie = onA.cookie;
  return { user, clients: [onA, onB] as const };
}

/** `n` requests started together, `each(i)` making the i-th. */
export const inParallel = <T>(n: number, each: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => each(i)));
