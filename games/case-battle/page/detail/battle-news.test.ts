import { describe, expect, it } from 'vitest';
import { NEWS_GRACE_MS, newsKey, newsOverdueInMs } from './battle-news';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { A, bob, dear, openBattle } from './battle-test-battle';

const rolledAt = Date.parse('2026-11-25T04:00:05.000Z');

const run = (events: BattleEvent[]) => events.reduce(battleReducer, EMPTY_BATTLE_STATE);
const opened: BattleEvent = { type: 'snapshot', battle: openBattle(), receivedAt: 0 };

function playing(extra: BattleEvent[] = []) {
  return run([
    opened,
    { type: 'joined', teamNumber: 2, player: bob },
    {
      type: 'round',
      round: 1,
      lastRoll: new Date(rolledAt).toISOString(),
      outcome: [{ userId: A, itemsWon: [dear] }],
      receivedAt: rolledAt,
    },
    ...extra,
  ]);
}

describe('the news a battle page waits for', () => {
  it('waits for nothing before the battle plays or while a round still spins here', () => {
    expect(newsOverdueInMs(EMPTY_BATTLE_STATE, rolledAt)).toBeNull();
    expect(newsOverdueInMs(run([opened]), rolledAt)).toBeNull();
    expect(newsOverdueInMs(playing(), rolledAt)).toBeNull();
  });

  it('once every told round has landed, reads the battle a grace after its next step is due', () => {
    const landed = playing([{ type: 'landed', round: 1 }]);
    const spin = landed.battle!.spinDuration;
    expect(newsOverdueInMs(landed, rolledAt + 1_000)).toBe(spin - 1_000 + NEWS_GRACE_MS);
    // Long past it (the news was lost): at the grace from now.
    expect(newsOverdueInMs(landed, rolledAt + 60_000)).toBe(NEWS_GRACE_MS);
  });

  it('stops waiting once the end is known, and changes its key with each news', () => {
    const landed = playing([{ type: 'landed', round: 1 }]);
    const ended = battleReducer(landed, { type: 'completed', winners: [] });
    expect(newsOverdueInMs(ended, rolledAt)).toBeNull();
    expect(newsKey(ended)).not.toBe(newsKey(landed));
    expect(newsKey(playing())).not.toBe(newsKey(landed));
  });
});
