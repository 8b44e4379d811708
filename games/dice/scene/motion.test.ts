import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { PACES } from '../../pace';
import { playDice } from '../core';
import { diceGame } from '../game';
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

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace lands every roll exactly at %i fps, within the reveal time the server holds',
    (pace, fps) => {
      const rng = seedrandom(`dice-pace-${pace}-${fps}`);
      const model = new DiceModel(tuning);
      for (const bet of seededRolls(`dice-pace-${pace}-${fps}`, 60)) {
        model.roll({ ...bet, pace });
        const clock = frameClock(fps, rng, 20);
        let beforeLanding = 0;
        const frames = runFrames(
          clock,
          (dt) => {
            beforeLanding = clock.elapsed - dt;
            model.step(dt);
          },
          () => model.done.length > 0,
        );
        expect(model.done).toEqual([bet.id]);
        model.done.length = 0;
        expect(model.marker.value).toBe(bet.roll);
        expect(model.shown).toEqual({ roll: bet.roll, win: bet.win });
        if (pace === 'instant') expect(frames).toBe(1); // the landed state on the next frame
        // it had not landed by the frame before, so it needed no longer than the server holds
        const { id: _id, ...outcome } = bet;
        expect(beforeLanding).toBeLessThan(diceGame.revealMs({ ...outcome, chance: 0 }, pace) + 1);
        runFrames(
          clock,
          (dt) => model.step(dt),
          () => model.still(),
        );
        expect(model.boundary.value).toBe(bet.target);
      }
    },
  );

  it.each(PACES)('at %s pace takes no longer than the reveal time, to the millisecond', (pace) => {
    const model = new DiceModel(tuning);
    model.roll({ id: 'ms', roll: 5555, target: 5000, direction: 'over', win: true, pace });
    let elapsed = 0;
    while (model.done.length === 0) {
      model.step(1);
      elapsed += 1;
    }
    const reveal = diceGame.revealMs(
      { roll: 5555, target: 5000, direction: 'over', chance: 0, win: true },
      pace,
    );
    expect(elapsed).toBeLessThanOrEqual(Math.max(1, reveal + 1));
    expect(elapsed).toBeGreaterThanOrEqual(reveal - 1);
  });

  it('turbo is shorter than normal, and reduced motion shortens turbo further', () => {
    const length = (scale?: (ms: number, pace?: 'normal' | 'turbo' | 'instant') => number) => {
      const model = new DiceModel(tuning, scale);
      model.roll({
        id: 'r',
        roll: 7000,
        target: 5000,
        direction: 'over',
        win: true,
        pace: 'turbo',
      });
      let elapsed = 0;
      while (model.done.length === 0) {
        model.step(1);
        elapsed += 1;
      }
      return elapsed;
    };
    const turbo = length();
    expect(turbo).toBeLessThan(tuning.durations.roll);
    expect(turbo).toBeGreaterThan(0);
    const reduced = length(
      (ms, pace = 'normal') =>
        ms * Math.min(pace === 'turbo' ? 0.35 : 1, tuning.factors.reducedMotion),
    );
    expect(reduced).toBeLessThan(turbo);
  });

  it('skips to the landed roll at once, then says done on the next frame', () => {
    const model = new DiceModel(tuning);
    model.roll({ id: 's', roll: 1234, target: 5000, direction: 'under', win: true });
    model.step(16);
    expect(model.remaining()).toBeGreaterThan(0);
    model.skip();
    expect(model.marker.value).toBe(1234);
    expect(model.boundary.value).toBe(5000);
    expect(model.shown).toEqual({ roll: 1234, win: true });
    expect(model.done).toEqual(['s']);
    expect(model.remaining()).toBe(0);
    model.skip(); // nothing left to skip
    expect(model.done).toEqual(['s']);
  });

  it('is still once the roll has landed and its pop and glow have played', () => {
    const model = new DiceModel(tuning);
    expect(model.still()).toBe(true);
    model.roll({ id: 'w', roll: 8000, target: 5000, direction: 'over', win: true });
    expect(model.still()).toBe(false);
    model.step(tuning.durations.roll);
    expect(model.still()).toBe(false); // the label pops, the glow fades
    model.step(Math.max(tuning.durations.label, tuning.durations.glow));
    expect(model.still()).toBe(true);
  });
});
