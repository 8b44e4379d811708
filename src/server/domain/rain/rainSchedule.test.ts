import { describe, expect, it } from 'vitest';
import { nextRainSlot, rainTime } from './rainSchedule';

const HALF_HOUR = 30 * 60_000;

describe('rain schedule', () => {
  it('falls on the next multiple of the interval', () => {
    const now = Date.parse('2030-01-01T10:10:00Z');
    const slot = nextRainSlot(now, HALF_HOUR);
    expect(rainTime(slot, HALF_HOUR).toISOString()).toBe('2030-01-01T10:30:00.000Z');
  });

  it('at the boundary itself the next rain is a whole interval away', () => {
    const now = Date.parse('2030-01-01T10:30:00Z');
    expect(rainTime(nextRainSlot(now, HALF_HOUR), HALF_HOUR).toISOString()).toBe(
      '2030-01-01T11:00:00.000Z',
    );
  });
});
