import { describe, expect, it } from 'vitest';
import { refusalText, secondsLeft, sendRefusal } from './send-refusal';

const SLOW = { message: 'Slow mode is on in this channel: wait 3 s', code: 'SLOW_MODE' };

describe('a refused chat message', () => {
  it('counts the server-named wait down and ends with it', () => {
    const refusal = sendRefusal(SLOW, 'en', 10_000);
    expect(refusal).toEqual({ ...SLOW, channel: 'en', at: 10_000, until: 13_000 });
    // A timer's tick from before the refusal does not add a second.
    expect(refusalText(refusal, 9_800)).toBe('Slow mode is on in this channel: wait 3 s');
    expect(refusalText(refusal, 10_000)).toBe('Slow mode is on in this channel: wait 3 s');
    expect(refusalText(refusal, 10_001)).toBe('Slow mode is on in this channel: wait 3 s');
    expect(refusalText(refusal, 11_000)).toBe('Slow mode is on in this channel: wait 2 s');
    expect(refusalText(refusal, 12_500)).toBe('Slow mode is on in this channel: wait 1 s');
    expect(secondsLeft(refusal, 12_999)).toBe(1);
    expect(refusalText(refusal, 13_000)).toBeNull();
    expect(secondsLeft(refusal, 20_000)).toBe(0);
  });

  it('reads the wait from the rate limit too', () => {
    const refusal = sendRefusal(
      { message: 'You are sending messages too fast; wait 12 s', code: 'RATE_LIMITED' },
      'en',
      0,
    );
    expect(refusal.until).toBe(12_000);
    expect(refusalText(refusal, 2_000)).toBe('You are sending messages too fast; wait 10 s');
  });

  it('keeps a refusal without a wait as the server said it, until replaced', () => {
    const refusal = sendRefusal(
      { message: 'You already sent that message; say something new', code: 'REPEATED_MESSAGE' },
      'en',
      0,
    );
    expect(refusal.until).toBeNull();
    expect(secondsLeft(refusal, 0)).toBe(0);
    expect(refusalText(refusal, 1e9)).toBe('You already sent that message; say something new');
  });
});
