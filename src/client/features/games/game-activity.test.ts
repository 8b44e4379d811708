import { describe, expect, it } from 'vitest';
import { gameActivitySchema } from '../../../shared/contract';
import { readActivity } from './game-activity';

describe('readActivity', () => {
  it('keeps the counts of known games', () => {
    expect(readActivity({ dice: 3, mines: 0 })).toEqual({ dice: 3, mines: 0 });
  });

  it('skips games it does not know and refuses malformed counts', () => {
    expect(readActivity({ dice: 2, poker: 9 })).toEqual({ dice: 2 });
    for (const bad of [null, [], 'x', { dice: -1 }, { dice: 1.5 }, { dice: '2' }]) {
      expect(readActivity(bad)).toBeNull();
    }
  });

  it('accepts what the contract accepts', () => {
    const valid = { roulette: 12, crash: 3, plinko: 0 };
    expect(gameActivitySchema.safeParse(valid).success).toBe(true);
    expect(readActivity(valid)).toEqual(valid);
  });
});
