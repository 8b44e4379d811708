import { describe, expect, it } from 'vitest';
import { timingWith } from './roundGamePlugin';

const CLOCK = { bettingMs: 10_000, rollingMs: 7_000, resultMs: 3_000 };

describe('timingWith', () => {
  it("keeps the rules' lengths and takes a test's shorter phases", () => {
    expect(timingWith('roulette', CLOCK)).toEqual(CLOCK);
    expect(timingWith('roulette', CLOCK, { bettingMs: 1_500, resultMs: 300 })).toEqual({
      bettingMs: 1_500,
      rollingMs: 7_000,
      resultMs: 300,
    });
  });

  it('refuses a phase the game does not time, naming the ones it does', () => {
    expect(() => timingWith('roulette', CLOCK, { tickMs: 20 })).toThrow(
      'roulette has no phase "tickMs" to time: bettingMs, rollingMs, resultMs',
    );
  });
});
