import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCAL_BEACON_GENESIS, LOCAL_BEACON_LABEL, LocalBeacon } from './localBeacon';

function clock(start: number) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('LocalBeacon', () => {
  it('says it is the local development beacon', () => {
    const beacon = new LocalBeacon();
    expect(beacon.label).toBe('Local beacon (development)');
    expect(beacon.label).toBe(LOCAL_BEACON_LABEL);
    expect(beacon.isLocal).toBe(true);
    expect(beacon.kind).toBe('local');
  });

  it('numbers rounds from a fixed genesis, so a restarted process agrees on their times', async () => {
    const time = clock(LOCAL_BEACON_GENESIS + 10 * 86_400_000);
    const before = new LocalBeacon({
      now: time.now,
      periodMs: 3_000,
      genesis: LOCAL_BEACON_GENESIS,
    });
    const named = await before.futureRound(time.now());
    time.advance(1_700); // the process restarts within the round's lead
    const after = new LocalBeacon({
      now: time.now,
      periodMs: 3_000,
      genesis: LOCAL_BEACON_GENESIS,
    });
    expect(after.roundTime(named.round)).toBe(named.expectedAt);
    expect(await after.futureRound(time.now())).toEqual(await before.futureRound(time.now()));
    time.advance(named.expectedAt - time.now());
    expect((await after.read(named.round)).status).toBe('ready');
    expect(() => new LocalBeacon({ genesis: 1.5 })).toThrow(RangeError);
  });

  it('names a round that is still in the future', async () => {
    const time = clock(1_000_000);
    const beacon = new LocalBeacon({ now: time.now, periodMs: 1_000, leadRounds: 2 });
    time.advance(2_500); // round 3 is due now
    const named = await beacon.futureRound(time.now());
    expect(named).toEqual({ beacon: 'local', round: 5, expectedAt: 1_004_000 });
    expect(named.expectedAt).toBeGreaterThan(time.now());
  });

  it('keeps a round pending until its time, then gives its HMAC value', async () => {
    const time = clock(50_000);
    const beacon = new LocalBeacon({ now: time.now, secret: 'dev secret', periodMs: 1_000 });
    const { round, expectedAt } = await beacon.futureRound(time.now());
    expect(await beacon.read(round)).toEqual({
      status: 'pending',
      retryAfterMs: expectedAt - time.now(),
    });
    time.advance(expectedAt - time.now());
    const expected = createHmac('sha256', 'dev secret')
      .update(`local-beacon:${round}`)
      .digest('hex');
    expect(await beacon.read(round)).toEqual({
      status: 'ready',
      round,
      value: expected,
      evidence: { kind: 'local' },
    });
  });

  it('gives each round its own value, the same on every read', async () => {
    const time = clock(0);
    const beacon = new LocalBeacon({ now: time.now, secret: 's' });
    time.advance(10_000);
    const first = await beacon.read(3);
    const again = await beacon.read(3);
    const other = await beacon.read(4);
    expect(first).toEqual(again);
    expect(
      first.status === 'ready' && other.status === 'ready' && first.value !== other.value,
    ).toBe(true);
  });

  it('makes different values in different processes (a random secret each)', async () => {
    const time = clock(0);
    const a = await new LocalBeacon({ now: time.now }).read(1);
    const b = await new LocalBeacon({ now: time.now }).read(1);
    expect(a.status === 'ready' && b.status === 'ready' && a.value !== b.value).toBe(true);
  });

  it('refuses rounds that are not whole numbers from 1 and bad settings', async () => {
    const beacon = new LocalBeacon();
    await expect(beacon.read(0)).rejects.toThrow(RangeError);
    await expect(beacon.read(1.5)).rejects.toThrow(RangeError);
    expect(() => new LocalBeacon({ periodMs: 0 })).toThrow(RangeError);
    expect(() => new LocalBeacon({ leadRounds: 0 })).toThrow(RangeError);
  });
});
