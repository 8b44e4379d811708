import { describe, expect, it } from 'vitest';
import { A, dear, openBattle } from './detail/battle-test-battle';
import { connectBattle } from './detail/battle-feed';
import type { BattleEvent } from './detail/battle-state';
import type { CaptureCaseBattleEvent } from '../../../src/shared/contract/captureVersus';
import type { CaptureFeed } from '../../../src/client/features/streamer/embed/capture-feed';
import {
  captureBattleDeps,
  captureBattlesReducer,
  capturedBattleReducer,
  EMPTY_CAPTURE_BATTLES,
} from './case-battle-capture';
import { EMPTY_BATTLE_STATE } from './detail/battle-state';

const battle = openBattle();
type RoundEvent = Extract<CaptureCaseBattleEvent, { name: 'case-battle.round' }>;
const round = (id: string, n: number): RoundEvent => ({
  name: 'case-battle.round',
  data: { _id: id, round: n, lastRoll: '2026-11-25T04:00:05.000Z', outcome: [] },
});
const starting = (id: string): CaptureCaseBattleEvent => ({
  name: 'case-battle.starting',
  data: { _id: id, fairness: { blockNumber: 9, publicServerSeed: 'a'.repeat(64) } },
});
const heard = (event: CaptureCaseBattleEvent) => ({ type: 'heard', event }) as const;

describe("the streamer's battle on show", () => {
  it('is none while a battle waits for players, and the battle once it starts', () => {
    let state = captureBattlesReducer(
      EMPTY_CAPTURE_BATTLES,
      heard({ name: 'case-battle.created', data: { caseBattle: battle } }),
    );
    state = captureBattlesReducer(
      state,
      heard({
        name: 'case-battle.left',
        data: { _id: battle._id, teamNumber: 1, playerId: A, seat: 0 },
      }),
    );
    expect(state).toEqual(EMPTY_CAPTURE_BATTLES);
    state = captureBattlesReducer(state, heard(starting(battle._id)));
    expect(state).toEqual({ onShow: battle._id, next: [] });
    // Its own later events change nothing.
    expect(captureBattlesReducer(state, heard(round(battle._id, 1)))).toBe(state);
  });

  it('lets a battle that starts meanwhile wait its turn, then goes idle', () => {
    let state = captureBattlesReducer(EMPTY_CAPTURE_BATTLES, heard(starting('one')));
    state = captureBattlesReducer(state, heard(round('two', 1)));
    state = captureBattlesReducer(state, heard(round('two', 2)));
    expect(state).toEqual({ onShow: 'one', next: ['two'] });
    expect(captureBattlesReducer(state, { type: 'finished', id: 'two' })).toBe(state);
    state = captureBattlesReducer(state, { type: 'finished', id: 'one' });
    expect(state).toEqual({ onShow: 'two', next: [] });
    expect(captureBattlesReducer(state, { type: 'finished', id: 'two' })).toEqual(
      EMPTY_CAPTURE_BATTLES,
    );
  });

  it("plays the battle page's state, and empties it when the reels go idle", () => {
    const shown = capturedBattleReducer(EMPTY_BATTLE_STATE, {
      type: 'snapshot',
      battle,
      receivedAt: 1,
    });
    expect(shown.battle).toEqual(battle);
    expect(capturedBattleReducer(shown, { type: 'reset' })).toBe(EMPTY_BATTLE_STATE);
  });
});

describe('the battle feed over a capture feed', () => {
  it("hears the battle's events from the capture room, and reads it again on every rejoin", async () => {
    const handlers = new Set<(data: unknown) => void>();
    let rejoined: () => void = () => undefined;
    const feed: Pick<CaptureFeed, 'on' | 'onJoined'> = {
      on: (_event, payload, handler) => {
        const listener = (raw: unknown) => {
          const parsed = payload.safeParse(raw);
          if (parsed.success) handler(parsed.data.data);
        };
        handlers.add(listener);
        return () => handlers.delete(listener);
      },
      onJoined: (handler) => {
        rejoined = handler;
        return () => undefined;
      },
    };
    const emit = (data: unknown) => handlers.forEach((handler) => handler({ data }));
    let reads = 0;
    const deps = captureBattleDeps(
      feed,
      () => {
        reads += 1;
        return Promise.resolve({ caseBattle: battle });
      },
      () => 7,
    );
    const events: BattleEvent[] = [];
    const connection = connectBattle(
      battle._id,
      (e) => events.push(e),
      () => undefined,
      deps,
    );
    await Promise.resolve();
    expect(reads).toBe(1);

    const pulled = { ...round(battle._id, 1).data, outcome: [{ userId: A, itemsWon: [dear] }] };
    emit({ name: 'case-battle.round', data: pulled });
    emit(round('another-battle', 1));
    emit({ name: 'case-battle.round', data: { _id: battle._id, round: 'one' } });
    const { _id, ...told } = pulled;
    expect(_id).toBe(battle._id);
    expect(events.slice(1)).toEqual([{ type: 'round', ...told, receivedAt: 7 }]);

    rejoined();
    await Promise.resolve();
    expect(reads).toBe(2);
    connection.stop();
    expect(handlers.size).toBe(0);
  });
});
