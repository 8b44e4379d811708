import { describe, expect, it } from 'vitest';
import { rollSliderEase } from '../../engine/easings';
import { ROULETTE_STRIP_ORDER } from '../core/slots';
import { landingEdge, landingPosition, planSpin, slotAt, spinPosition, wrapPosition } from './spin';

const EDGE = landingEdge(84, 6, 0.1);

describe('roulette spin', () => {
  it('keeps every stop on the face of its slot, off the gaps', () => {
    for (const slot of ROULETTE_STRIP_ORDER) {
      for (const offset of [0, 0.25, 0.5, 0.999, 1, -3, 7, Number.NaN]) {
        const at = landingPosition(slot, offset, EDGE);
        expect(slotAt(at)).toBe(slot);
        const within = at - Math.floor(at);
        // the face is [3/90, 87/90) of the pitch: the stop stays inside it, with a margin
        expect(within).toBeGreaterThan(3 / 90);
        expect(within).toBeLessThan(87 / 90);
      }
    }
  });

  it('spins at least the whole turns asked, forward, onto the landing', () => {
    for (const rest of [0.5, 3.2, 14.9, null]) {
      for (const slot of ROULETTE_STRIP_ORDER) {
        const landing = landingPosition(slot, 0.3, EDGE);
        const plan = planSpin(rest, landing, 5);
        const distance = plan.to - plan.from;
        expect(distance).toBeGreaterThanOrEqual(75);
        expect(distance).toBeLessThan(rest === null ? 83 : 90);
        expect(slotAt(plan.to)).toBe(slot);
        expect(wrapPosition(plan.to)).toBeCloseTo(landing, 9);
        if (rest !== null) expect(plan.from).toBe(rest);
      }
    }
  });

  it('is exactly at the stop from the roll time on, moving forward before it', () => {
    const plan = planSpin(2.5, landingPosition(0, 0.5, EDGE), 5);
    expect(spinPosition(plan, 6_000, 6_000, rollSliderEase)).toBe(plan.to);
    expect(spinPosition(plan, 9_000, 6_000, rollSliderEase)).toBe(plan.to);
    expect(spinPosition(plan, 0, 6_000, rollSliderEase)).toBe(plan.from);
    let last = -Infinity;
    for (let t = 0; t <= 6_000; t += 50) {
      const at = spinPosition(plan, t, 6_000, rollSliderEase);
      expect(at).toBeGreaterThanOrEqual(last);
      last = at;
    }
  });

  it('wraps positions into one strip without moving the slot', () => {
    for (const position of [0.2, 15.7, 89.99, 1234.5]) {
      expect(slotAt(wrapPosition(position))).toBe(slotAt(position));
      expect(wrapPosition(position)).toBeGreaterThanOrEqual(0);
      expect(wrapPosition(position)).toBeLessThan(15);
    }
  });
});
