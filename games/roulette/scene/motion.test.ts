import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { rollingInText } from '../core/countdown';
import { ROULETTE_BETTING_MS, ROULETTE_ROLLING_MS } from '../core/limits';
import { rouletteSlotFromRound } from '../core/roll';
import tuningFile from '../tuning.json';
import { RouletteModel } from './motion';
import { wrapPosition } from './spin';

const tuning = resolveTuning(tuningFile);
const OUTCOMES = 200;

function roll(id: string, slot: number, landingOffset = 0.5, elapsedMs = 0) {
  return { id, roundId: id, slot, landingOffset, elapsedMs };
}

/** Seeded rounds as the server draws them: slot from the core, an offset, sometimes late. */
function rounds(seed: string) {
  const rng = seedrandom(seed);
  return Array.from({ length: OUTCOMES }, (_, n) => ({
    id: `round-${n}`,
    slot: rouletteSlotFromRound(`hash-${seed}-${n}`, 'salt'),
    landingOffset: rng(),
    elapsedMs: rng() < 0.3 ? Math.floor(rng() * 5_900) : 0,
  }));
}

describe('roulette motion', () => {
  it('stops every roll on its slot exactly 6 s after it began, at every frame rate', () => {
    const finals: number[][] = [];
    for (const fps of FRAME_RATES) {
      const rng = seedrandom(`frames-${fps}`);
      const model = new RouletteModel(tuning);
      const positions: number[] = [];
      for (const round of rounds('landing')) {
        model.roll(roll(round.id, round.slot, round.landingOffset, round.elapsedMs), false);
        const clock = frameClock(fps, rng);
        let landedAt = -1;
        let lastDelta = 0;
        runFrames(
          clock,
          (dt) => {
            lastDelta = dt;
            model.step(dt);
            if (model.done.length > 0) landedAt = clock.elapsed;
          },
          () => landedAt >= 0,
        );
        expect(model.done).toEqual([round.id]);
        model.done.length = 0;
        // the first frame at or past the stop (sums of frame times, to a float's error)
        const due = ROULETTE_ROLLING_MS - round.elapsedMs;
        expect(landedAt).toBeGreaterThanOrEqual(due - 1e-6);
        expect(landedAt - lastDelta).toBeLessThan(due + 1e-6);
        expect(model.under).toBe(round.slot);
        expect(model.shown?.slot).toBe(round.slot);
        positions.push(model.position);
      }
      finals.push(positions);
    }
    // the same stops, to the last bit, at 30, 60 and 144 fps
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it('puts a late joiner where a watcher from the start is at that moment', () => {
    for (const elapsed of [1, 700, 2_500, 5_999]) {
      const early = new RouletteModel(tuning);
      const late = new RouletteModel(tuning);
      early.roll(roll('a', 9, 0.2), false);
      early.step(elapsed);
      late.roll(roll('a', 9, 0.2, elapsed), false);
      expect(late.position).toBeCloseTo(early.position, 9);
      for (let i = 0; i < 50; i++) {
        early.step(16);
        late.step(16);
        expect(late.position).toBeCloseTo(early.position, 9);
        expect(late.done).toEqual(early.done);
      }
    }
  });

  it('lands a roll joined after it ended on the next frame', () => {
    const model = new RouletteModel(tuning);
    model.roll(roll('gone', 13, 0.5, 8_000), false);
    model.step(0);
    expect(model.done).toEqual(['gone']);
    expect(model.under).toBe(13);
  });

  it('spins forward from where the strip rests, several whole turns', () => {
    const model = new RouletteModel(tuning);
    model.roll(roll('one', 5), false);
    model.skip();
    const rest = model.position;
    model.roll(roll('two', 8), false);
    let last = model.position;
    expect(last).toBe(rest);
    let travelled = 0;
    while (model.spinning) {
      model.step(1000 / 60);
      if (model.spinning) {
        expect(model.position).toBeGreaterThanOrEqual(last);
        travelled = model.position - rest;
        last = model.position;
      }
    }
    expect(travelled).toBeGreaterThan(15 * tuning.factors.turns - 1);
    expect(model.under).toBe(8);
  });

  it('under reduced motion waits, fades, jumps and lands at the same moment', () => {
    const model = new RouletteModel(tuning);
    const start = model.position;
    model.roll(roll('calm', 9, 0.5), true);
    const alphas: number[] = [];
    let moves = 0;
    let last = wrapPosition(model.position);
    let frames = 0;
    while (model.done.length === 0) {
      model.step(10);
      frames += 1;
      alphas.push(model.stripAlpha());
      if (Math.abs(wrapPosition(model.position) - last) > 1e-9) moves += 1;
      last = wrapPosition(model.position);
    }
    expect(frames * 10).toBe(ROULETTE_ROLLING_MS);
    expect(moves).toBe(1); // one jump, no travel
    expect(model.under).toBe(9);
    expect(Math.min(...alphas)).toBeLessThan(0.05);
    expect(alphas.at(-1)).toBe(1);
    expect(alphas.slice(0, 500).every((a) => a === 1)).toBe(true);
    expect(wrapPosition(start)).not.toBe(last);
  });

  it("labels the countdown with the page's rollingInText of the same time left", () => {
    const model = new RouletteModel(tuning);
    expect(model.countdownText()).toBeNull();
    model.betting({ roundId: 'r', endsInMs: 4_150 });
    expect(model.countdownText()).toBe(rollingInText(4_150));
    model.step(60);
    expect(model.countdownText()).toBe(rollingInText(4_090));
    expect(model.countdownText()).toBe('Rolling in 4.1 s');
  });

  it('counts the betting phase down and then rests', () => {
    const model = new RouletteModel(tuning);
    model.betting({ roundId: 'r', endsInMs: 12_000 });
    expect(model.countdownFraction()).toBeCloseTo(12_000 / ROULETTE_BETTING_MS, 12);
    model.step(6_000);
    expect(model.countdownFraction()).toBeCloseTo(6_000 / ROULETTE_BETTING_MS, 12);
    expect(model.still()).toBe(false);
    model.step(7_000);
    expect(model.countdownFraction()).toBe(0);
    expect(model.still()).toBe(true);
    model.betting({ roundId: 'r', endsInMs: 99_000 });
    expect(model.countdownFraction()).toBe(1);
  });

  it('says when the countdown is all that moves: not while a roll or its glow plays', () => {
    const model = new RouletteModel(tuning);
    expect(model.countingDownOnly()).toBe(false);
    model.roll(roll('c', 5), false);
    expect(model.countingDownOnly()).toBe(false);
    model.skip();
    expect(model.countingDownOnly()).toBe(false); // the result glows
    model.betting({ roundId: 'c2', endsInMs: 3_000 });
    expect(model.countingDownOnly()).toBe(true);
    model.step(3_000);
    expect(model.countingDownOnly()).toBe(false);
    expect(model.still()).toBe(true);
  });

  it('shows a result at once for a joiner, and leaves a stopping roll alone', () => {
    const joiner = new RouletteModel(tuning);
    joiner.result({ roundId: 'r', slot: 11 });
    expect(joiner.under).toBe(11);
    expect(joiner.shown?.slot).toBe(11);

    const watcher = new RouletteModel(tuning);
    watcher.roll(roll('r', 4), false);
    watcher.step(5_990);
    const before = watcher.position;
    watcher.result({ roundId: 'r', slot: 4 });
    expect(watcher.spinning).toBe(true);
    expect(watcher.position).toBe(before);
    watcher.step(10);
    expect(watcher.done).toEqual(['r']);
  });

  it('glows the result, dims the rest, and settles', () => {
    const model = new RouletteModel(tuning);
    model.roll(roll('g', 2), false);
    model.skip();
    expect(model.highlightAlpha()).toBeCloseTo(tuning.factors.highlightAlpha, 12);
    expect(model.othersAlpha()).toBe(1);
    expect(model.still()).toBe(false);
    model.step(tuning.durations.highlight);
    expect(model.highlightAlpha()).toBeCloseTo(
      tuning.factors.highlightAlpha * tuning.factors.highlightRest,
      12,
    );
    expect(model.othersAlpha()).toBeCloseTo(tuning.factors.dim, 12);
    expect(model.still()).toBe(true);
    model.idle();
    expect(model.highlightAlpha()).toBe(0);
  });

  it('ends a roll replaced by the next, and spaces its ticks', () => {
    const model = new RouletteModel(tuning);
    model.roll(roll('first', 1), false);
    model.step(1_000);
    model.roll(roll('second', 14), false);
    expect(model.done).toEqual(['first']);
    model.sounds.length = 0;
    let ticks = 0;
    let sinceTick = Infinity;
    let closest = Infinity;
    for (let t = 0; t < ROULETTE_ROLLING_MS; t += 1000 / 144) {
      model.step(1000 / 144);
      sinceTick += 1000 / 144;
      for (const sound of model.sounds) {
        if (sound !== 'game.wheel-tick') continue;
        ticks += 1;
        closest = Math.min(closest, sinceTick);
        sinceTick = 0;
      }
      model.sounds.length = 0;
    }
    expect(ticks).toBeGreaterThan(10);
    expect(closest).toBeGreaterThanOrEqual(tuning.durations.tickGap - 1e-9);
    expect(model.done).toEqual(['first', 'second']);
  });
});
