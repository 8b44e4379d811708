// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useCallback, useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import {
  createPageBus,
  SceneDriver,
} from '../../../../src/client/features/instant-games/scene-driver';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { A, B, bob, cheap, dear, openBattle, startedFairness } from './battle-test-battle';
import type { BattleFeed } from './use-battle';
import { useBattleScene } from './use-battle-scene';

// The page's reels step through the rounds and then the result, each once the one before
// has landed, whatever else changed the page's state meanwhile.

afterEach(cleanup);

/** A driver whose scene never loads: each play ends when the test fires its time limit. */
function driverOfTest() {
  const limits: (() => void)[] = [];
  const played: string[] = [];
  const driver = new SceneDriver(createPageBus(), {
    playSound: () => undefined,
    setTimer: (run) => limits.push(run),
    clearTimer: () => undefined,
  });
  const play = driver.play.bind(driver);
  driver.play = (type, payload, timeoutMs) => {
    played.push(payload.id.replace(/^battle-[^-]+(-[^-]+)*?-(round|result)/, '$2'));
    return play(type, payload, timeoutMs);
  };
  /** Ends every play under way, as their time limits would. */
  const land = async () => {
    await act(async () => {
      for (const run of limits.splice(0)) run();
      await Promise.resolve();
    });
  };
  return { driver, played, land };
}

function pageOf(driver: SceneDriver) {
  return renderHook(() => {
    const [state, dispatch] = useReducer(battleReducer, EMPTY_BATTLE_STATE);
    const landed = useCallback((round: number) => dispatch({ type: 'landed', round }), []);
    const resultLanded = useCallback(() => dispatch({ type: 'result-landed' }), []);
    const feed: BattleFeed = { state, error: null, apply: () => undefined, landed, resultLanded };
    useBattleScene(driver, feed);
    return { state, tell: (event: BattleEvent) => act(() => dispatch(event)) };
  });
}

/** The battle as GET answers it with `rounds` rounds told. */
function playing(rounds: number): CaseBattle {
  const pulls = [dear, cheap].slice(0, rounds);
  return openBattle({
    state: 'GENERATING_OUTCOME',
    players: [openBattle().players[0]!, bob],
    teams: [
      { number: 1, players: [A] },
      { number: 2, players: [B] },
    ],
    outcome: [
      { userId: A, itemsWon: pulls },
      { userId: B, itemsWon: [...pulls].reverse() },
    ],
    fairness: startedFairness,
    lastRoll: new Date().toISOString(),
  });
}

describe('the battle reels on the page', () => {
  it('goes on to the next round when a read moved the page past the one playing', async () => {
    const { driver, played, land } = driverOfTest();
    const page = pageOf(driver);
    page.result.current.tell({ type: 'snapshot', battle: playing(1), receivedAt: Date.now() });
    expect(played).toEqual(['round-1']);

    // Read again while round 1 still spins (a reconnect): round 2 is told, round 1 counted.
    page.result.current.tell({ type: 'snapshot', battle: playing(2), receivedAt: Date.now() });
    expect(page.result.current.state.landed).toBe(1);
    await land();
    expect(played).toEqual(['round-1', 'round-2']);

    page.result.current.tell({ type: 'completed', winners: [{ userId: A, amount: 2_000 }] });
    await land();
    expect(played).toEqual(['round-1', 'round-2', 'result']);
    await land();
    expect(page.result.current.state.resultLanded).toBe(true);
    expect(played).toEqual(['round-1', 'round-2', 'result']);
  });
});
