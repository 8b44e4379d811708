import { describe, expect, it } from 'vitest';
import { GAME_KINDS } from '../../../shared/contract';
import { countActivity, sameActivity } from './activityCount';

const room = (kind: string) => `channel:game:${kind}`;

describe('countActivity', () => {
  it('counts distinct players per game, tabs and visitors included', () => {
    const activity = countActivity(
      [
        { id: 's1', rooms: ['s1', room('mines')], userId: 'a' },
        { id: 's2', rooms: ['s2', room('mines')], userId: 'a' },
        { id: 's3', rooms: ['s3', room('mines'), room('dice')], userId: 'b' },
        { id: 's4', rooms: ['s4', room('dice')], visitorAddress: '10.0.0.1' },
        { id: 's5', rooms: ['s5', room('dice')], visitorAddress: '10.0.0.1' },
        { id: 's6', rooms: ['s6', 'channel:live-drops'], userId: 'c' },
      ],
      GAME_KINDS,
      room,
    );
    expect(activity).toEqual({ mines: 2, dice: 2 });
  });

  it('leaves out games nobody is in', () => {
    expect(countActivity([{ id: 's1', rooms: ['s1'] }], GAME_KINDS, room)).toEqual({});
  });
});

describe('sameActivity', () => {
  it('treats an absent game as zero', () => {
    expect(sameActivity({ mines: 0 }, {})).toBe(true);
    expect(sameActivity({ mines: 1 }, {})).toBe(false);
  });
});
