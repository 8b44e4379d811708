import { describe, expect, it } from 'vitest';
import { playBattle } from '../../core';
import type { CaseBattle, CaseItem } from '../../../../src/shared/contract/battles';
import {
  nextRoundCommand,
  resultCommand,
  showCommand,
  tieRollOf,
  valueRarity,
} from './battle-scene-feed';
import { battleReducer, EMPTY_BATTLE_STATE, type BattleEvent } from './battle-state';
import { battleBoardRatio, resultText } from './battle-words';
import { battleView } from './battle-view';
import { shareOf } from './battle-share';
import { A, B, bob, cheap, dear, openBattle } from './battle-test-battle';

const run = (events: BattleEvent[]) => events.reduce(battleReducer, EMPTY_BATTLE_STATE);

function playing(overrides: Partial<CaseBattle> = {}): CaseBattle {
  return openBattle({
    state: 'GENERATING_OUTCOME',
    players: [openBattle().players[0]!, bob],
    outcome: [
      { userId: A, itemsWon: [dear] },
      { userId: B, itemsWon: [cheap] },
    ],
    fairness: { ...openBattle().fairness, blockNumber: 9, beaconValue: 'beef' },
    lastRoll: new Date(10_000).toISOString(),
    ...overrides,
  });
}

describe('the battle reels feed', () => {
  it('colours a pull by its value against the case price', () => {
    expect(valueRarity(5, 1_000)).toBe('industrial');
    expect(valueRarity(200, 1_000)).toBe('mil-spec');
    expect(valueRarity(800, 1_000)).toBe('restricted');
    expect(valueRarity(2_500, 1_000)).toBe('classified');
    expect(valueRarity(5_000, 1_000)).toBe('covert');
    expect(valueRarity(10_000, 1_000)).toBe('rare-special');
  });

  it('plays the announced round from where it is, and shows the seats resting on landed pulls', () => {
    const state = run([{ type: 'snapshot', battle: playing(), receivedAt: 11_000 }]);
    const round = nextRoundCommand(state, 12_500)!;
    expect(round).toMatchObject({ round: 1, respin: false, spinMs: 5_000, elapsedMs: 2_500 });
    expect(round.pulls.map((pull) => pull?.name)).toEqual([dear.name, cheap.name]);
    expect(round.pulls[0]!.rarity).toBe('classified');
    const show = showCommand(state)!;
    expect(show.seats).toEqual([
      { name: 'alice', bot: false, team: 1 },
      { name: 'bob', bot: false, team: 2 },
    ]);
    // Round 1 has not landed here: the reels rest on nothing yet.
    expect(show.resting).toEqual([null, null]);
    const landed = battleReducer(state, { type: 'landed', round: 1 });
    expect(nextRoundCommand(landed, 12_500)).toBeNull();
    expect(showCommand(landed)!.resting.map((pull) => pull?.name)).toEqual([dear.name, cheap.name]);
  });

  it('sits a seat out of a respin, and shows the result only after every round landed', () => {
    const battle = playing({
      cases: [{ ...playing().cases[0]!, amount: 1 }],
      outcome: [
        { userId: A, itemsWon: [dear, cheap] },
        { userId: B, itemsWon: [dear] },
      ],
    });
    let state = run([{ type: 'snapshot', battle, receivedAt: 11_000 }]);
    const respin = nextRoundCommand(state, 11_000)!;
    expect(respin).toMatchObject({ round: 2, respin: true });
    expect(respin.pulls[1]).toBeNull();
    state = battleReducer(state, { type: 'completed', winners: [{ userId: A, amount: 5_005 }] });
    expect(resultCommand(state)).toBeNull();
    state = battleReducer(state, { type: 'landed', round: 2 });
    expect(resultCommand(state)).toMatchObject({ winners: [0], tieRoll: null });
    state = battleReducer(state, { type: 'result-landed' });
    expect(resultCommand(state)).toBeNull();
    expect(showCommand(state)!.winners).toEqual([0]);
    expect(resultText(battleView(state)!, A)).toBe('alice wins. You take 50.05 gems.');
    expect(resultText(battleView(state)!, null)).toBe('alice wins.');
  });

  it('says a Friendly Battle leaves each seat its own pulls, and Group Unboxing shares the pot', () => {
    const everyone = [
      { userId: A, amount: 5_005 },
      { userId: B, amount: 1_000 },
    ];
    const finished = (mode: CaseBattle['mode']) => {
      let state = run([{ type: 'snapshot', battle: playing({ mode }), receivedAt: 11_000 }]);
      state = battleReducer(state, { type: 'completed', winners: everyone });
      state = battleReducer(state, { type: 'landed', round: 1 });
      return battleReducer(state, { type: 'result-landed' });
    };
    expect(resultText(battleView(finished('FRIENDLY'))!, A)).toBe(
      'Every seat keeps its own pulls. You take 50.05 gems.',
    );
    expect(resultText(battleView(finished('SHARING'))!, B)).toBe(
      'Every seat shares the pot. You take 10.00 gems.',
    );
  });

  it('finds the tie roll of a ROLL battle from its revealed seeds, as the core decided it', () => {
    const items: CaseItem[] = [{ name: 'Same', price: 100, tickets: 100_000, image: null }];
    const seeds = { serverSeed: 'd'.repeat(64), beaconValue: 'beef' };
    const played = playBattle({
      mode: 'VERSUS',
      options: ['ROLL'],
      playerAmount: 2,
      seeds,
      roundItems: [items],
      roundPrices: [100],
    });
    const tie = played.result.tieRoll!;
    const battle = playing({
      state: 'GAME_COMPLETED',
      specialOptions: ['ROLL'],
      cases: [{ _id: 'c', name: 'Flat', image: null, price: 100, amount: 1, items }],
      outcome: [
        { userId: A, itemsWon: [items[0]!] },
        { userId: B, itemsWon: [items[0]!] },
      ],
      fairness: { ...playing().fairness, ...seeds },
    });
    expect(tieRollOf(battle)).toEqual({ seats: [0, 1], winner: tie.winner });
    expect(tieRollOf({ ...battle, specialOptions: [] })).toBeNull();
    expect(tieRollOf({ ...battle, fairness: { ...battle.fairness, serverSeed: null } })).toBeNull();
  });

  it('plays the tie roll on a live page: the completion event brings the revealed seed', () => {
    const items: CaseItem[] = [{ name: 'Same', price: 100, tickets: 100_000, image: null }];
    const seeds = { serverSeed: 'e'.repeat(64), beaconValue: 'beef' };
    const played = playBattle({
      mode: 'VERSUS',
      options: ['ROLL'],
      playerAmount: 2,
      seeds,
      roundItems: [items],
      roundPrices: [100],
    });
    // Watched from before the last round: the seed is still hidden in the snapshot.
    const live = playing({
      specialOptions: ['ROLL'],
      cases: [{ _id: 'c', name: 'Flat', image: null, price: 100, amount: 1, items }],
      outcome: [
        { userId: A, itemsWon: [items[0]!] },
        { userId: B, itemsWon: [items[0]!] },
      ],
      fairness: { ...playing().fairness, beaconValue: seeds.beaconValue, serverSeed: null },
    });
    const before = run([{ type: 'snapshot', battle: live, receivedAt: 11_000 }]);
    expect(tieRollOf(before.battle!)).toBeNull();
    const winners = [{ userId: played.result.tieRoll!.winner === 0 ? A : B, amount: 200 }];
    const after = battleReducer(before, {
      type: 'completed',
      winners,
      fairness: { ...live.fairness, serverSeed: seeds.serverSeed },
    });
    expect(after.battle!.state).toBe('GAME_COMPLETED');
    expect(tieRollOf(after.battle!)).toEqual({
      seats: [0, 1],
      winner: played.result.tieRoll!.winner,
    });
  });

  it('sizes the stage as the reels board, and shares only a battle link', () => {
    expect(battleBoardRatio(2)).toBe('396 / 500');
    expect(battleBoardRatio(4)).toBe('780 / 500');
    expect(shareOf({ battleId: openBattle()._id, private: true }, 'https://gem.test')).toEqual({
      url: `https://gem.test/case-battles/${openBattle()._id}`,
      private: true,
    });
    expect(shareOf({ battleId: '../admin' }, 'https://gem.test')).toBeNull();
  });
});
