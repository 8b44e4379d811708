import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { MinesCommands } from '../bus';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { minesEasings } from '../easings';
import { PACES } from '../../pace';
import { minePositions } from '../core';
import tuningFile from '../tuning.json';
import { boardLooks, TILES, type TileLook } from './board';
import { MinesModel } from './motion';

const tuning = resolveTuning(tuningFile, minesEasings);

type Command =
  | { kind: 'reveal'; payload: MinesCommands['mines:reveal'] }
  | { kind: 'cashout'; payload: MinesCommands['mines:cashout'] };

/** 200 games from the real mines core: some safe picks, then a mine or a cash-out. */
function seededGames(seed: string, count = 200) {
  const rng = seedrandom(seed);
  return Array.from({ length: count }, (_, nonce) => {
    const mines = 1 + Math.floor(rng() * 24);
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const positions = minePositions(seeds, mines);
    const safe = Array.from({ length: TILES }, (_, t) => t).filter((t) => !positions.includes(t));
    const picks: number[] = [];
    const wanted = Math.floor(rng() * Math.min(safe.length, 8));
    while (picks.length < wanted) {
      const tile = safe[Math.floor(rng() * safe.length)]!;
      if (!picks.includes(tile)) picks.push(tile);
    }
    const bust = wanted === 0 || rng() < 0.5;
    const commands: Command[] = picks.map((tile, i) => ({
      kind: 'reveal',
      payload: { id: `${nonce}-pick-${i}`, tile, mine: false, minePositions: null },
    }));
    const hit = positions[Math.floor(rng() * positions.length)]!;
    commands.push(
      bust
        ? {
            kind: 'reveal',
            payload: { id: `${nonce}-bust`, tile: hit, mine: true, minePositions: positions },
          }
        : { kind: 'cashout', payload: { id: `${nonce}-cash`, minePositions: positions } },
    );
    const final = {
      revealed: bust ? [...picks, hit] : picks,
      minePositions: positions,
      state: bust ? ('busted' as const) : ('cashed' as const),
    };
    return { positions, commands, final };
  });
}

function looksOf(model: MinesModel): TileLook[] {
  return model.tiles.map((t) => ({
    face: t.shownFace,
    dim: t.shownDim,
    exploded: t.shownExploded,
  }));
}

