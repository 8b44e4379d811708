import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { beaconFloat } from '../../fair/beaconDraw';
import { timeFactor, type DurationScale } from '../../engine/pacing';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import type { CoinFlipCommands } from '../bus';
import { COIN_FLIP_DRAW, coinFlipSide, type CoinSide } from '../core';
import tuningFile from '../tuning.json';
import { CoinFlipModel } from './motion';

const tuning = resolveTuning(tuningFile);
const FLIP_MS = tuning.durations.flip;
const OUTCOMES = 200;
/** Durations as a scene under prefers-reduced-motion plays them. */
const reducedScale: DurationScale = (ms, pace = 'normal') =>
  ms * timeFactor(pace, tuning.factors.reducedMotion);

function show(
  gameId: string,
  creatorSide: CoinSide = 'CT',
  state: CoinFlipCommands['coin-flip:show']['state'] = 'WAITING_FOR_BEACON',
): CoinFlipCommands['coin-flip:show'] {
  const joinerSide = creatorSide === 'CT' ? 'T' : 'CT';
  return {
    gameId,
    creator: { username: 'anna', side: creatorSide },
    joiner: state === 'OPEN' ? null : { username: 'boris', side: joinerSide },
    state,
  };
}

function flip(
  id: string,
  winningSide: CoinSide,
  elapsedMs = 0,
): CoinFlipCommands['coin-flip:flip'] {
  return { id, gameId: id, winningSide, elapsedMs };
}

/** Seeded games as the server draws them: the side from the core over a beacon draw. */
function games(seed: string) {
  const rng = seedrandom(seed);
  const { round, seat } = COIN_FLIP_DRAW;
  return Array.from({ length: OUTCOMES }, (_, n) => ({
    id: `game-${n}`,
    creatorSide: (rng() < 0.5 ? 'CT' : 'T') as CoinSide,
    side: coinFlipSide(beaconFloat(`seed-${seed}-${n}`, `beacon${n}`, round, seat)),
  }));
}

