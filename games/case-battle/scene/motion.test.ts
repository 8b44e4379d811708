import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { demoCaseItems } from '../../case-unbox/scene/demoCase';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { pacedOnly } from '../../engine/pacing';
import { resolveTuning } from '../../engine/tuning';
import { caseBattleEasings } from '../easings';
import type { CaseReelItem } from '../bus';
import { BATTLE_SPIN_MS } from '../core';
import { caseBattleGame } from '../game';
import tuningFile from '../tuning.json';
import { demoCommands, type DemoSetup } from './demoBattle';
import { BattleReelsModel } from './motion';

const tuning = resolveTuning(tuningFile, caseBattleEasings);

/** Every reel that pulled this round rests with the marker strictly inside its pull. */
function expectLandedOn(model: BattleReelsModel, pulls: readonly (CaseReelItem | null)[]) {
  pulls.forEach((pull, seat) => {
    const reel = model.reels[seat]!;
    if (!pull) {
      expect(reel.out).toBe(true);
      return;
    }
    expect(reel.landed).toBe(true);
    expect(model.landedCard(reel)).toBe(pull);
    const under = model.cardUnderMarker(reel)!;
    expect(under.card).toBe(pull);
    expect(under.index).toBe(reel.strip.winIndex);
    expect(Math.abs(under.offset)).toBeLessThan(0.5);
  });
}

/** Plays a whole demo battle frame by frame; returns the frame time each round took. */
function playAll(setup: DemoSetup, fps: number, seed: string) {
  const model = new BattleReelsModel(tuning);
  const commands = demoCommands(`battle-${seed}`, setup);
  const clock = frameClock(fps, seedrandom(seed));
  model.show(commands.show);
  const spent: number[] = [];
  for (const round of commands.rounds) {
    model.spinRound(round);
    const start = clock.elapsed;
    runFrames(
      clock,
      (dt) => model.step(dt),
      () => model.done.includes(round.id),
    );
    spent.push(clock.elapsed - start);
    expectLandedOn(model, round.pulls);
    model.done.length = 0;
  }
  model.showResult(commands.result);
  runFrames(
    clock,
    (dt) => model.step(dt),
    () => model.done.includes(commands.result.id),
  );
  return { model, commands, spent };
}

