import { describe, expect, it } from 'vitest';
import { linearEase } from '../../engine/easings';
import { createGlide, glideTo } from '../../engine/glide';
import { type Reel, advanceReel } from './reel';

function spinning(delay: number, duration: number): Reel {
  const position = createGlide(0);
  glideTo(position, 100, duration, linearEase);
  return {
    strip: { cards: [], winIndex: 0, offset: 0 },
    position,
    delay,
    sinceLanding: 0,
    landed: false,
    result: true,
  };
}

describe('advanceReel', () => {
  it('waits out its delay before its strip moves, whatever the frames', () => {
    const reel = spinning(30, 100);
    advanceReel(reel, 20);
    expect(reel.delay).toBe(10);
    expect(reel.position.value).toBe(0);
    // a frame that ends the delay spends its rest on the glide
    advanceReel(reel, 30);
    expect(reel.delay).toBe(0);
    expect(reel.position.value).toBe(20);
  });

  it('lands on its stop and counts the time past it towards the flash', () => {
    const reel = spinning(0, 100);
    advanceReel(reel, 90);
    expect(reel.landed).toBe(false);
    advanceReel(reel, 25);
    expect(reel.landed).toBe(true);
    expect(reel.position.value).toBe(100);
    expect(reel.sinceLanding).toBe(15);
    advanceReel(reel, 16);
    expect(reel.sinceLanding).toBe(31);
    expect(reel.position.value).toBe(100);
  });

  it('lands a reel with nothing to glide once its delay is out', () => {
    const reel = { ...spinning(10, 0), position: createGlide(50) };
    advanceReel(reel, 5);
    expect(reel.landed).toBe(false);
    advanceReel(reel, 5);
    expect(reel.landed).toBe(true);
    expect(reel.sinceLanding).toBe(0);
  });
});
