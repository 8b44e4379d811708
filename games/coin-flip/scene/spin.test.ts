import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTuning } from '../../engine/tuning';
import tuningFile from '../tuning.json';
import {
  coinSpinEase,
  faceAt,
  flipPose,
  otherFace,
  planFlip,
  settleRock,
  type FlipPlan,
} from './spin';

const shape = resolveTuning(tuningFile).factors;
const sides = fc.constantFrom('CT' as const, 'T' as const);

describe('coin spin', () => {
  it('turns whole turns to keep the face and one half turn more to change it', () => {
    expect(planFlip('CT', 'CT', 8)).toEqual({ from: 'CT', to: 'CT', halfTurns: 16 });
    expect(planFlip('CT', 'T', 8)).toEqual({ from: 'CT', to: 'T', halfTurns: 17 });
    expect(planFlip('T', 'CT', 0).halfTurns).toBe(3); // at least one whole turn
    expect(planFlip('T', 'T', Number.NaN).halfTurns).toBe(2);
  });

  it('eases from exactly 0 to exactly 1, never backwards, fastest at the toss', () => {
    expect(coinSpinEase(0, 3)).toBe(0);
    expect(coinSpinEase(1, 3)).toBe(1);
    expect(coinSpinEase(-1, 3)).toBe(0);
    expect(coinSpinEase(2, 3)).toBe(1);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(coinSpinEase(lo, 3)).toBeLessThanOrEqual(coinSpinEase(hi, 3));
        },
      ),
    );
    const early = coinSpinEase(0.1, 3) - coinSpinEase(0, 3);
    const late = coinSpinEase(1, 3) - coinSpinEase(0.9, 3);
    expect(early).toBeGreaterThan(100 * late);
  });

  it('rocks within its amplitude and lies still at both ends', () => {
    expect(settleRock(0, 0.3, 2)).toBe(0);
    expect(settleRock(1, 0.3, 2)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (v) => {
        expect(Math.abs(settleRock(v, 0.3, 2))).toBeLessThanOrEqual(0.3);
      }),
    );
    expect(Math.abs(settleRock(0.1, 0.3, 2))).toBeGreaterThan(0.05);
  });

  it('shows the face by the half turns made', () => {
    expect(faceAt('CT', 0)).toBe('CT');
    expect(faceAt('CT', Math.PI * 0.49)).toBe('CT');
    expect(faceAt('CT', Math.PI * 0.51)).toBe('T');
    expect(faceAt('CT', Math.PI * 17)).toBe('T');
    expect(faceAt('T', Math.PI * 16)).toBe('T');
    expect(otherFace('T')).toBe('CT');
  });

  it('lands exactly on the planned side, flat, on the table', () => {
    fc.assert(
      fc.property(sides, sides, fc.integer({ min: 1, max: 12 }), (from, to, turns) => {
        const plan = planFlip(from, to, turns);
        expect(flipPose(plan, 1, shape)).toEqual({
          angle: plan.halfTurns * Math.PI,
          face: to,
          squash: 1,
          lift: 0,
        });
        expect(flipPose(plan, 1.7, shape).face).toBe(to);
        const start = flipPose(plan, 0, shape);
        expect(start).toMatchObject({ angle: 0, face: from, lift: 0 });
      }),
    );
  });

  it('shows the landing face all the way through the settle on the table', () => {
    const plans: FlipPlan[] = [
      planFlip('CT', 'T', shape.turns),
      planFlip('CT', 'CT', shape.turns),
      planFlip('T', 'CT', shape.turns),
      planFlip('T', 'T', shape.turns),
    ];
    for (const plan of plans) {
      let turnedOver = false;
      for (let p = 0; p <= 1; p += 0.001) {
        const pose = flipPose(plan, p, shape);
        if (p >= shape.airShare) expect(pose.face).toBe(plan.to);
        if (p < shape.airShare && pose.face !== plan.from) turnedOver = true;
        expect(pose.lift).toBeGreaterThanOrEqual(0);
        expect(pose.lift).toBeLessThanOrEqual(1);
      }
      expect(turnedOver).toBe(true); // it really spins in the air
    }
  });

  it('rises to the top of the toss halfway through the air', () => {
    const plan = planFlip('CT', 'T', shape.turns);
    expect(flipPose(plan, shape.airShare / 2, shape).lift).toBeCloseTo(1, 12);
    expect(flipPose(plan, shape.airShare, shape).lift).toBe(0);
  });
});
