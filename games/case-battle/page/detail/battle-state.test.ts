import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../../src/shared/contract/battles';
import {
  battleReducer,
  EMPTY_BATTLE_STATE,
  type BattleEvent,
  type BattlePageState,
} from './battle-state';
import { battleView, roundText } from './battle-view';
import { A, B, C, bob, cheap, dear, openBattle, startedFairness } from './battle-test-battle';

// The battle page's state: GET and live events merged in any order, and nothing of a round
// counted (items, totals, the result) before its reels have landed on this page.

function run(events: BattleEvent[], from: BattlePageState = EMPTY_BATTLE_STATE) {
  return events.reduce(battleReducer, from);
}

const round = (n: number, a: CaseItem | null, b: CaseItem | null, at = 1_000): BattleEvent => ({
  type: 'round',
  round: n,
  lastRoll: new Date(at).toISOString(),
  outcome: [
    ...(a ? [{ userId: A, itemsWon: [a] }] : []),
    ...(b ? [{ userId: B, itemsWon: [b] }] : []),
  ],
  receivedAt: at,
});

const started = (): BattleEvent[] => [
  { type: 'snapshot', battle: openBattle(), receivedAt: 0 },
  { type: 'joined', teamNumber: 2, player: bob },
  { type: 'starting', fairness: { blockNumber: 77, publicServerSeed: 'a'.repeat(64) } },
  { type: 'started', fairness: startedFairness },
];

