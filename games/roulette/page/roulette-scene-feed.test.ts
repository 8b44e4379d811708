import { describe, expect, it } from 'vitest';
import type { RouletteRound } from '../../../src/shared/contract/roulette';
import type { RoundState } from '../../../src/client/features/rounds/roundState';
import { FRESH_ROULETTE_MEMO, rouletteSceneCommands } from './roulette-scene-feed';
import { T0, historyEntry, iso, rollingRound, rouletteRound } from './test-rounds';

const state = (round: RouletteRound, offsetMs = 0): RoundState<RouletteRound> => ({
  round,
  offsetMs,
});
const types = (step: { commands: { type: string }[] }) => step.commands.map((c) => c.type);

describe('rouletteSceneCommands', () => {
  it('waits for the history before telling a late joiner anything (its strip starts there)', () => {
    const step = rouletteSceneCommands(FRESH_ROULETTE_MEMO, state(rouletteRound()), T0, undefined);
    expect(step.commands).toEqual([]);
    expect(step.memo).toBe(FRESH_ROULETTE_MEMO);
  });

  it('shows a late joiner the last result first, then the countdown on the server clock', () => {
    // The local clock is 2 s behind the server: 3 s of betting have passed there.
    const step = rouletteSceneCommands(
      FRESH_ROULETTE_MEMO,
      state(rouletteRound(), 2_000),
      T0 + 1_000,
      historyEntry(6, 12),
    );
    expect(step.commands).toEqual([
      { type: 'roulette:result', payload: { roundId: '6', slot: 12 } },
      { type: 'roulette:betting', payload: { roundId: '7', endsInMs: 12_000 } },
    ]);
    expect(step.landedNow).toBeNull();
    // Nothing new until the phase changes.
    const again = rouletteSceneCommands(step.memo, state(rouletteRound()), T0 + 2_000, null);
    expect(again.commands).toEqual([]);
  });

  it('rolls with the elapsed time of the server clock, and lands only by that roll', () => {
    const betting = rouletteSceneCommands(FRESH_ROULETTE_MEMO, state(rouletteRound()), T0, null);
    expect(types(betting)).toEqual(['roulette:betting']);
    // 2.5 s into the roll on the server's clock (landing at T0 + 21 s).
    const rolling = rouletteSceneCommands(betting.memo, state(rollingRound(3)), T0 + 17_500, null);
    expect(rolling.commands).toEqual([
      {
        type: 'roulette:roll',
        payload: {
          id: 'roulette-roll-7-1',
          roundId: '7',
          slot: 3,
          landingOffset: 0.25,
          elapsedMs: 2_500,
        },
      },
    ]);
    expect(rolling.memo.roll).toEqual({ roundId: 7, id: 'roulette-roll-7-1' });
    expect(rolling.landedNow).toBeNull();
    // The round ends: the result keeps the roll's motion; the roll's stop reveals it.
    const ended = rouletteSceneCommands(
      rolling.memo,
      state(rollingRound(3, { phase: 'ended', serverTime: iso(T0 + 21_000) })),
      T0 + 21_000,
      null,
    );
    expect(ended.commands).toEqual([
      { type: 'roulette:result', payload: { roundId: '7', slot: 3, landingOffset: 0.25 } },
    ]);
    expect(ended.landedNow).toBeNull();
  });

  it('lands at once a round that ended before the page saw it roll', () => {
    const step = rouletteSceneCommands(
      FRESH_ROULETTE_MEMO,
      state(rollingRound(0, { phase: 'ended' })),
      T0 + 22_000,
      undefined,
    );
    expect(step.commands).toEqual([
      { type: 'roulette:result', payload: { roundId: '7', slot: 0, landingOffset: 0.25 } },
    ]);
    expect(step.landedNow).toBe(7);
  });

  it('tells a reloaded scene the rolling round again with a new roll id', () => {
    const first = rouletteSceneCommands(
      FRESH_ROULETTE_MEMO,
      state(rollingRound(9)),
      T0 + 16_000,
      historyEntry(6, 1),
    );
    expect(types(first)).toEqual(['roulette:result', 'roulette:roll']);
    const reloaded = rouletteSceneCommands(
      { ...first.memo, roundId: null, phase: null },
      state(rollingRound(9)),
      T0 + 19_000,
      historyEntry(6, 1),
    );
    expect(types(reloaded)).toEqual(['roulette:result', 'roulette:roll']);
    const roll = reloaded.commands[1];
    expect(roll?.type === 'roulette:roll' && roll.payload).toMatchObject({
      id: 'roulette-roll-7-2',
      elapsedMs: 4_000,
    });
    expect(reloaded.memo.roll?.id).toBe('roulette-roll-7-2');
  });

  it('sends nothing without a round', () => {
    const step = rouletteSceneCommands(
      FRESH_ROULETTE_MEMO,
      { round: null, offsetMs: null },
      T0,
      null,
    );
    expect(step.commands).toEqual([]);
  });
});
