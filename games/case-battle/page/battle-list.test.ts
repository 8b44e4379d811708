import { describe, expect, it } from 'vitest';
import {
  EMPTY_BATTLE_LIST,
  battleListReducer,
  freeSeats,
  isJoinable,
  newerBattle,
  type BattleListEvent,
  type BattleListState,
} from './battle-list';
import { CREATOR_ID, JOINER_ID, battle, player } from './battle-test-fixtures';

const run = (events: BattleListEvent[], from: BattleListState = EMPTY_BATTLE_LIST) =>
  events.reduce(battleListReducer, from);

const item = { name: 'AK-47 | Redline', price: 2000, tickets: 9900, image: null };

describe('the battle list reducer', () => {
  it('lists a snapshot and marks the list loaded', () => {
    const a = battle();
    const state = run([{ type: 'snapshot', battles: [a], since: 0 }]);
    expect(state.loaded).toBe(true);
    expect([...state.battles.keys()]).toEqual([a._id]);
  });

  it('follows a battle from creation through a join, the start and its rounds', () => {
    const a = battle();
    const state = run([
      { type: 'created', caseBattle: a },
      { type: 'joined', _id: a._id, teamNumber: 2, player: player(JOINER_ID, 1) },
      {
        type: 'starting',
        _id: a._id,
        fairness: { blockNumber: 7, publicServerSeed: 'b'.repeat(64) },
      },
    ]);
    const waiting = state.battles.get(a._id)!;
    expect(waiting.state).toBe('WAITING_FOR_BLOCK');
    expect(waiting.players.map((p) => p.seat)).toEqual([0, 1]);
    expect(waiting.teams).toEqual([
      { number: 1, players: [CREATOR_ID] },
      { number: 2, players: [JOINER_ID] },
    ]);
    expect(waiting.fairness.blockNumber).toBe(7);
    expect(isJoinable(waiting)).toBe(false);

    const round = (n: number): BattleListEvent => ({
      type: 'round',
      _id: a._id,
      round: n,
      lastRoll: '2026-01-01T12:01:00.000Z',
      outcome: [
        { userId: CREATOR_ID, itemsWon: [item] },
        { userId: JOINER_ID, itemsWon: [item] },
      ],
    });
    const rolled = run([round(1), round(1), round(3)], state).battles.get(a._id)!;
    // The repeated round 1 and the skipped-to round 3 change nothing.
    expect(rolled.state).toBe('GENERATING_OUTCOME');
    expect(rolled.outcome.map((o) => o.itemsWon.length)).toEqual([1, 1]);
  });

  it('ignores a second join of the same player and events of unknown battles', () => {
    const a = battle();
    const join: BattleListEvent = {
      type: 'joined',
      _id: a._id,
      teamNumber: 2,
      player: player(JOINER_ID, 1),
    };
    const state = run([{ type: 'created', caseBattle: a }, join, join]);
    expect(state.battles.get(a._id)!.players).toHaveLength(2);
    const unknown = run([
      { type: 'joined', _id: 'nope', teamNumber: 1, player: player(JOINER_ID, 1) },
    ]);
    expect(unknown.battles.size).toBe(0);
  });

  it('opens a seat again when its player leaves before the start', () => {
    const a = battle();
    const state = run([
      { type: 'created', caseBattle: a },
      { type: 'joined', _id: a._id, teamNumber: 2, player: player(JOINER_ID, 1) },
      { type: 'left', _id: a._id, playerId: JOINER_ID },
    ]);
    const open = state.battles.get(a._id)!;
    expect(open.players.map((p) => p.id)).toEqual([CREATOR_ID]);
    expect(open.teams.flatMap((team) => team.players)).toEqual([CREATOR_ID]);
    expect(open.outcome.map((entry) => entry.userId)).toEqual([CREATOR_ID]);
    expect(freeSeats(open)).toContain(1);
  });

  it('counts a respin round even when seat 0 sits it out', () => {
    const a = battle({
      state: 'GENERATING_OUTCOME',
      players: [player(CREATOR_ID, 0), player(JOINER_ID, 1)],
      outcome: [
        { userId: CREATOR_ID, itemsWon: [item] },
        { userId: JOINER_ID, itemsWon: [item, item] },
      ],
    });
    const state = run([
      { type: 'created', caseBattle: a },
      {
        type: 'round',
        _id: a._id,
        round: 3,
        lastRoll: '2026-01-01T12:01:00.000Z',
        outcome: [{ userId: JOINER_ID, itemsWon: [item] }],
      },
    ]);
    expect(state.battles.get(a._id)!.outcome.map((o) => o.itemsWon.length)).toEqual([1, 3]);
  });

  it('drops a completed battle, and an older snapshot does not bring it back', () => {
    const a = battle();
    const state = run([
      { type: 'created', caseBattle: a },
      { type: 'completed', _id: a._id },
      { type: 'snapshot', battles: [a], since: 0 },
    ]);
    expect(state.battles.size).toBe(0);
  });

  it('never lets a stale snapshot undo a newer event', () => {
    const a = battle();
    const state = run([
      { type: 'created', caseBattle: a },
      { type: 'joined', _id: a._id, teamNumber: 2, player: player(JOINER_ID, 1) },
      { type: 'snapshot', battles: [a], since: 0 },
    ]);
    expect(state.battles.get(a._id)!.players).toHaveLength(2);
  });

  it('forgets battles a later snapshot no longer lists, but keeps ones created since it left', () => {
    const old = battle();
    const fresh = battle();
    const before = run([{ type: 'snapshot', battles: [old], since: 0 }]);
    const since = before.seq;
    const state = run(
      [
        { type: 'created', caseBattle: fresh },
        { type: 'snapshot', battles: [], since },
      ],
      before,
    );
    expect([...state.battles.keys()]).toEqual([fresh._id]);
  });

  it('never lists a completed battle from a snapshot', () => {
    const done = battle({ state: 'GAME_COMPLETED' });
    expect(run([{ type: 'snapshot', battles: [done], since: 0 }]).battles.size).toBe(0);
  });
});

describe('seats', () => {
  it('finds free seats by the players’ seats, gaps included', () => {
    const b = battle({ playerAmount: 4, players: [player(CREATOR_ID, 0), player(JOINER_ID, 2)] });
    expect(freeSeats(b)).toEqual([1, 3]);
    expect(isJoinable(b)).toBe(true);
    expect(isJoinable({ ...b, state: 'WAITING_FOR_BLOCK' })).toBe(false);
  });

  it('prefers the version further along', () => {
    const a = battle();
    const later = { ...a, state: 'WAITING_FOR_BLOCK' as const };
    expect(newerBattle(later, a)).toBe(later);
    expect(newerBattle(a, later)).toBe(later);
  });
});
