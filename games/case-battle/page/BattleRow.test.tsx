import { describe, expect, it } from 'vitest';
import { battleStatus } from './BattleRow';
import { CREATOR_ID, JOINER_ID, battle } from './battle-test-fixtures';

const item = { name: 'AK-47 | Redline', price: 2000, tickets: 9900, image: null };

describe('the list row status', () => {
  it('counts rounds by the longest run of pulls, and names respins past the last case', () => {
    const playing = (creator: number, joiner: number) =>
      battleStatus(
        battle({
          state: 'GENERATING_OUTCOME',
          outcome: [
            { userId: CREATOR_ID, itemsWon: Array(creator).fill(item) },
            { userId: JOINER_ID, itemsWon: Array(joiner).fill(item) },
          ],
        }),
      );
    const total = battle().cases.reduce((sum, box) => sum + box.amount, 0);
    expect(playing(0, 0)).toBe(`Round 1 of ${total}`);
    expect(playing(total - 1, total)).toBe(`Round ${total} of ${total}`);
    expect(playing(total, total + 1)).toBe('Respin 1');
    expect(battleStatus(battle())).toBe('Waiting for players');
  });
});
