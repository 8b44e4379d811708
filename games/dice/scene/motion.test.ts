import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { playDice } from '../core';
import tuningFile from '../tuning.json';
import { DiceModel, diceTrack, formatRoll, ROLL_MAX, valueToX, type DiceDirection } from './motion';

const tuning = resolveTuning(tuningFile);
const track = diceTrack(tuning);

/** 200 settled bets from the real dice core, with seeded targets and directions. */
function seededRolls(seed: string, count = 200) {
  const rng = seedrandom(seed);
  return Array.from({ length: count }, (_, nonce) => {
    const direction: DiceDirection = rng() < 0.5 ? 'over' : 'under';
    // chance 0.01%..98% either way: over needs target 200..9998, under 2..9800
    const target =
      direction === 'over' ? 200 + Math.floor(rng() * 9799) : 2 + Math.floor(rng() * 9799);
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const bet = playDice(seeds, 100, target, direction);
    return { id: `roll-${nonce}`, roll: bet.roll, target, direction, win: bet.win };
  });
}

describe('dice motion', () => {
  it('maps the scale onto the track and formats rolls', () => {
    expect(valueToX(0, track)).toBe(track.x);
    expect(valueToX(ROLL_MAX, track)).toBe(track.x + track.width);
    expect(valueToX(5000, track)).toBeCloseTo(track.x + track.width / 2, 9);
    expect(valueToX(-5, track)).toBe(track.x);
    expect(formatRoll(6321)).toBe('63.21');
    expect(formatRoll(0)).toBe('0.00');
    expect(formatRoll(10000)).toBe('100.00');
  });

  it.each(FRAME_RATES)('lands every one of 200 seeded rolls exactly at %i fps', (fps) => {
    const rng = seedrandom(`dice-frames-${fps}`);
    const model = new DiceModel(tuning);
    for (const bet of seededRolls(`dice-${fps}`)) {
      model.roll(bet);
      const clock = frameClock(fps, rng, 20);
      let doneAt = -1;
      runFrames(
        clock,
        (dt) => {
          model.step(dt);
          if (model.done.length > 0) {
            expect(model.done).toEqual([bet.id]);
            model.done.length = 0;
            doneAt = clock.elapsed;
          } else {
            expect(model.shown).toBeNull(); // no result before landing
          }
        },
        () => doneAt >= 0,
      );
      // done on the first frame at or after the roll's duration, not before
      expect(doneAt).toBeGreaterThanOrEqual(tuning.durations.roll);
      expect(model.marker.value).toBe(bet.roll);
      expect(valueToX(model.marker.value, track)).toBe(valueToX(bet.roll, track));
      expect(model.shown).toEqual({ roll: bet.roll, win: bet.win });
      expect(model.glowAlpha() > 0).toBe(bet.win);
      // the zone shows the bet's own target and direction once its glide ends
      runFrames(
        clock,
        (dt) => model.step(dt),
        () => !model.boundary.moving,
      );
      expect(model.boundary.value).toBe(bet.target);
      expect(model.direction).toBe(bet.direction);
    }
  });

  it('ends a roll cut short by the next one, so every id gets its done', () => {
    const model = new DiceModel(tuning);
    model.roll({ id: 'a', roll: 1000, target: 5000, direction: 'over', win: false });
    model.step(100);
    model.roll({ id: 'b', roll: 9000, target: 5000, direction: 'over', win: true });
    expect(model.done).toEqual(['a']);
    model.step(tuning.durations.roll);
    expect(model.done).toEqual(['a', 'b']);
    expect(model.marker.value).toBe(9000);
  });

  it('shortens the roll under reduced motion but still lands on it', () => {
    const model = new DiceModel(tuning, (ms) => ms * tuning.factors.reducedMotion);
    model.roll({ id: 'r', roll: 4242, target: 5000, direction: 'under', win: true });
    model.step(tuning.durations.roll * tuning.factors.reducedMotion);
    expect(model.done).toEqual(['r']);
    expect(model.marker.value).toBe(4242);
  });

  it('glides the zone boundary on preview without touching the marker', () => {
    const model = new DiceModel(tuning);
    model.preview({ target: 2500, direction: 'under' });
    model.step(tuning.durations.zone / 2);
    expect(model.boundary.value).toBeGreaterThan(2500);
    expect(model.boundary.value).toBeLessThan(5000);
    model.step(tuning.durations.zone);
    expect(model.boundary.value).toBe(2500);
    expect(model.direction).toBe('under');
    expect(model.hasRolled).toBe(false);
    expect(model.done).toEqual([]);
  });
});
