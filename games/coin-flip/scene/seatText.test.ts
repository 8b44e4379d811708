import { describe, expect, it } from 'vitest';
import { SEAT_NAME_MAX, seatInitial, seatName, seatRole } from './seatText';

describe('seat text', () => {
  it('names an empty seat, a player and the bot', () => {
    expect(seatName(null)).toBe('Open seat');
    expect(seatRole(null)).toBe('Waiting for a player');
    expect(seatName({ username: 'anna', side: 'CT' })).toBe('anna');
    expect(seatRole({ username: 'anna', side: 'CT' })).toBe('Player');
    expect(seatName({ username: ' ', side: 'T', bot: true })).toBe('Bot');
    expect(seatRole({ username: 'Bot', side: 'T', bot: true })).toBe('House bot');
  });

  it('cuts long names to fit, counting characters rather than code units', () => {
    const long = seatName({ username: 'averyveryverylongname', side: 'T' });
    expect([...long]).toHaveLength(SEAT_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
    const emoji = '😀'.repeat(SEAT_NAME_MAX);
    expect(seatName({ username: emoji, side: 'T' })).toBe(emoji);
  });

  it('draws the first letter as the avatar', () => {
    expect(seatInitial({ username: 'zed', side: 'CT' })).toBe('Z');
    expect(seatInitial({ username: '😀x', side: 'CT' })).toBe('😀');
    expect(seatInitial(null)).toBe('?');
  });
});