describe('coin flip motion', () => {
  it('lands every flip on its side on the first frame at its end, the same at any frame rate', () => {
    const finals: unknown[][] = [];
    const outcomes = games('landing');
    // a fair coin over 200 draws: both sides come up plenty
    expect(outcomes.filter((g) => g.side === 'CT').length).toBeGreaterThan(60);
    expect(outcomes.filter((g) => g.side === 'T').length).toBeGreaterThan(60);
    for (const fps of FRAME_RATES) {
      const rng = seedrandom(`frames-${fps}`);
      const model = new CoinFlipModel(tuning);
      const landings: unknown[] = [];
      for (const game of outcomes) {
        model.show(show(game.id, game.creatorSide));
        model.flip(flip(game.id, game.side), false);
        const clock = frameClock(fps, rng);
        let landedAt = -1;
        let lastDelta = 0;
        runFrames(
          clock,
          (dt) => {
            lastDelta = dt;
            model.step(dt);
            if (model.done.length > 0) landedAt = clock.elapsed;
          },
          () => landedAt >= 0,
        );
        expect(model.done).toEqual([game.id]);
        model.done.length = 0;
        expect(landedAt).toBeGreaterThanOrEqual(FLIP_MS - 1e-6);
        expect(landedAt - lastDelta).toBeLessThan(FLIP_MS + 1e-6);
        expect(model.pose).toEqual({ angle: 0, face: game.side, squash: 1, lift: 0 });
        expect(model.result?.side).toBe(game.side);
        expect(model.game?.state).toBe('FLIPPED');
        expect(model.status()).toBe(`${game.side} wins`);
        landings.push({ pose: { ...model.pose }, state: model.game?.state });
      }
      finals.push(landings);
    }
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it('puts a page opened mid-flip where a watcher from the start is at that moment', () => {
    for (const elapsed of [1, 700, 1_500, 2_500, 2_999]) {
      const early = new CoinFlipModel(tuning);
      const late = new CoinFlipModel(tuning);
      early.show(show('g', 'T'));
      late.show(show('g', 'T'));
      early.flip(flip('g', 'CT'), false);
      early.step(elapsed);
      late.flip(flip('g', 'CT', elapsed), false);
      expect(late.pose.angle).toBeCloseTo(early.pose.angle, 9);
      expect(late.pose.lift).toBeCloseTo(early.pose.lift, 9);
      for (let i = 0; i < 200; i++) {
        early.step(16);
        late.step(16);
        expect(late.pose.angle).toBeCloseTo(early.pose.angle, 9);
        expect(late.pose.face).toBe(early.pose.face);
        expect(late.done).toEqual(early.done);
      }
      expect(late.done).toEqual(['g']);
      expect(late.pose.face).toBe('CT');
    }
  });

  it('lands a flip opened after it ended on the next frame', () => {
    const model = new CoinFlipModel(tuning);
    model.flip(flip('gone', 'T', 9_000), false);
    expect(model.sounds).toEqual([]); // no toss sound for a flip that is over
    model.step(0);
    expect(model.done).toEqual(['gone']);
    expect(model.pose.face).toBe('T');
  });

  it('plays at the pace it carries: turbo shorter, instant on the next frame', () => {
    const turbo = new CoinFlipModel(tuning);
    turbo.flip({ ...flip('t', 'T'), pace: 'turbo' }, false);
    expect(turbo.remaining()).toBeCloseTo(FLIP_MS * 0.35, 9);
    turbo.step(FLIP_MS * 0.35 - 1);
    expect(turbo.done).toEqual([]);
    turbo.step(1);
    expect(turbo.done).toEqual(['t']);

    const instant = new CoinFlipModel(tuning);
    instant.flip({ ...flip('i', 'CT'), pace: 'instant' }, false);
    instant.step(0);
    expect(instant.done).toEqual(['i']);
    expect(instant.pose.face).toBe('CT');
    // what follows the landing keeps turbo's short trace
    expect(instant.still()).toBe(false);
    instant.step(tuning.durations.highlight * 0.35);
    expect(instant.still()).toBe(true);
  });

  it('under reduced motion cross-fades the face without a spin or a toss', () => {
    const model = new CoinFlipModel(tuning, reducedScale);
    model.show(show('calm', 'CT'));
    model.flip(flip('calm', 'T'), true);
    const length = FLIP_MS * tuning.factors.reducedMotion;
    let frames = 0;
    let lastProgress = -1;
    while (model.done.length === 0) {
      expect(model.pose.angle).toBe(0);
      expect(model.pose.lift).toBe(0);
      expect(model.pose.squash).toBe(1);
      const fade = model.fade!;
      expect(fade).toMatchObject({ from: 'CT', to: 'T' });
      expect(fade.progress).toBeGreaterThan(lastProgress);
      lastProgress = fade.progress;
      model.step(10);
      frames += 1;
    }
    expect(frames * 10).toBe(length);
    expect(model.fade).toBeNull();
    expect(model.pose.face).toBe('T');
    expect(model.result?.side).toBe('T');
  });

  it('shows the seats by side and says what the game waits for', () => {
    const model = new CoinFlipModel(tuning);
    expect(model.status()).toBe('');
    model.show(show('w', 'T', 'OPEN'));
    expect(model.game?.seats.T?.username).toBe('anna');
    expect(model.game?.seats.CT).toBeNull();
    expect(model.pose.face).toBe('T'); // the coin waits on the creator's side
    expect(model.status()).toBe('Waiting for an opponent');
    model.show({
      ...show('w', 'T', 'BOT_JOINED'),
      joiner: { username: 'Bot', side: 'CT', bot: true },
    });
    expect(model.game?.seats.CT?.bot).toBe(true);
    expect(model.status()).toBe('Naming the beacon round');
    model.show(show('w', 'T', 'WAITING_FOR_BEACON'));
    expect(model.status()).toBe('Waiting for the beacon');
    model.show(show('w', 'T', 'CANCELLED'));
    expect(model.status()).toBe('Cancelled');
    expect(model.still()).toBe(true);
    model.idle();
    expect(model.game).toBeNull();
    expect(model.status()).toBe('');
  });

  it('keeps a running flip when its game is shown again, and ends it for another game', () => {
    const model = new CoinFlipModel(tuning);
    model.show(show('a'));
    model.flip(flip('a', 'T'), false);
    model.step(1_000);
    const angle = model.pose.angle;
    model.show(show('a'));
    expect(model.spinning).toBe(true);
    expect(model.pose.angle).toBe(angle);
    expect(model.status()).toBe('Flipping…');
    model.show(show('b', 'CT', 'OPEN'));
    expect(model.done).toEqual(['a']);
    expect(model.spinning).toBe(false);
    expect(model.result).toBeNull();
    expect(model.pose.face).toBe('CT');
  });

  it('shows a game opened after its flip landed and settled, quietly', () => {
    const model = new CoinFlipModel(tuning);
    model.show({ ...show('old', 'CT', 'FLIPPED'), winningSide: 'T' });
    expect(model.pose.face).toBe('T');
    expect(model.result?.side).toBe('T');
    expect(model.still()).toBe(true);
    expect(model.highlightProgress()).toBe(1);
    expect(model.seatAlpha('CT')).toBeCloseTo(tuning.factors.dim, 12);
    expect(model.done).toEqual([]);
    expect(model.sounds).toEqual([]);
  });

  it('skips to the landing, ends a replaced flip, then glows and settles', () => {
    const model = new CoinFlipModel(tuning);
    model.flip(flip('first', 'CT'), false);
    model.step(500);
    model.flip(flip('second', 'T'), false);
    expect(model.done).toEqual(['first']);
    model.skip();
    expect(model.done).toEqual(['first', 'second']);
    expect(model.pose.face).toBe('T');
    expect(model.sounds).toEqual(['ui.tactile', 'ui.tactile', 'game.wheel-end']);
    expect(model.glowAlpha()).toBeCloseTo(tuning.factors.glowAlpha, 12);
    expect(model.popScale()).toBe(0);
    expect(model.seatAlpha('T')).toBe(1);
    expect(model.seatAlpha('CT')).toBe(1);
    expect(model.still()).toBe(false);
    model.step(tuning.durations.highlight);
    expect(model.still()).toBe(true);
    expect(model.popScale()).toBe(1);
    expect(model.glowAlpha()).toBeCloseTo(tuning.factors.glowAlpha * tuning.factors.glowRest, 12);
    expect(model.seatAlpha('CT')).toBeCloseTo(tuning.factors.dim, 12);
    expect(model.seatAlpha('T')).toBe(1);
  });
});
