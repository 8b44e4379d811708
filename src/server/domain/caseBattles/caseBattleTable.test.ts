import { describe, expect, it } from 'vitest';
import type { Beacon } from '../beacon/beacon';
import type { DomainEventBus } from '../events';
import { RoomDriver } from '../rooms';
import type { ReadyReading } from '../rooms/beaconFollower';
import type { Settlement } from '../settlement';
import type { CaseBattlePlay, Step } from './caseBattlePlay';
import { scriptedDatabase } from './caseBattleRows.testkit';
import { battleTable } from './caseBattleTable';

// The room driver moves a filled battle to its end through the battles' table: waits for the
// named beacon round, generates, then steps at the pace each step asks for. Its database work
// is the play's; here the play is a script and the database answers the sweep's one query.

type Overdue = { id: string; state: string; beacon_round: string | number | null };

const reading = (round: number): ReadyReading =>
  ({ status: 'ready', round, value: 'ab'.repeat(32), evidence: null }) as unknown as ReadyReading;

/** A beacon whose every round is already public. */
const readyBeacon = { label: 'test', read: async (round: number) => reading(round) } as Beacon;

/** A play that records its calls and steps through `steps` (then is done). */
function scriptedPlay(steps: Step[]) {
  const calls: string[] = [];
  const play = {
    generate: async (id: string, r: ReadyReading) => void calls.push(`generate ${id} ${r.round}`),
    step: async (id: string) => {
      calls.push(`step ${id}`);
      return steps.shift() ?? { done: true };
    },
  } as unknown as CaseBattlePlay;
  return { play, calls };
}

function driverOf(play: CaseBattlePlay, rows: () => Overdue[] = () => []) {
  const errors: unknown[] = [];
  const events = { emit: () => undefined } as unknown as DomainEventBus;
  const driver = new RoomDriver(
    battleTable(play, events),
    { db: scriptedDatabase(rows).db, beacon: readyBeacon, settlement: {} as Settlement },
    (e) => errors.push(e),
    { sweepMs: 1_000, graceMs: 1_000 },
  );
  return { driver, errors };
}

describe('the room driver on the case battles', () => {
  it('generates from the named round, then steps until the battle is done', async () => {
    const { play, calls } = scriptedPlay([
      { done: false, waitMs: 1 },
      { done: false, waitMs: 1 },
    ]);
    const { driver, errors } = driverOf(play);
    await driver.follow('b1', 77);
    expect(calls).toEqual(['generate b1 77', 'step b1', 'step b1', 'step b1']);
    expect(errors).toEqual([]);
    expect(driver.pending).toBe(0);
  });

  it('only steps a battle whose pulls exist already', async () => {
    const { play, calls } = scriptedPlay([]);
    await driverOf(play).driver.follow('b1', null);
    expect(calls).toEqual(['step b1']);
  });

  it('follows a battle once however often it is asked', async () => {
    const { play, calls } = scriptedPlay([{ done: false, waitMs: 5 }]);
    const { driver } = driverOf(play);
    const first = driver.follow('b1', null);
    const second = driver.follow('b1', null);
    expect(driver.pending).toBe(1);
    await Promise.all([first, second]);
    expect(calls).toEqual(['step b1', 'step b1']);
  });

  it('reports a failing step, and a forgotten battle stops without a report', async () => {
    const failing = {
      step: async () => {
        throw new Error('lost the row');
      },
    } as unknown as CaseBattlePlay;
    const failed = driverOf(failing);
    await failed.driver.follow('b1', null);
    expect(failed.errors.map((e) => (e as Error).message)).toEqual(['lost the row']);

    const { play, calls } = scriptedPlay([{ done: false, waitMs: 60_000 }]);
    const { driver, errors } = driverOf(play);
    const following = driver.follow('b2', null);
    await new Promise((resolve) => setTimeout(resolve, 5));
    driver.forget('b2');
    await following;
    expect(calls).toEqual(['step b2']);
    expect(errors).toEqual([]);
    expect(driver.pending).toBe(0);
  });

  it('follows nothing once stopped', async () => {
    const { play, calls } = scriptedPlay([]);
    const { driver } = driverOf(play);
    driver.stop();
    await driver.follow('b1', 5);
    expect(calls).toEqual([]);
  });

  it('takes up overdue battles where the database says they are', async () => {
    const { play, calls } = scriptedPlay([]);
    const { driver } = driverOf(play, () => [
      { id: 'waiting', state: 'WAITING_FOR_BLOCK', beacon_round: '12' },
      { id: 'playing', state: 'GENERATING_OUTCOME', beacon_round: '13' },
    ]);
    expect(await driver.sweep()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.sort()).toEqual(['generate waiting 12', 'step playing', 'step waiting']);
  });
});