describe('mines motion', () => {
  it('reads a board: picks show their face, the ended game shows the other mines dimmed', () => {
    const looks = boardLooks({ revealed: [0, 7], minePositions: [7, 9, 24], state: 'busted' });
    expect(looks[0]).toEqual({ face: 'gem', dim: false, exploded: false });
    expect(looks[7]).toEqual({ face: 'mine', dim: false, exploded: true });
    expect(looks[9]).toEqual({ face: 'mine', dim: true, exploded: false });
    expect(looks[24]).toEqual({ face: 'mine', dim: true, exploded: false });
    expect(looks.filter((l) => l.face === 'hidden')).toHaveLength(21);
    const active = boardLooks({ revealed: [3], minePositions: null, state: 'active' });
    expect(active.filter((l) => l.face !== 'hidden')).toHaveLength(1);
  });

  it.each(FRAME_RATES)('ends each of 200 seeded games in its exact board at %i fps', (fps) => {
    const rng = seedrandom(`mines-frames-${fps}`);
    const model = new MinesModel(tuning);
    for (const game of seededGames(`mines-${fps}`)) {
      model.board({ revealed: [], minePositions: null, state: 'active' });
      expect(looksOf(model).every((l) => l.face === 'hidden')).toBe(true);
      for (const command of game.commands) {
        if (command.kind === 'reveal') model.reveal(command.payload);
        else model.cashout(command.payload);
        const clock = frameClock(fps, rng, 12);
        let done = false;
        runFrames(
          clock,
          (dt) => {
            model.step(dt);
            if (model.done.length > 0) {
              expect(model.done).toEqual([command.payload.id]);
              model.done.length = 0;
              done = true;
            }
          },
          () => done,
        );
        expect(done).toBe(true);
        if (command.kind === 'reveal') {
          const tile = model.tiles[command.payload.tile]!;
          expect(tile.shownFace).toBe(command.payload.mine ? 'mine' : 'gem');
          expect(model.tileScaleX(tile)).toBe(1);
          expect(model.iconScale(tile)).toBeGreaterThan(0);
        }
      }
      // every tile still, showing exactly the game's final board
      expect(model.tiles.every((t) => model.tileScaleX(t) === 1)).toBe(true);
      expect(looksOf(model)).toEqual(boardLooks(game.final));
      expect(model.explosionProgress()).toBe(1);
      expect(model.shakeOffset(10)).toBe(0);
      model.sounds.length = 0;
    }
  });

  it('restores a board instantly, ending anything still animating', () => {
    const model = new MinesModel(tuning);
    model.reveal({ id: 'r', tile: 4, mine: false, minePositions: null });
    model.step(10);
    const state = { revealed: [1, 2], minePositions: [5, 6], state: 'cashed' as const };
    model.board(state);
    expect(model.done).toEqual(['r']);
    expect(looksOf(model)).toEqual(boardLooks(state));
    expect(model.tiles.every((t) => model.tileScaleX(t) === 1 && model.iconScale(t) === 1)).toBe(
      true,
    );
  });

  it('plays the reveal sound for a gem and the explosion for a mine, when the face shows', () => {
    const model = new MinesModel(tuning);
    model.reveal({ id: 'a', tile: 0, mine: false, minePositions: null });
    model.step(tuning.durations.flip / 2 - 1);
    expect(model.sounds).toEqual([]);
    model.step(1);
    expect(model.sounds).toEqual(['game.mines-reveal']);
    model.sounds.length = 0;
    model.reveal({ id: 'b', tile: 1, mine: true, minePositions: [1, 2] });
    model.step(tuning.durations.flip / 2);
    expect(model.sounds).toEqual(['game.mines-explosion']);
    expect(model.shakeOffset(10)).toBe(0); // starts at rest
    model.step(40);
    expect(model.shakeOffset(10)).not.toBe(0);
  });

  it('never shakes under reduced motion, and is quicker but lands the same', () => {
    const scale = tuning.factors.reducedMotion;
    const model = new MinesModel(
      tuning,
      (ms) => ms * scale,
      () => false,
    );
    model.reveal({ id: 'm', tile: 12, mine: true, minePositions: [3, 12, 20] });
    let elapsed = 0;
    while (model.done.length === 0) {
      model.step(5);
      elapsed += 5;
      expect(model.shakeOffset(10)).toBe(0);
    }
    expect(elapsed).toBeLessThan(
      tuning.durations.flip + tuning.durations.explosion, // the full-motion minimum
    );
    expect(looksOf(model)).toEqual(
      boardLooks({ revealed: [12], minePositions: [3, 12, 20], state: 'busted' }),
    );
  });

  it('answers a reveal of a tile already shown without turning it again', () => {
    const model = new MinesModel(tuning);
    model.board({ revealed: [8], minePositions: null, state: 'active' });
    model.reveal({ id: 'again', tile: 8, mine: false, minePositions: null });
    model.step(0);
    expect(model.done).toEqual(['again']);
    expect(model.tileScaleX(model.tiles[8]!)).toBe(1);
  });

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace ends each seeded game in its exact board at %i fps',
    (pace, fps) => {
      const rng = seedrandom(`mines-pace-${pace}-${fps}`);
      const model = new MinesModel(tuning);
      for (const game of seededGames(`mines-pace-${pace}-${fps}`, 60)) {
        model.board({ revealed: [], minePositions: null, state: 'active' });
        for (const command of game.commands) {
          if (command.kind === 'reveal') model.reveal({ ...command.payload, pace });
          else model.cashout({ ...command.payload, pace });
          const clock = frameClock(fps, rng, 12);
          const frames = runFrames(
            clock,
            (dt) => model.step(dt),
            () => model.done.length > 0,
          );
          expect(model.done).toEqual([command.payload.id]);
          model.done.length = 0;
          if (pace === 'instant') expect(frames).toBe(1);
          if (command.kind === 'reveal') {
            const tile = model.tiles[command.payload.tile]!;
            expect(tile.shownFace).toBe(command.payload.mine ? 'mine' : 'gem');
            expect(model.tileScaleX(tile)).toBe(1);
          }
        }
        expect(looksOf(model)).toEqual(boardLooks(game.final));
        expect(model.tiles.every((t) => model.tileScaleX(t) === 1)).toBe(true);
        model.sounds.length = 0;
      }
    },
  );

  it('turbo ends a bust sooner than normal', () => {
    const bustTime = (pace: 'normal' | 'turbo') => {
      const model = new MinesModel(tuning);
      model.reveal({ id: 'b', tile: 3, mine: true, minePositions: [3, 8, 15, 20], pace });
      let elapsed = 0;
      while (model.done.length === 0) {
        model.step(1);
        elapsed += 1;
      }
      return elapsed;
    };
    expect(bustTime('turbo')).toBeLessThan(bustTime('normal'));
    expect(bustTime('turbo')).toBeGreaterThan(1);
  });

  it('skips a bust to its final board at once', () => {
    const model = new MinesModel(tuning);
    model.reveal({ id: 'g', tile: 0, mine: false, minePositions: null });
    model.step(16);
    model.skip();
    expect(model.done).toEqual(['g']);
    model.reveal({ id: 'b', tile: 3, mine: true, minePositions: [3, 8, 15, 20] });
    model.step(16);
    expect(model.remaining()).toBeGreaterThan(0);
    model.skip();
    expect(model.done).toEqual(['g', 'b']);
    expect(looksOf(model)).toEqual(
      boardLooks({ revealed: [0, 3], minePositions: [3, 8, 15, 20], state: 'busted' }),
    );
    expect(model.sounds).toContain('game.mines-explosion');
    expect(model.remaining()).toBe(0);
  });

  it('is still only once every flip, pop, explosion and shake is over', () => {
    const model = new MinesModel(tuning);
    expect(model.still()).toBe(true);
    model.reveal({ id: 'b', tile: 3, mine: true, minePositions: [3, 8] });
    expect(model.still()).toBe(false);
    while (model.done.length === 0) model.step(10);
    let more = 0;
    while (!model.still()) {
      model.step(10);
      more += 10;
    }
    expect(more).toBeLessThanOrEqual(Math.max(tuning.durations.pop, tuning.durations.shake) + 10);
    expect(model.shakeOffset(10)).toBe(0);
    expect(model.explosionProgress()).toBe(1);
  });
});
