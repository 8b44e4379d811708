import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import tuningFile from '../tuning.json';
import { driftEase, RoundClock } from './clock';

const tuning = resolveTuning(tuningFile);
const { driftMin, driftSnap } = tuning.durations;

describe('RoundClock', () => {
  it('jumps on snap and moves on by the frame delta', () => {
    const clock = new RoundClock(tuning);
    clock.snap(1_000);
    expect(clock.shown).toBe(1_000);
    clock.step(16);
    clock.step(17);
    expect(clock.shown).toBe(1_033);
    expect(clock.server).toBe(1_033);
  });

  it.each([-900, -250, -40, 40, 250, 900])(
    'eases a drift of %i ms away without a jump, never running backwards',
    (drift) => {
      const clock = new RoundClock(tuning);
      clock.snap(5_000);
      clock.sync(5_000 - drift); // the server is `drift` behind what is shown
      expect(clock.shown).toBe(5_000); // nothing jumps at the sync
      const length = Math.max(driftMin, tuning.factors.driftStretch * Math.abs(drift));
      let previous = clock.shown;
      for (let t = 0; t < length; t += 1) {
        clock.step(1);
        const rate = clock.shown - previous;
        expect(rate).toBeGreaterThanOrEqual(0.5 - 1e-9);
        expect(rate).toBeLessThanOrEqual(1.5 + 1e-9);
        previous = clock.shown;
      }
      expect(clock.easing).toBe(false);
      expect(clock.shown).toBe(clock.server); // caught up exactly
      expect(clock.server).toBe(5_000 - drift + length);
    },
  );

  it('jumps when the drift is too large to ease (a hidden tab, a late join)', () => {
    const clock = new RoundClock(tuning);
    clock.snap(1_000);
    clock.sync(1_000 + driftSnap);
    expect(clock.shown).toBe(1_000 + driftSnap);
    expect(clock.easing).toBe(false);
  });

  it('stays where it was frozen', () => {
    const clock = new RoundClock(tuning);
    clock.snap(2_000);
    clock.freeze(2_100);
    clock.step(500);
    clock.sync(9_000);
    expect(clock.shown).toBe(2_100);
    clock.snap(0); // a new round
    expect(clock.shown).toBe(0);
  });

  it.each(FRAME_RATES)('shows the same time for the same server time at %i fps', (fps) => {
    // Syncs arrive at fixed server times; between them the frames come at `fps` with one
    // long frame. Read at fixed server times, the shown time matches a 1 ms reference.
    const syncs = new Map([
      [400, 250], // the server is 150 ms behind the scene
      [1_600, 1_900], // then 300 ms ahead
      [3_000, 3_010],
    ]);
    const reads = [500, 1_000, 1_700, 2_500, 3_100, 4_000];
    const run = (next: () => number) => {
      const clock = new RoundClock(tuning);
      clock.snap(0);
      let time = 0;
      const seen: number[] = [];
      const events = [...new Set([...syncs.keys(), ...reads])].sort((a, b) => a - b);
      for (const at of events) {
        while (time < at) {
          const dt = Math.min(next(), at - time); // the frame that ends at the event is cut
          clock.step(dt);
          time += dt;
        }
        if (syncs.has(at)) clock.sync(syncs.get(at)!);
        if (reads.includes(at)) seen.push(clock.shown);
      }
      return seen;
    };
    const reference = run(() => 1);
    const frames = frameClock(fps, seedrandom(`clock-${fps}`), 60);
    const seen = run(() => frames.next());
    seen.forEach((shown, i) => expect(shown).toBeCloseTo(reference[i]!, 6));
  });
});

describe('driftEase', () => {
  it('goes from 0 to 1 with a slope of at most 1.5', () => {
    expect(driftEase(0)).toBe(0);
    expect(driftEase(1)).toBe(1);
    expect(driftEase(-1)).toBe(0);
    expect(driftEase(2)).toBe(1);
    for (let t = 0; t < 1; t += 0.001) {
      const slope = (driftEase(t + 0.001) - driftEase(t)) / 0.001;
      expect(slope).toBeGreaterThanOrEqual(0);
      expect(slope).toBeLessThanOrEqual(1.5 + 1e-9);
    }
  });
});
