import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type Statement, openDatabase } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { CrashRound } from '../../../shared/contract/crash';
import { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import { sleep } from './leaderLoop';
import type { RoundChains } from './roundChains';
import { RoundCycle } from './roundCycle';
import type { RoundRow } from './roundRows';

// The life every round game's rounds share, against the migrated database: the cycle opens
// the chain's next round, hands a round whose window closed to the game's own phase, waits
// out an ended round's result before the next, and opens nothing while the game is paused.

const GO_LIVE: Statement = {
  name: 'test_round_cycle_live',
  text: `UPDATE rounds SET phase = 'running', started_at = clock_timestamp() WHERE id = $1`,
};
const NEWEST: Statement = {
  name: 'test_round_cycle_newest',
  text: `SELECT number FROM rounds WHERE game = 'crash' ORDER BY number DESC LIMIT 1`,
};
const END: Statement = {
  name: 'test_round_cycle_end',
  text: `UPDATE rounds SET phase = 'ended', ended_at = clock_timestamp() WHERE id = $1`,
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
});
afterAll(() => handle?.close());

/** `stopsFirst`: the first finish stops short (this process lost the lead), as a game's does. */
function cycle(paused: Set<string>, stopsFirst = false) {
  const seen: string[] = [];
  let stops = stopsFirst;
  const chains = {
    playable: async () => ({ chain: { length: 8 }, salt: 's', roundsPlayed: 4 }),
  } as unknown as RoundChains;
  const switchboard = { pausedGames: async () => paused } as unknown as GameSwitchboard;
  const query = <R extends Record<string, unknown>>(statement: Statement, values: unknown[]) =>
    autocommit(handle.db, (tx) => tx.query<R>(statement, values));
  const events = new DomainEventBus();
  events.on('round.changed', ({ kind, round }) => seen.push(`told ${kind} ${round.number}`));
  const driver = new RoundCycle<RoundRow, 'crash'>(
    'crash',
    { db: handle.db, chains, switchboard, events },
    { bettingMs: 60, resultMs: 80 },
    {
      startLive: async (round) => {
        seen.push(`live ${round.number}`);
        await query(GO_LIVE, [round.id]);
      },
      finish: async (round) => {
        seen.push(`finish ${round.number}`);
        if (stops) {
          stops = false;
          return false;
        }
        await query(END, [round.id]);
        return true;
      },
      snapshot: async () => {
        const [row] = await query<{ number: number }>(NEWEST, []);
        return row ? ({ number: row.number } as CrashRound) : null;
      },
    },
    (error) => seen.push(`error ${String(error)}`),
  );
  return { driver, seen };
}

const rounds = async () =>
  (
    await autocommit(handle.db, (tx) =>
      tx.query<{ number: number; phase: string }>(
        {
          name: 'test_round_cycle_rounds',
          text: `SELECT number, phase FROM rounds WHERE game = 'crash' ORDER BY number`,
        },
        [],
      ),
    )
  ).map((row) => `${row.number} ${row.phase}`);

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await sleep(10);
  }
}

describe('RoundCycle', () => {
  it('opens nothing while its game is paused', async () => {
    const { driver, seen } = cycle(new Set(['crash']));
    driver.lead();
    await sleep(150);
    driver.stopLeading();
    expect(await rounds()).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("opens the chain's next round, goes live after its window, finishes it, then opens the next", async () => {
    const { driver, seen } = cycle(new Set());
    const started = Date.now();
    driver.lead();
    await until(async () => (await rounds()).includes('6 betting'));
    driver.stopLeading();
    await sleep(50);
    // Round 5 follows the 4 played; round 6 waits out 5's result before it opens.
    expect((await rounds()).slice(0, 2)).toEqual(['5 ended', '6 betting']);
    // Each change is told with the round as the game shows it, after the change.
    expect(seen.slice(0, 6)).toEqual([
      'told crash 5',
      'live 5',
      'told crash 5',
      'finish 5',
      'told crash 5',
      'told crash 6',
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60 + 80);
    expect(seen.filter((event) => event.startsWith('error'))).toEqual([]);
  });

  it('tells nothing of a round whose own phase stopped short, and tells its end once it ends', async () => {
    const { driver, seen } = cycle(new Set(), true);
    driver.lead();
    const first = () => seen.findIndex((event) => event.startsWith('finish'));
    await until(async () => first() >= 0 && seen.length >= first() + 3);
    driver.stopLeading();
    await sleep(50);
    const number = seen[first()]!.split(' ')[1];
    // The phase that stopped short told nothing; the next step finished it and told its end.
    expect(seen.slice(first(), first() + 3)).toEqual([
      `finish ${number}`,
      `finish ${number}`,
      `told crash ${number}`,
    ]);
    expect(seen.filter((event) => event.startsWith('error'))).toEqual([]);
  });
});
