import { describe, expect, it } from 'vitest';
import { type Beacon, BeaconError, type BeaconReading } from './beacon';
import { LocalBeacon } from './localBeacon';
import { waitForRound } from './waitForRound';

/** A fake clock whose sleep just moves time on. */
function fakeTime(start = 0) {
  let time = start;
  const slept: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      slept.push(ms);
      time += ms;
    },
    slept,
  };
}

/** A beacon that gives the scripted answers in turn (throwing the errors). */
function scripted(answers: (BeaconReading | Error)[]): Beacon & { calls: number } {
  const beacon = {
    kind: 'local' as const,
    label: 'Scripted',
    isLocal: true,
    calls: 0,
    futureRound: async () => ({ beacon: 'local' as const, round: 1, expectedAt: 0 }),
    roundAfter: async () => ({ beacon: 'local' as const, round: 1, expectedAt: 0 }),
    read: async () => {
      const answer = answers[Math.min(beacon.calls++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return beacon;
}

const ready: BeaconReading = {
  status: 'ready',
  round: 7,
  value: 'ab'.repeat(32),
  evidence: { kind: 'local' },
};

describe('waitForRound', () => {
  it('waits out a local round, then returns its value', async () => {
    const time = fakeTime(1_000);
    const beacon = new LocalBeacon({ now: time.now, periodMs: 1_000, secret: 'x' });
    const { round } = await beacon.futureRound(time.now());
    const reading = await waitForRound(beacon, round, time);
    expect(reading.round).toBe(round);
    expect(time.slept).toEqual([2_000]);
  });

  it('retries failed calls and sleeps as long as the beacon asks', async () => {
    const time = fakeTime();
    const retried: string[] = [];
    const beacon = scripted([
      { status: 'pending', retryAfterMs: 700 },
      new BeaconError('unavailable', 'relay down'),
      ready,
    ]);
    const reading = await waitForRound(beacon, 7, {
      ...time,
      retryMs: 300,
      onRetry: (e) => retried.push(e.message),
    });
    expect(reading).toEqual(ready);
    expect(time.slept).toEqual([700, 300]);
    expect(retried).toEqual(['relay down']);
  });

  it('throws at once on an answer that failed verification', async () => {
    const beacon = scripted([new BeaconError('invalid', 'bad signature'), ready]);
    await expect(waitForRound(beacon, 7, fakeTime())).rejects.toThrow('bad signature');
    expect(beacon.calls).toBe(1);
  });

  it('gives up after the longest wait', async () => {
    const time = fakeTime();
    const beacon = scripted([{ status: 'pending', retryAfterMs: 4_000 }]);
    await expect(waitForRound(beacon, 7, { ...time, maxWaitMs: 10_000 })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(time.slept).toEqual([4_000, 4_000, 2_000]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('shutting down'));
    const beacon = scripted([ready]);
    await expect(waitForRound(beacon, 7, { signal: controller.signal })).rejects.toThrow(
      'shutting down',
    );
    expect(beacon.calls).toBe(0);
  });

  it('stops at once when aborted while the beacon is being asked', async () => {
    const controller = new AbortController();
    const beacon: Beacon = {
      kind: 'local',
      label: 'test',
      isLocal: true,
      futureRound: () => Promise.reject(new Error('unused')),
      roundAfter: () => Promise.reject(new Error('unused')),
      read: async () => {
        controller.abort(new Error('shutting down'));
        return { status: 'pending', retryAfterMs: 60_000 };
      },
    };
    const started = Date.now();
    await expect(waitForRound(beacon, 7, { signal: controller.signal })).rejects.toThrow(
      'shutting down',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