describe('battle reels', () => {
  it('stop on every seat pull within the round, at any frame rate', () => {
    for (const fps of FRAME_RATES) {
      for (let n = 0; n < 40; n++) {
        const rng = seedrandom(`setup-${fps}-${n}`);
        const setup: DemoSetup = {
          seed: `${fps}-${n}`,
          mode: 'VERSUS',
          options: rng() < 0.5 ? ['FAST_SPIN'] : [],
          playerAmount: 2 + Math.floor(rng() * 3),
          rounds: 1 + Math.floor(rng() * 3),
        };
        const { spent, model, commands } = playAll(setup, fps, `${fps}-${n}`);
        const spinMs = setup.options.includes('FAST_SPIN') ? BATTLE_SPIN_MS / 2 : BATTLE_SPIN_MS;
        // One long frame may overshoot a stop; the reels still land before the next round.
        for (const ms of spent) expect(ms).toBeLessThan(spinMs + 750);
        expect(model.winners).toEqual(commands.result.winners);
      }
    }
  });

  it('respins only the tied seats and dims the others', () => {
    const model = new BattleReelsModel(tuning);
    const a = demoCaseItems[0]!;
    const b = demoCaseItems[3]!;
    model.show({
      battleId: 'b',
      seats: [
        { name: 'a', bot: false, team: 1 },
        { name: 'b', bot: false, team: 2 },
        { name: 'c', bot: true, team: 3 },
      ],
      items: demoCaseItems,
      resting: [a, a, b],
      winners: [],
    });
    model.spinRound({
      id: 'r2',
      battleId: 'b',
      round: 2,
      respin: true,
      spinMs: 5000,
      elapsedMs: 0,
      items: demoCaseItems,
      pulls: [b, a, null],
    });
    expect(model.respin).toBe(true);
    expect(model.reels[2]!.out).toBe(true);
    // The reel sitting out keeps its card, so it still shows its earlier pull.
    expect(model.landedCard(model.reels[2]!)).toEqual(b);
    model.step(10_000);
    expect(model.done).toEqual(['r2']);
    expectLandedOn(model, [b, a, null]);
  });

  it('lights the tied seats in turn and stops on the winner before the celebration', () => {
    const model = new BattleReelsModel(tuning);
    const item = demoCaseItems[0]!;
    model.show({
      battleId: 't',
      seats: [0, 1, 2].map((k) => ({ name: `p${k}`, bot: false, team: k + 1 })),
      items: demoCaseItems,
      resting: [item, item, item],
      winners: [],
    });
    model.showResult({
      id: 'res',
      battleId: 't',
      winners: [2],
      tieRoll: { seats: [0, 1, 2], winner: 2 },
    });
    const seen: number[] = [];
    const clock = frameClock(60, seedrandom('tie'));
    runFrames(
      clock,
      (dt) => {
        model.step(dt);
        const lit = model.tieRollSeat();
        if (lit !== null && seen.at(-1) !== lit) seen.push(lit);
      },
      () => model.done.includes('res'),
    );
    expect(new Set(seen)).toEqual(new Set([0, 1, 2]));
    expect(seen.at(-1)).toBe(2);
    expect(model.winners).toEqual([2]);
    expect(model.sounds.filter((s) => s === 'game.wheel-tick').length).toBeGreaterThan(5);
    expect(model.sounds.at(-1)).toBe('game.wheel-end');
    // The roll landed within its duration plus one frame.
    expect(clock.elapsed).toBeLessThan(tuning.durations.tieRoll + 750);
  });

  it('lands a tie roll no later than the manifest tells the server to hold the payout', () => {
    const model = new BattleReelsModel(tuning);
    const item = demoCaseItems[0]!;
    model.show({
      battleId: 'hold',
      seats: [0, 1].map((k) => ({ name: `p${k}`, bot: false, team: k + 1 })),
      items: demoCaseItems,
      resting: [item, item],
      winners: [],
    });
    model.showResult({
      id: 'r',
      battleId: 'hold',
      winners: [0],
      tieRoll: { seats: [0, 1], winner: 0 },
    });
    expect(model.remaining()).toBeLessThanOrEqual(caseBattleGame.resultRevealMs(true));
    expect(caseBattleGame.resultRevealMs(false)).toBe(0);
    expect(caseBattleGame.longestRevealMs).toBeGreaterThanOrEqual(model.remaining());
  });

  it('waits for the reels to stop before it shows a result that came early', () => {
    const model = new BattleReelsModel(tuning);
    const { show, rounds, result } = demoCommands('early', {
      seed: 'early',
      mode: 'VERSUS',
      options: [],
      playerAmount: 2,
      rounds: 1,
    });
    model.show(show);
    model.spinRound(rounds[0]!);
    model.showResult(result);
    expect(model.winners).toEqual([]);
    model.step(100);
    expect(model.winners).toEqual([]);
    model.skip();
    expect(model.done).toEqual([rounds[0]!.id, result.id]);
    expect(model.winners).toEqual(result.winners);
  });

  it('starts a round as far in as it already is, and skips to its stop', () => {
    const model = new BattleReelsModel(tuning);
    const { show, rounds } = demoCommands('late', {
      seed: 'late',
      mode: 'VERSUS',
      options: [],
      playerAmount: 4,
      rounds: 1,
    });
    model.show(show);
    const full = new BattleReelsModel(tuning);
    full.show(show);
    full.spinRound(rounds[0]!);
    const whole = full.remaining();
    model.spinRound({ ...rounds[0]!, elapsedMs: 1000 });
    expect(model.remaining()).toBeCloseTo(whole - 1000, 6);
    model.spinRound({ ...rounds[0]!, id: 'again', elapsedMs: 60_000 });
    expect(model.done).toContain('again');
    expectLandedOn(model, rounds[0]!.pulls);
  });

  it('plays turbo and reduced motion shorter, and instant on the next frame', () => {
    const { show, rounds } = demoCommands('pace', {
      seed: 'pace',
      mode: 'VERSUS',
      options: [],
      playerAmount: 2,
      rounds: 1,
    });
    const lengthAt = (pace: 'normal' | 'turbo' | 'instant', reduced = false) => {
      const model = new BattleReelsModel(
        tuning,
        reduced ? (ms, p) => Math.min(pacedOnly(ms, p), ms * 0.3) : pacedOnly,
        !reduced,
      );
      model.show(show);
      model.spinRound({ ...rounds[0]!, pace });
      return model.remaining();
    };
    expect(lengthAt('turbo')).toBeLessThan(lengthAt('normal'));
    expect(lengthAt('normal', true)).toBeLessThan(lengthAt('normal'));
    expect(lengthAt('instant')).toBe(0);
  });

  it('celebrates with confetti that fall and fade, none under reduced motion', () => {
    for (const confetti of [true, false]) {
      const model = new BattleReelsModel(tuning, pacedOnly, confetti);
      const { show, result } = demoCommands('party', {
        seed: 'party',
        mode: 'VERSUS',
        options: [],
        playerAmount: 2,
        rounds: 1,
      });
      model.show(show);
      model.showResult(result);
      expect(model.confetti.length > 0).toBe(confetti);
      if (confetti) {
        const first = model.confetti[0]!;
        const start = model.confettoAt(first)!;
        model.step(400);
        const later = model.confettoAt(first)!;
        expect(later.alpha).toBeLessThan(start.alpha);
      }
      expect(model.still()).toBe(false);
      model.step(tuning.durations.celebrate);
      expect(model.still()).toBe(true);
      expect(model.winnerGlow()).toBeCloseTo(tuning.factors.glowRest, 9);
    }
  });

  it('shows a battle that already ended at rest, glowing, without a celebration', () => {
    const model = new BattleReelsModel(tuning);
    const item = demoCaseItems[2]!;
    model.show({
      battleId: 'over',
      seats: [
        { name: 'a', bot: false, team: 1 },
        { name: 'b', bot: true, team: 2 },
      ],
      items: demoCaseItems,
      resting: [item, item],
      winners: [1],
    });
    expect(model.winners).toEqual([1]);
    expect(model.still()).toBe(true);
    expect(model.landedCard(model.reels[0]!)).toEqual(item);
    expect(model.confetti).toEqual([]);
  });
});
