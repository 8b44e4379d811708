import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { sha256Hex } from '../../fair';
import {
  crashCurve,
  crashCurveMsFor,
  crashElapsedMsFor,
  crashMultiplierE2At,
  crashPointE2FromRound,
} from '../core';
import tuningFile from '../tuning.json';
import { CrashModel } from './model';

const tuning = resolveTuning(tuningFile);

/** Crash points of 200 rounds of a seeded hash chain, as the server would play them. */
function seededCrashPoints(seed: string, count = 200): number[] {
  const points: number[] = [];
  let hash = sha256Hex(seed);
  for (let i = 0; i < count; i++) {
    points.push(crashPointE2FromRound(hash, `salt-${seed}`));
    hash = sha256Hex(hash);
  }
  return points;
}

const cashout = (id: string, multiplierE2: number, mine = false) => ({
  id,
  username: id,
  multiplierE2,
  mine,
});

describe('a round in the model', () => {
  it.each(FRAME_RATES)(
    'lands 200 seeded rounds exactly on their crash points at %i fps',
    (fps) => {
      const rng = seedrandom(`crash-model-${fps}`);
      const model = new CrashModel(tuning);
      seededCrashPoints(`rounds-${fps}`).forEach((crashPointE2, round) => {
        const roundId = `r${round}`;
        model.betting({ roundId, endsInMs: 6_000 });
        model.at({ roundId, elapsedMs: 0 });
        // The server busts at the first whole ms the multiplier reaches the crash point; the
        // page learns it a little later, by when the scene is near there too. Long rounds
        // are sent their bust early, so the test stays quick: the scene runs on to it.
        const bustMs = crashElapsedMsFor(crashPointE2);
        const sendAt = Math.max(0, Math.min(bustMs, 3_000) - 40);
        const clock = frameClock(fps, rng, 20);
        let wrongText = 0;
        runFrames(
          clock,
          (dt) => {
            model.step(dt);
            // the text is the server's floored multiplier at the shown whole ms
            const text = crashMultiplierE2At(Math.floor(model.shownMs + 1e-6));
            if (model.multiplierE2() !== text) wrongText += 1;
          },
          () => model.shownMs >= sendAt,
        );
        model.bust({ id: `bust-${round}`, roundId, crashPointE2 });
        let frames = 0;
        let overshoot = 0;
        runFrames(
          clock,
          (dt) => {
            model.step(dt);
            frames += 1;
            if (model.phase === 'running' && model.multiplierE2() >= crashPointE2) overshoot += 1;
          },
          () => model.done.length > 0,
          clock.elapsed + 400_000,
        );
        expect(wrongText).toBe(0);
        expect(overshoot).toBe(0); // never at the crash point before it shows the bust
        expect(model.done).toEqual([`bust-${round}`]);
        model.done.length = 0;
        expect(model.phase).toBe('crashed');
        expect(model.multiplierE2()).toBe(crashPointE2);
        expect(model.multiplier()).toBe(crashPointE2 / 100);
        expect(model.shownMs).toBe(crashCurveMsFor(crashPointE2 / 100));
        expect(model.sinceBust).toBe(0); // the bust's effects start on the frame that shows it
        expect(frames).toBeGreaterThan(0);
      });
    },
    60_000,
  );

  it('busts at once on a 1.00x round, also straight from betting', () => {
    const betting = new CrashModel(tuning);
    betting.betting({ roundId: 'i', endsInMs: 10 });
    betting.bust({ id: 'b', roundId: 'i', crashPointE2: 100 });
    betting.step(16);
    expect(betting.phase).toBe('crashed');
    expect(betting.justBusted).toBe(true);
    const model = new CrashModel(tuning);
    model.at({ roundId: 'instant', elapsedMs: 0 });
    model.bust({ id: 'b', roundId: 'instant', crashPointE2: 100 });
    model.step(16);
    expect(model.done).toEqual(['b']);
    expect(model.phase).toBe('crashed');
    expect(model.shownMs).toBe(0);
    expect(model.multiplierE2()).toBe(100);
  });

  it('counts the betting down on the frame delta and holds at "starting" until the run', () => {
    const model = new CrashModel(tuning);
    model.betting({ roundId: 'a', endsInMs: 6_000 });
    expect(model.countdownMs()).toBe(6_000);
    model.step(1_500);
    expect(model.countdownMs()).toBe(4_500);
    expect(model.still()).toBe(false);
    expect(model.countingDownOnly()).toBe(true);
    model.betting({ roundId: 'a', endsInMs: 4_300 }); // a resync eases, it does not jump
    expect(model.countdownMs()).toBe(4_500);
    expect(model.countingDownOnly()).toBe(false); // the easing draws every frame
    model.step(10_000);
    expect(model.countdownMs()).toBe(0);
    expect(model.phase).toBe('betting');
    expect(model.multiplierE2()).toBe(100);
    expect(model.still()).toBe(true); // nothing to draw until the run starts
    expect(model.countingDownOnly()).toBe(false);
    model.at({ roundId: 'a', elapsedMs: 120 });
    expect(model.phase).toBe('running');
    expect(model.shownMs).toBe(120);
    expect(model.countingDownOnly()).toBe(false);
  });

  it('restores a late joiner at the server time, and eases later syncs', () => {
    const model = new CrashModel(tuning);
    model.at({ roundId: 'late', elapsedMs: 20_000 });
    expect(model.shownMs).toBe(20_000);
    expect(model.multiplierE2()).toBe(crashMultiplierE2At(20_000));
    model.step(100);
    model.at({ roundId: 'late', elapsedMs: 20_300 }); // the page's clock says 200 ms more
    expect(model.shownMs).toBe(20_100);
    model.step(tuning.factors.driftStretch * 200);
    expect(model.shownMs).toBe(20_300 + tuning.factors.driftStretch * 200);
  });

  it('shows a round that crashed before it joined as crashed, with its cash-outs', () => {
    const model = new CrashModel(tuning);
    model.at({ roundId: 'gone', elapsedMs: 9_000 });
    model.addCashouts({ id: 'c', roundId: 'gone', entries: [cashout('x', 150)] });
    model.bust({ id: 'b', roundId: 'gone', crashPointE2: 171 });
    model.step(16);
    expect(model.phase).toBe('crashed');
    expect(model.done.sort()).toEqual(['b', 'c']);
    expect(model.cashouts.map((c) => c.landed)).toEqual([true]);

    expect(model.justBusted).toBe(true); // it saw the round run: the bust is live

    const fresh = new CrashModel(tuning);
    fresh.bust({ id: 'only', roundId: 'old', crashPointE2: 420 });
    fresh.step(16);
    expect(fresh.done).toEqual(['only']);
    expect(fresh.justBusted).toBe(false); // over before it joined: no sound, no flash
    expect(fresh.bustLive).toBe(false);
    expect(fresh.multiplierE2()).toBe(420);
    expect(fresh.shownMs).toBe(crashCurveMsFor(4.2));
  });

  it('puts cash-outs on the curve when it reaches them, and says done per batch', () => {
    const model = new CrashModel(tuning);
    model.at({ roundId: 'r', elapsedMs: 0 });
    model.addCashouts({
      id: 'batch',
      roundId: 'r',
      entries: [cashout('a', 150), cashout('me', 200, true)],
    });
    expect(model.cashouts.map((c) => c.atMs)).toEqual([crashCurveMsFor(1.5), crashCurveMsFor(2)]);
    model.step(crashCurveMsFor(1.5) + 1);
    expect(model.cashouts.map((c) => c.landed)).toEqual([true, false]);
    expect(model.done).toEqual([]);
    model.step(crashCurveMsFor(2) - model.shownMs);
    expect(model.mineLanded).toBe(1);
    expect(model.done).toEqual(['batch']);
    expect(crashCurve(model.shownMs)).toBeGreaterThanOrEqual(2);
    // the same cash-out again (a resent batch) is drawn once; the batch is done next frame
    model.done.length = 0;
    model.addCashouts({ id: 'again', roundId: 'r', entries: [cashout('a', 150)] });
    expect(model.cashouts).toHaveLength(2);
    model.step(16);
    expect(model.done).toEqual(['again']);
  });

  it('ends what a round still owed when the next one starts or on reset', () => {
    const model = new CrashModel(tuning);
    model.at({ roundId: 'r1', elapsedMs: 0 });
    model.addCashouts({ id: 'far', roundId: 'r1', entries: [cashout('a', 5_000)] });
    model.bust({ id: 'bust', roundId: 'r1', crashPointE2: 9_000 });
    model.betting({ roundId: 'r2', endsInMs: 6_000 });
    expect(model.done.sort()).toEqual(['bust', 'far']);
    expect(model.cashouts).toEqual([]);
    model.done.length = 0;
    model.addCashouts({ id: 'stale', roundId: 'r1', entries: [cashout('b', 120)] });
    expect(model.done).toEqual(['stale']);
    model.done.length = 0;
    model.at({ roundId: 'r2', elapsedMs: 0 });
    model.addCashouts({ id: 'open', roundId: 'r2', entries: [cashout('c', 300)] });
    model.reset();
    expect(model.done).toEqual(['open']);
    expect(model.phase).toBe('idle');
    expect(model.still()).toBe(true);
  });

  it('skip lands a bust on its way at once', () => {
    const model = new CrashModel(tuning);
    model.at({ roundId: 'r', elapsedMs: 0 });
    model.skip(); // a live round cannot be skipped
    expect(model.phase).toBe('running');
    model.bust({ id: 'b', roundId: 'r', crashPointE2: 5_000 });
    model.skip();
    expect(model.phase).toBe('crashed');
    expect(model.done).toEqual(['b']);
  });

  it('is still once the bust has played, never while the round runs', () => {
    const model = new CrashModel(tuning);
    expect(model.still()).toBe(true);
    model.at({ roundId: 'r', elapsedMs: 0 });
    model.step(100);
    expect(model.still()).toBe(false);
    model.bust({ id: 'b', roundId: 'r', crashPointE2: 101 }); // 1.01x: at 165.8 ms
    model.step(100);
    expect(model.phase).toBe('crashed');
    expect(model.still()).toBe(false);
    model.step(model.afterBustMs());
    expect(model.still()).toBe(true);
    // a late bust again for the same round only says done
    model.bust({ id: 'b2', roundId: 'r', crashPointE2: 101 });
    expect(model.done).toEqual(['b', 'b2']);
  });
});
