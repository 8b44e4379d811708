import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { skinUpgraderEasings } from '../easings';
import { PACES, type Pace } from '../../pace';
import { UPGRADE_CHANCE_MAX, UPGRADE_CHANCE_MIN, playUpgrade, upgradeWinningRange } from '../core';
import { skinUpgraderGame } from '../game';
import tuningFile from '../tuning.json';
import {
  SkinUpgraderModel,
  arcOf,
  fractionOf,
  insideArc,
  nearestEdgeDistance,
  planSpin,
  turnsOf,
} from './motion';

const tuning = resolveTuning(tuningFile, skinUpgraderEasings);
type Direction = 'under' | 'over';

/** `count` settled bets from the real core, with seeded stakes, prices and directions. */
function seededSpins(seed: string, count = 200) {
  const rng = seedrandom(seed);
  return Array.from({ length: count }, (_, nonce) => {
    const price = 200 + Math.floor(rng() * 100_000);
    // stakes from 1% to 75% of the way (the clamp's range)
    const stake = Math.max(10, Math.ceil((price * (0.012 + rng() * 0.8)) / 0.9));
    const direction: Direction = rng() < 0.5 ? 'under' : 'over';
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const bet = playUpgrade(seeds, Math.min(stake, price - 1), price, direction);
    return { id: `spin-${nonce}`, roll: bet.roll, chance: bet.chance, direction, win: bet.win };
  });
}

/** Rolls on both sides of each edge of the arc, and in the window around them. */
function nearMisses(count: number) {
  const rng = seedrandom('near-misses');
  return Array.from({ length: count }, (_, n) => {
    const chance =
      UPGRADE_CHANCE_MIN + Math.floor(rng() * (UPGRADE_CHANCE_MAX - UPGRADE_CHANCE_MIN));
    const direction: Direction = n % 2 ? 'over' : 'under';
    const { from, to } = upgradeWinningRange(chance, direction);
    const edge = direction === 'under' ? to : from;
    const offset = [-1, 0, 1, -1000, 1000][n % 5]!;
    const roll = edge + offset;
    const win = roll >= from && roll < to;
    return { id: `near-${n}`, roll, chance, direction, win };
  });
}

/** A spin as the bet's outcome (the reveal time reads only the pace). */
function outcomeOf(spin: { roll: number; chance: number; direction: Direction; win: boolean }) {
  const target = {
    id: 'ak-47-redline',
    name: 'AK-47 | Redline',
    rarity: 'classified' as const,
    price: 3_000,
  };
  return { target, ...spin };
}

describe('gauge geometry', () => {
  it('draws under from the top and over up to it', () => {
    expect(arcOf(0.25, 'under')).toEqual({ from: 0, to: 0.25 });
    expect(arcOf(0.25, 'over')).toEqual({ from: 0.75, to: 1 });
    expect(insideArc(0, { from: 0, to: 0.25 })).toBe(true);
    expect(insideArc(0.25, { from: 0, to: 0.25 })).toBe(false);
    expect(turnsOf(2 ** 31)).toBe(0.5);
    expect(fractionOf(3.25)).toBe(0.25);
  });

  it('measures the distance to the nearest edge around the top', () => {
    expect(nearestEdgeDistance(0.99, { from: 0, to: 0.3 })).toBeCloseTo(0.01, 12);
    expect(nearestEdgeDistance(0.31, { from: 0, to: 0.3 })).toBeCloseTo(0.01, 12);
    expect(nearestEdgeDistance(0.5, { from: 0.7, to: 1 })).toBeCloseTo(0.2, 12);
  });

  it('plans whole turns clockwise, and a creep only near an edge', () => {
    const arc = { from: 0, to: 0.3 };
    const far = planSpin(0.2, 2 ** 31, arc, 4_000, tuning, false);
    expect(far.to).toBe(tuning.factors.turns + 0.5);
    expect(far.mid).toBe(far.to);
    const near = planSpin(0.2, Math.floor(0.31 * 2 ** 32), arc, 4_000, tuning, false);
    expect(near.to - near.mid).toBeCloseTo(tuning.factors.creepDistance, 12);
    expect(near.split).toBeCloseTo(4_000 * (1 - tuning.factors.creepShare), 9);
    const reduced = planSpin(0.9, Math.floor(0.31 * 2 ** 32), arc, 1_200, tuning, true);
    expect(reduced.mid).toBe(reduced.to);
    expect(reduced.to).toBeGreaterThan(0.9);
    expect(reduced.to).toBeLessThan(2);
  });
});