describe('the battle page state', () => {
  it('follows a battle from its seats to its result, counting each round only once it lands', () => {
    let state = run(started());
    let view = battleView(state)!;
    expect(view.phase).toBe('playing');
    expect(view.seats.map((s) => s.player?.username)).toEqual(['alice', 'bob']);
    expect(state.battle!.teams[1]!.players).toEqual([B]);

    state = run([round(1, dear, cheap, 1_000)], state);
    view = battleView(state)!;
    // Announced but not landed: nothing shows yet.
    expect(view.seats.map((s) => s.total)).toEqual([0, 0]);
    expect(view.round).toBe(0);
    expect(state.roundStarts.get(1)).toBe(1_000);

    state = run([{ type: 'landed', round: 1 }], state);
    view = battleView(state)!;
    expect(view.seats.map((s) => s.total)).toEqual([2_500, 5]);
    expect(roundText(view)).toBe('Round 1 of 2');

    state = run(
      [
        round(2, cheap, dear, 6_000),
        { type: 'completed', winners: [{ userId: A, amount: 5_010 }] },
      ],
      state,
    );
    view = battleView(state)!;
    expect(view.phase).toBe('playing');
    expect(view.seats.every((s) => s.payout === null)).toBe(true);
    state = run([{ type: 'landed', round: 2 }], state);
    expect(battleView(state)!.seats.map((s) => s.total)).toEqual([2_505, 2_505]);
    expect(battleView(state)!.phase).toBe('playing');

    state = run([{ type: 'result-landed' }], state);
    view = battleView(state)!;
    expect(view.phase).toBe('finished');
    expect(view.seats.map((s) => [s.won, s.payout])).toEqual([
      [true, 5_010],
      [false, 0],
    ]);
    expect(view.pot).toBe(5_010);
  });

  it('ignores a repeated round, asks to read again after a missed one, and never goes back', () => {
    let state = run([...started(), round(1, dear, cheap)]);
    const once = state.battle!.outcome;
    state = run([round(1, dear, cheap)], state);
    expect(state.battle!.outcome).toBe(once);
    state = run([round(3, dear, cheap)], state);
    expect(state.stale).toBe(true);
    // An older answer (before the round) does not undo it.
    state = run([{ type: 'snapshot', battle: openBattle(), receivedAt: 9 }], state);
    expect(state.battle!.outcome[0]!.itemsWon).toHaveLength(1);
    expect(state.battle!.state).toBe('GENERATING_OUTCOME');
    // A landing beyond what was announced is refused.
    expect(run([{ type: 'landed', round: 2 }], state).landed).toBe(0);
  });

  it('opened mid-battle: earlier rounds show at once, only the last one spins', () => {
    const mid = openBattle({
      state: 'GENERATING_OUTCOME',
      players: [openBattle().players[0]!, bob],
      outcome: [
        { userId: A, itemsWon: [dear, cheap] },
        { userId: B, itemsWon: [cheap, dear] },
      ],
      lastRoll: new Date(40_000).toISOString(),
    });
    const state = run([{ type: 'snapshot', battle: mid, receivedAt: 41_000 }]);
    expect(state.landed).toBe(1);
    expect(state.roundStarts.get(2)).toBe(40_000);
    expect(battleView(state)!.seats.map((s) => s.total)).toEqual([2_500, 5]);
    // A reconnect that finds more rounds jumps to the latest, without replaying the rest.
    const later = run(
      [
        {
          type: 'snapshot',
          battle: {
            ...mid,
            cases: [{ ...mid.cases[0]!, amount: 4 }],
            outcome: [
              { userId: A, itemsWon: [dear, cheap, cheap, cheap] },
              { userId: B, itemsWon: [cheap, dear, dear, dear] },
            ],
          },
          receivedAt: 60_000,
        },
      ],
      state,
    );
    expect(later.landed).toBe(3);
  });

  it('shows a battle that was over before the page opened at rest, result included', () => {
    const over = openBattle({
      state: 'GAME_COMPLETED',
      players: [openBattle().players[0]!, bob],
      outcome: [
        { userId: A, itemsWon: [dear, dear] },
        { userId: B, itemsWon: [cheap, cheap] },
      ],
      winners: [{ userId: A, amount: 5_010 }],
      fairness: { ...openBattle().fairness, blockNumber: 5, serverSeed: 'c'.repeat(64) },
    });
    const state = run([{ type: 'snapshot', battle: over, receivedAt: 1 }]);
    expect(state.landed).toBe(2);
    expect(state.resultLanded).toBe(true);
    expect(battleView(state)!.phase).toBe('finished');
  });

  it('says a battle closed before its start, and counts respins after the regular rounds', () => {
    const closed = openBattle({ state: 'GAME_COMPLETED' });
    expect(battleView(run([{ type: 'snapshot', battle: closed, receivedAt: 1 }]))!.phase).toBe(
      'closed',
    );
    let state = run([
      ...started(),
      round(1, dear, dear),
      round(2, cheap, cheap),
      round(3, dear, cheap),
    ]);
    state = run(
      [1, 2, 3].map((n): BattleEvent => ({ type: 'landed', round: n })),
      state,
    );
    const view = battleView(state)!;
    expect(view.respin).toBe(true);
    expect(roundText(view)).toBe('Respin 1 (decides the tie only)');
    // The respin pulls break the tie; only the two bought rounds are in totals and pot.
    expect(view.seats.map((s) => s.total)).toEqual([
      dear.price + cheap.price,
      dear.price + cheap.price,
    ]);
    expect(view.seats.map((s) => s.respins)).toEqual([[dear], [cheap]]);
    expect(view.pot).toBe(2 * (dear.price + cheap.price));
  });

  it('keeps the watchers count from spectator.data, and a third seat joins in seat order', () => {
    let state = run([
      {
        type: 'snapshot',
        battle: openBattle({
          playerAmount: 3,
          teams: [1, 2, 3].map((n) => ({ number: n, players: n === 1 ? [A] : [] })),
        }),
        receivedAt: 0,
      },
      { type: 'joined', teamNumber: 3, player: { ...bob, id: C, username: 'carol', seat: 2 } },
      { type: 'spectators', amount: 3, users: [{ id: A, username: 'alice' }] },
    ]);
    expect(state.spectators.amount).toBe(3);
    expect(battleView(state)!.seats.map((s) => s.player?.username ?? null)).toEqual([
      'alice',
      null,
      'carol',
    ]);
    // The same seat announced twice is one player.
    state = run(
      [{ type: 'joined', teamNumber: 3, player: { ...bob, id: C, username: 'carol', seat: 2 } }],
      state,
    );
    expect(state.battle!.players).toHaveLength(2);
  });
});
