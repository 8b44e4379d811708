import { describe, expect, it } from 'vitest';
import { FrameRecorder, percentile, summarize } from './frameStats';

describe('percentile', () => {
  it('takes the sample at p percent of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1
    expect(percentile(values, 50)).toBe(51);
    expect(percentile(values, 95)).toBe(96);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('FrameRecorder', () => {
  it('records each frame interval and its work', () => {
    const frames = new FrameRecorder();
    frames.stepStarted(1_000);
    frames.rendered(1_004);
    frames.stepStarted(1_016);
    frames.rendered(1_019);
    frames.stepStarted(1_050);
    frames.rendered(1_060);
    expect(frames.recent()).toEqual([
      { interval: null, work: 4 },
      { interval: 16, work: 3 },
      { interval: 34, work: 10 },
    ]);
  });

  it('does not count the loop sleeping as a frame interval', () => {
    const frames = new FrameRecorder();
    frames.stepStarted(0);
    frames.rendered(2);
    frames.stepStarted(5_000);
    frames.rendered(5_003);
    expect(frames.recent()[1]).toEqual({ interval: null, work: 3 });
  });

  it('keeps the last frames only', () => {
    const frames = new FrameRecorder(3);
    for (let i = 0; i < 5; i++) {
      frames.stepStarted(i * 20);
      frames.rendered(i * 20 + i);
    }
    expect(frames.recent().map((s) => s.work)).toEqual([2, 3, 4]);
  });
});

describe('summarize', () => {
  it('gives p50 and p95 of intervals and work', () => {
    const samples = Array.from({ length: 20 }, (_, i) => ({
      interval: i === 0 ? null : 16 + (i === 19 ? 30 : 0),
      work: i + 1,
    }));
    expect(summarize(samples)).toEqual({
      frames: 20,
      interval: { p50: 16, p95: 46 },
      work: { p50: 11, p95: 20 },
    });
  });
});