describe('skin-upgrader motion', () => {
  it.each(FRAME_RATES)(
    'lands every one of 200 seeded spins exactly on its roll at %i fps',
    (fps) => {
      const rng = seedrandom(`skin-upgrader-frames-${fps}`);
      const model = new SkinUpgraderModel(tuning);
      const spins = [...seededSpins(`skin-upgrader-${fps}`), ...nearMisses(50)];
      for (const spin of spins) {
        model.spinTo(spin);
        const clock = frameClock(fps, rng, 60);
        let doneAt = -1;
        let previous = model.needle;
        // Checked on every frame without expect() (tens of thousands of frames), then asserted.
        let backwards = 0;
        let shownEarly = 0;
        let doneIds: string[] = [];
        runFrames(
          clock,
          (dt) => {
            model.step(dt);
            if (model.needle < previous) backwards += 1; // always clockwise
            previous = model.needle;
            if (model.done.length > 0) {
              doneIds = [...model.done];
              model.done.length = 0;
              doneAt = clock.elapsed;
            } else if (model.shown !== null) {
              shownEarly += 1; // no result before landing
            }
          },
          () => doneAt >= 0,
        );
        expect({ backwards, shownEarly, doneIds }).toEqual({
          backwards: 0,
          shownEarly: 0,
          doneIds: [spin.id],
        });
        // done on the first frame at or after the spin's duration, never before
        expect(doneAt).toBeGreaterThanOrEqual(tuning.durations.spin);
        expect(doneAt).toBeLessThan(tuning.durations.spin + 701);
        expect(fractionOf(model.needle)).toBe(turnsOf(spin.roll));
        const arc = model.arc();
        expect(arc).toEqual(arcOf(turnsOf(spin.chance), spin.direction));
        expect(insideArc(fractionOf(model.needle), arc)).toBe(spin.win);
        expect(model.shown).toEqual({ id: spin.id, win: spin.win });
        expect(model.flashAlpha()).toBeGreaterThan(0);
      }
    },
  );

  it('creeps the last stretch of a near miss, slowly', () => {
    const model = new SkinUpgraderModel(tuning);
    const [spin] = nearMisses(1);
    model.spinTo(spin!);
    const split = tuning.durations.spin * (1 - tuning.factors.creepShare);
    model.step(split - 1);
    expect(model.creeping()).toBe(false);
    model.step(2);
    expect(model.creeping()).toBe(true);
    // the creep covers creepDistance in creepShare of the time: slower than the spin's average
    const creepSpeed = tuning.factors.creepDistance / (tuning.durations.spin - split);
    const spinSpeed = (tuning.factors.turns - tuning.factors.creepDistance) / split;
    expect(creepSpeed).toBeLessThan(spinSpeed / 10);
    model.step(tuning.durations.spin);
    expect(model.creeping()).toBe(false);
    expect(model.done).toEqual([spin!.id]);
  });

  it('ends a spin cut short by the next one, so every id gets its done', () => {
    const model = new SkinUpgraderModel(tuning);
    const [a, b] = seededSpins('cut', 2);
    model.spinTo(a!);
    model.step(100);
    model.spinTo(b!);
    expect(model.done).toEqual([a!.id]);
    model.step(tuning.durations.spin);
    expect(model.done).toEqual([a!.id, b!.id]);
    expect(fractionOf(model.needle)).toBe(turnsOf(b!.roll));
  });

  it('skips to the landing at once', () => {
    const model = new SkinUpgraderModel(tuning);
    const [spin] = seededSpins('skip', 1);
    model.spinTo(spin!);
    model.step(50);
    model.skip();
    expect(model.done).toEqual([spin!.id]);
    expect(fractionOf(model.needle)).toBe(turnsOf(spin!.roll));
  });

  it.each(PACES)('at %s pace takes no longer than the reveal time, to the millisecond', (pace) => {
    const model = new SkinUpgraderModel(tuning);
    const [spin] = nearMisses(1);
    model.spinTo({ ...spin!, pace });
    let elapsed = 0;
    while (model.done.length === 0) {
      model.step(1);
      elapsed += 1;
    }
    const reveal = skinUpgraderGame.revealMs(outcomeOf(spin!), pace);
    expect(elapsed).toBeLessThanOrEqual(Math.max(1, reveal + 1));
    expect(elapsed).toBeGreaterThanOrEqual(reveal - 1);
  });

  it('under reduced motion sweeps to the roll, shorter, without whole turns', () => {
    const factor = tuning.factors.reducedMotion;
    const model = new SkinUpgraderModel(tuning, (ms) => ms * factor);
    for (const spin of [...seededSpins('reduced', 20), ...nearMisses(10)]) {
      const start = model.needle;
      model.spinTo(spin, true);
      model.step(tuning.durations.spin * factor);
      expect(model.done).toEqual([spin.id]);
      model.done.length = 0;
      expect(fractionOf(model.needle)).toBe(turnsOf(spin.roll));
      expect(model.needle - fractionOf(start)).toBeLessThan(1.25);
    }
  });

  it('keeps the landed result until the player changes the bet', () => {
    const model = new SkinUpgraderModel(tuning);
    const [spin] = seededSpins('after', 1);
    model.spinTo(spin!);
    model.preview({ chance: 1, direction: spin!.direction }); // ignored mid-spin
    model.step(tuning.durations.spin);
    expect(model.shown).toEqual({ id: spin!.id, win: spin!.win });
    model.preview({ chance: spin!.chance, direction: spin!.direction }); // the same bet
    expect(model.shown).not.toBeNull();
    model.preview({
      chance: spin!.chance,
      direction: spin!.direction === 'under' ? 'over' : 'under',
    });
    expect(model.shown).toBeNull();
    expect(model.flashAlpha()).toBe(0);
    expect(fractionOf(model.needle)).toBe(turnsOf(spin!.roll));
  });

  it('glides the arc on preview without moving the needle, and hides it without a target', () => {
    const model = new SkinUpgraderModel(tuning);
    model.preview({ chance: UPGRADE_CHANCE_MAX, direction: 'over' });
    model.step(tuning.durations.arc / 2);
    expect(model.arc().to).toBe(1);
    expect(model.arc().from).toBeLessThan(1);
    expect(model.arc().from).toBeGreaterThan(0.25);
    model.step(tuning.durations.arc);
    expect(model.arc()).toEqual({ from: 0.25, to: 1 });
    expect(model.needle).toBe(0);
    model.preview({ chance: null, direction: 'over' });
    model.step(tuning.durations.arc);
    expect(model.arc()).toEqual({ from: 1, to: 1 });
    expect(model.done).toEqual([]);
    expect(model.still()).toBe(true);
  });

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace lands every spin at %i fps within the reveal time the server holds',
    (pace: Pace, fps) => {
      const rng = seedrandom(`skin-upgrader-pace-${pace}-${fps}`);
      const model = new SkinUpgraderModel(tuning);
      for (const spin of [...seededSpins(`pace-${pace}-${fps}`, 40), ...nearMisses(10)]) {
        model.spinTo({ ...spin, pace });
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
        expect(model.done).toEqual([spin.id]);
        model.done.length = 0;
        expect(fractionOf(model.needle)).toBe(turnsOf(spin.roll));
        if (pace === 'instant') expect(frames).toBe(1); // the landed state on the next frame
        // it had not landed by the frame before, so it needed no longer than the server holds
        const outcome = { ...outcomeOf(spin) };
        expect(beforeLanding).toBeLessThan(skinUpgraderGame.revealMs(outcome, pace) + 1);
      }
    },
  );
});
