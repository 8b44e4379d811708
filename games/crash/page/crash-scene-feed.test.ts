import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashRound } from '../../../src/shared/contract/crash';
import type { RoundState } from '../../../src/client/features/rounds/roundState';
import {
  FRESH_SCENE_MEMO,
  crashSceneCommands,
  crashSyncCommand,
  type CrashSceneMemo,
} from './crash-scene-feed';

const T0 = Date.parse('2026-01-01T00:00:10.000Z');

function state(fields: Partial<CrashRound>): RoundState<CrashRound> {
  return {
    offsetMs: 0,
    round: {
      id: 5,
      number: 50,
      phase: 'betting',
      serverTime: new Date(T0).toISOString(),
      bettingEndsAt: new Date(T0 + 6_000).toISOString(),
      elapsedMs: null,
      multiplier: null,
      hash: null,
      crashPoint: null,
      bets: [],
      ...fields,
    },
  };
}

const bet = (id: string, cashedOutAt: number | null): CrashBet => ({
  id,
  username: `u-${id}`,
  amount: 100,
  autoCashout: null,
  cashedOutAt,
  payout: cashedOutAt,
});

/** Feeds states in order, as the page would, returning every command's type and payload. */
function feed(states: RoundState<CrashRound>[], now = T0, mine: string | null = null) {
  let memo: CrashSceneMemo = FRESH_SCENE_MEMO;
  return states.map((s) => {
    const step = crashSceneCommands(memo, s, now, mine);
    memo = step.memo;
    return step.commands;
  });
}

describe('crashSceneCommands', () => {
  it('follows a live round: betting, run, cash-outs once each, then the bust', () => {
    const running = { phase: 'running' as const, elapsedMs: 0 };
    const [betting, run, firstCash, again, ended] = feed(
      [
        state({}),
        state(running),
        state({ ...running, bets: [bet('a', 150), bet('b', null)] }),
        state({ ...running, bets: [bet('a', 150), bet('b', 170)] }),
        state({
          phase: 'ended',
          crashPoint: 210,
          bets: [bet('a', 150), bet('b', 170), bet('c', 200)],
        }),
      ],
      T0 + 1_000,
      'b',
    );
    expect(betting).toEqual([
      { type: 'crash:betting', payload: { roundId: '5', endsInMs: 5_000 } },
    ]);
    expect(run).toEqual([{ type: 'crash:run', payload: { roundId: '5', elapsedMs: 1_000 } }]);
    expect(firstCash?.map((c) => c.type)).toEqual(['crash:cashouts']);
    expect(firstCash?.[0]?.payload).toMatchObject({
      entries: [{ id: 'a', multiplierE2: 150, mine: false }],
    });
    expect(again?.[0]?.payload).toMatchObject({
      entries: [{ id: 'b', multiplierE2: 170, mine: true }],
    });
    // The last cash-outs first, then the crash.
    expect(ended?.map((c) => c.type)).toEqual(['crash:cashouts', 'crash:bust']);
    expect(ended?.[1]?.payload).toMatchObject({ roundId: '5', crashPointE2: 210 });
  });

  it('sends a late joiner of a crashed round the bust first, then its cash-outs', () => {
    const [late] = feed([state({ phase: 'ended', crashPoint: 130, bets: [bet('a', 120)] })]);
    expect(late?.map((c) => c.type)).toEqual(['crash:bust', 'crash:cashouts']);
  });

  it('says nothing when the phase did not change and no cash-out is new', () => {
    const [, second] = feed([state({}), state({ bets: [bet('a', null)] })]);
    expect(second).toEqual([]);
  });

  it('gives every outcome command its own id, also when a round is sent again', () => {
    const crashed = state({ phase: 'ended', crashPoint: 130 });
    const first = crashSceneCommands(FRESH_SCENE_MEMO, crashed, T0, null);
    const resent = crashSceneCommands({ ...first.memo, roundId: null }, crashed, T0, null);
    const ids = [...first.commands, ...resent.commands].map(
      (c) => (c.payload as { id: string }).id,
    );
    expect(new Set(ids).size).toBe(2);
  });
});

describe('crashSyncCommand', () => {
  it('tells where the running round is on the server clock', () => {
    const running = state({ phase: 'running', elapsedMs: 2_000 });
    expect(crashSyncCommand(running, T0 + 500)).toEqual({
      type: 'crash:sync',
      payload: { roundId: '5', elapsedMs: 2_500 },
    });
    expect(crashSyncCommand(state({}), T0)).toBeNull();
  });
});
