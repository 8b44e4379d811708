import { describe, expect, it } from 'vitest';
import {
  WHEEL_TURNS,
  finalRotation,
  landingAngle,
  rotationAt,
  segmentAt,
  wheelEase,
} from './wheel-motion';

describe('wheelEase', () => {
  it('starts at 0, ends at 1 and never goes back', () => {
    expect(wheelEase(0)).toBe(0);
    expect(wheelEase(1)).toBe(1);
    let last = 0;
    for (let i = 1; i <= 1000; i++) {
      const value = wheelEase(i / 1000);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThanOrEqual(1);
      last = value;
    }
  });
});

describe('a spin', () => {
  const SEGMENTS = 12;
  const DURATION = 5_000;

  it('lands with every segment and offset under the pointer, whatever it started from', () => {
    for (const from of [0, 17.5, -90, 4_321]) {
      for (let segment = 0; segment < SEGMENTS; segment++) {
        for (const within of [0.01, 0.5, 0.99]) {
          const to = finalRotation(from, landingAngle(segment, within, SEGMENTS));
          expect(to - from).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
          expect(to - from).toBeLessThan((WHEEL_TURNS + 1) * 360);
          expect(segmentAt(to, SEGMENTS)).toBe(segment);
        }
      }
    }
  });

  it('ends exactly on its final rotation at 30, 60 and 144 fps', () => {
    for (const fps of [30, 60, 144]) {
      for (let segment = 0; segment < SEGMENTS; segment++) {
        const to = finalRotation(0, landingAngle(segment, 0.37, SEGMENTS));
        let elapsed = 0;
        let rotation = 0;
        let previous = 0;
        while (elapsed < DURATION) {
          elapsed += 1000 / fps;
          rotation = rotationAt(0, to, elapsed, DURATION);
          expect(rotation).toBeGreaterThanOrEqual(previous);
          previous = rotation;
        }
        expect(rotation).toBe(to);
        expect(segmentAt(rotation, SEGMENTS)).toBe(segment);
      }
    }
  });

  it('jumps to the end for a zero duration (reduced motion)', () => {
    expect(rotationAt(0, 2_500, 0, 0)).toBe(2_500);
  });
});
