import { describe, expect, it } from 'vitest';
import { exampleServerPayloads as exampleEvents } from '../../../src/shared/contract/examples';
import { EMPTY_BATTLE_LIST, battleListReducer, type BattleListEvent } from './battle-list';
import {
  BATTLE_LIST_CHANNEL,
  BATTLE_LIST_EVENTS,
  connectBattleList,
  listEventOf,
} from './battle-list-feed';
import { battle } from './battle-test-fixtures';

describe('listEventOf', () => {
  it('reads every list event of the contract’s examples', () => {
    for (const name of BATTLE_LIST_EVENTS)
      expect(listEventOf(name, exampleEvents[name])?.type).toBe(name.slice('case-battle.'.length));
  });

  it('ignores payloads of another shape', () => {
    expect(listEventOf('case-battle.created', { data: { caseBattle: { _id: 'x' } } })).toBeNull();
    expect(listEventOf('case-battle.joined', { data: { _id: 'x' } })).toBeNull();
    expect(listEventOf('case-battle.round', null)).toBeNull();
  });
});

describe('connectBattleList', () => {
  it('listens, subscribes, reads the list, reads again each time the room is joined, and stops cleanly', async () => {
    const listeners = new Map<string, (payload: unknown) => void>();
    const subscribed: string[] = [];
    const joined = new Map<string, () => void>();
    let reads = 0;
    const a = battle();
    const events: BattleListEvent[] = [];
    const stop = connectBattleList(
      (event) => events.push(event),
      () => events.length,
      () => {},
      {
        subscribe: (channel) => subscribed.push(channel),
        unsubscribe: (channel) => subscribed.splice(subscribed.indexOf(channel), 1),
        on: (name, listener) => {
          listeners.set(name, listener);
          return () => listeners.delete(name);
        },
        onJoined: (channel, listener) => {
          joined.set(channel, listener);
          return () => joined.delete(channel);
        },
        list: async () => {
          reads += 1;
          return { caseBattles: [a] };
        },
      },
    );
    expect(subscribed).toEqual([BATTLE_LIST_CHANNEL]);
    listeners.get('case-battle.completed')!({ data: { _id: a._id, winners: [] } });
    await Promise.resolve();
    joined.get(BATTLE_LIST_CHANNEL)!();
    await Promise.resolve();
    expect(reads).toBe(2);
    const state = events.reduce(battleListReducer, EMPTY_BATTLE_LIST);
    // Completed before the first read answered: the read does not bring it back.
    expect(state.battles.size).toBe(0);
    stop();
    expect(subscribed).toEqual([]);
    expect(listeners.size).toBe(0);
    expect(joined.size).toBe(0);
  });
});
