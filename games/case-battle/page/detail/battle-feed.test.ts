import { describe, expect, it } from 'vitest';
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import { battleChannel, connectBattle, type BattleFeedDeps } from './battle-feed';
import type { BattleEvent } from './battle-state';
import { A, dear, openBattle } from './battle-test-battle';

function fakeDeps(battle: CaseBattle) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const channels: string[] = [];
  const joins = new Map<string, () => void>();
  let reads = 0;
  const deps: BattleFeedDeps = {
    subscribe: (channel) => channels.push(`+${channel}`),
    unsubscribe: (channel) => channels.push(`-${channel}`),
    on: (event, listener) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    },
    onJoined: (channel, listener) => {
      joins.set(channel, listener);
      return () => joins.delete(channel);
    },
    get: () => {
      reads += 1;
      return Promise.resolve({ caseBattle: battle });
    },
    now: () => 7,
  };
  return {
    deps,
    channels,
    listeners,
    emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
    joined: (channel: string) => joins.get(channel)?.(),
    joins,
    reads: () => reads,
  };
}

describe('the battle feed', () => {
  it('hears only its battle, joins its channel, and reads it again each time it has joined', async () => {
    const battle = openBattle();
    const fake = fakeDeps(battle);
    const events: BattleEvent[] = [];
    const feed = connectBattle(
      battle._id,
      (e) => events.push(e),
      () => undefined,
      fake.deps,
    );
    await Promise.resolve();
    expect(fake.channels).toEqual([`+${battleChannel(battle._id)}`]);
    expect(events[0]).toMatchObject({ type: 'snapshot', receivedAt: 7 });

    const roundData = {
      round: 1,
      lastRoll: '2026-11-25T04:00:05.000Z',
      outcome: [{ userId: A, itemsWon: [dear] }],
    };
    fake.emit('case-battle.round', { data: { _id: 'another-battle', ...roundData } });
    fake.emit('case-battle.round', { data: { _id: battle._id, ...roundData } });
    fake.emit('case-battle.completed', { data: { _id: battle._id, winners: 'nope' } });
    fake.emit('spectator.data', {
      data: { channel: battleChannel(battle._id), amount: 4, users: [] },
    });
    fake.emit('spectator.data', { data: { channel: 'case-battle:other', amount: 9, users: [] } });
    expect(events.slice(1)).toEqual([
      { type: 'round', ...roundData, receivedAt: 7 },
      { type: 'spectators', amount: 4, users: [] },
    ]);

    // Joined (a first connect or a reconnect): what was told before the join is read.
    fake.joined('case-battle:other');
    await Promise.resolve();
    expect(fake.reads()).toBe(1);
    fake.joined(battleChannel(battle._id));
    await Promise.resolve();
    expect(fake.reads()).toBe(2);
    feed.stop();
    expect(fake.channels.at(-1)).toBe(`-${battleChannel(battle._id)}`);
    expect(fake.listeners.size).toBe(0);
    expect(fake.joins.size).toBe(0);
  });

  it('reports a battle that cannot load', async () => {
    const fake = fakeDeps(openBattle());
    fake.deps.get = () => Promise.reject(new Error('gone'));
    const errors: unknown[] = [];
    connectBattle(
      'x',
      () => undefined,
      (e) => errors.push(e),
      fake.deps,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
  });
});
