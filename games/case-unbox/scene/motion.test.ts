import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { CASE_RARITIES } from '../../../src/shared/contract/cases';
import { rarityColors } from '../../../src/client/ui/tokens';
import type { CaseReelItem } from '../bus';
import { FRAME_RATES, frameClock, runFrames } from '../../engine/testing/frames';
import { resolveTuning } from '../../engine/tuning';
import { PACES } from '../../pace';
import { caseUnboxGame } from '../game';
import tuningFile from '../tuning.json';
import { demoCaseItems, demoCasePrice, demoOpening } from './demoCase';
import { CaseUnboxModel, clampCount, type Reel } from './motion';
import { buildStrip, RARITY_ORDER } from './strip';

const tuning = resolveTuning(tuningFile);
const { cardWidth } = tuning.sizes;
const shape = {
  length: tuning.factors.stripLength,
  tail: tuning.factors.tailCards,
  jitter: tuning.factors.jitter,
};

/** 200 spins of 1-5 reels, each reel's item drawn by the real case core. */
function seededSpins(seed: string, count = 200) {
  const rng = seedrandom(seed);
  let nonce = 0;
  return Array.from({ length: count }, (_, n) => {
    const reels = Array.from({ length: 1 + Math.floor(rng() * 5) }, () => {
      const openingId = `${seed}-opening-${nonce}`;
      return { openingId, item: demoOpening(`server-${seed}`, nonce++) };
    });
    return { id: `spin-${n}`, price: demoCasePrice, reels };
  });
}

/** The won card's span on the strip holds the marker, strictly inside it. */
function expectStoppedOnWin(model: CaseUnboxModel, reel: Reel, item: CaseReelItem) {
  const { winIndex, offset } = reel.strip;
  expect(reel.strip.cards[winIndex]).toBe(item);
  expect(reel.position.value).toBe(model.cardCentre(winIndex) + offset * cardWidth);
  const under = model.cardUnderMarker(reel)!;
  expect(under.index).toBe(winIndex);
  expect(under.card).toBe(item);
  expect(Math.abs(under.offset)).toBeLessThan(0.5);
}

describe('case reel strip', () => {
  it('ranks rarities in the contract order and draws them in the design tokens colours', () => {
    expect(RARITY_ORDER).toEqual(CASE_RARITIES);
    for (const rarity of CASE_RARITIES) {
      expect(tuningFile.colours[rarity], rarity).toBe(rarityColors[rarity]);
    }
  });

  it('is the same for the same opening and differs between openings', () => {
    const won = demoCaseItems[16]!;
    const a = buildStrip('opening-a', demoCaseItems, won, shape);
    expect(buildStrip('opening-a', demoCaseItems, won, shape)).toEqual(a);
    const b = buildStrip('opening-b', demoCaseItems, won, shape);
    expect(b.cards).not.toEqual(a.cards);
    expect(a.cards).toHaveLength(shape.length);
    expect(a.winIndex).toBe(shape.length - shape.tail - 1);
    expect(a.cards[a.winIndex]).toBe(won);
    expect(Math.abs(a.offset)).toBeLessThanOrEqual(shape.jitter / 2);
  });

  it('draws the filler cards by tickets, so common items fill most of the reel', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const { cards, winIndex } = buildStrip(`o-${i}`, demoCaseItems, demoCaseItems[0]!, shape);
      cards.forEach((card, j) => {
        if (j !== winIndex) counts.set(card.rarity, (counts.get(card.rarity) ?? 0) + 1);
      });
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    // mil-spec is 79.92% of the tickets; the knife 0.26%
    expect(counts.get('mil-spec')! / total).toBeGreaterThan(0.77);
    expect(counts.get('mil-spec')! / total).toBeLessThan(0.83);
    expect((counts.get('rare-special') ?? 0) / total).toBeLessThan(0.01);
  });

  it('spreads the stop across the card, never onto its edge', () => {
    const offsets = Array.from(
      { length: 500 },
      (_, i) => buildStrip(`o-${i}`, demoCaseItems, demoCaseItems[0]!, shape).offset,
    );
    expect(Math.min(...offsets)).toBeLessThan(-0.25);
    expect(Math.max(...offsets)).toBeGreaterThan(0.25);
    expect(offsets.every((o) => Math.abs(o) <= 0.35)).toBe(true);
  });
});

describe('case reel motion', () => {
  it.each(FRAME_RATES)('stops every reel of 200 spins exactly on its item at %i fps', (fps) => {
    const rng = seedrandom(`case-frames-${fps}`);
    const model = new CaseUnboxModel(tuning);
    model.setReels({ items: demoCaseItems, count: 1 });
    for (const spin of seededSpins(`case-${fps}`)) {
      model.spin(spin);
      expect(model.sounds.splice(0)).toEqual(['game.case-open']);
      expect(model.reels).toHaveLength(spin.reels.length);
      const clock = frameClock(fps, rng, 60);
      let doneAt = -1;
      runFrames(
        clock,
        (dt) => {
          model.step(dt);
          if (model.done.length > 0) {
            expect(model.done).toEqual([spin.id]);
            model.done.length = 0;
            doneAt = clock.elapsed;
          } else {
            expect(model.reels.some((reel) => !reel.landed)).toBe(true);
          }
        },
        () => doneAt >= 0,
      );
      // done on the first frame at or after the last reel's stop, not before
      const last = tuning.durations.spin + (spin.reels.length - 1) * tuning.durations.stagger;
      expect(doneAt).toBeGreaterThanOrEqual(last);
      spin.reels.forEach(({ item }, k) => {
        const reel = model.reels[k]!;
        expectStoppedOnWin(model, reel, item);
        expect(model.glowAlpha(reel)).toBeGreaterThan(0);
      });
      const rank = Math.max(...spin.reels.map((r) => RARITY_ORDER.indexOf(r.item.rarity)));
      const best = Math.max(...spin.reels.map((r) => r.item.price));
      const big =
        rank >= RARITY_ORDER.indexOf('rare-special') ||
        best >= spin.price * tuning.factors.bigWinMultiple;
      const rare = rank >= RARITY_ORDER.indexOf('classified');
      expect(model.sounds.splice(0)).toEqual(
        big ? ['game.case-big-win'] : rare ? ['game.case-rare-win'] : [],
      );
    }
  });

  it('starts a spin from the card the reel showed, so nothing jumps', () => {
    const model = new CaseUnboxModel(tuning);
    model.setReels({ items: demoCaseItems, count: 1 });
    const first = { openingId: 'one', item: demoCaseItems[12]! };
    model.spin({ id: 'a', price: demoCasePrice, reels: [first] });
    model.step(tuning.durations.spin);
    const before = model.cardUnderMarker(model.reels[0]!)!;
    model.spin({ id: 'b', price: demoCasePrice, reels: [{ openingId: 'two', item: first.item }] });
    const after = model.cardUnderMarker(model.reels[0]!)!;
    expect(after.card).toBe(before.card);
    expect(after.offset).toBeCloseTo(before.offset, 9);
  });

  it('ends a spin cut short by the next one, so every id gets its done', () => {
    const model = new CaseUnboxModel(tuning);
    const reels = [{ openingId: 'x', item: demoCaseItems[0]! }];
    model.spin({ id: 'a', price: 100, reels });
    model.step(100);
    model.spin({ id: 'b', price: 100, reels });
    expect(model.done).toEqual(['a']);
    model.step(tuning.durations.spin);
    expect(model.done).toEqual(['a', 'b']);
  });

  it('shortens the spin under reduced motion but still stops on the item', () => {
    const factor = tuning.factors.reducedMotion;
    const model = new CaseUnboxModel(tuning, (ms) => ms * factor);
    const item = demoCaseItems[14]!;
    model.spin({ id: 'r', price: demoCasePrice, reels: [{ openingId: 'r1', item }] });
    model.step(tuning.durations.spin * factor);
    expect(model.done).toEqual(['r']);
    expectStoppedOnWin(model, model.reels[0]!, item);
  });

  it('shows idle reels of the case (1-5), without a result', () => {
    const model = new CaseUnboxModel(tuning);
    model.setReels({ items: demoCaseItems, count: 9 });
    expect(model.reels).toHaveLength(5);
    model.setReels({ items: demoCaseItems, count: 2 });
    expect(model.reels).toHaveLength(2);
    model.step(1000);
    for (const reel of model.reels) {
      expect(model.showsResult(reel)).toBe(false);
      expect(model.glowAlpha(reel)).toBe(0);
      expect(model.cardUnderMarker(reel)).not.toBeNull();
    }
    expect(model.done).toEqual([]);
    expect(clampCount(0)).toBe(1);
    expect(clampCount(Number.NaN)).toBe(1);
  });

  it('flashes the rarity on the stop, then settles to a steady glow', () => {
    const model = new CaseUnboxModel(tuning);
    model.spin({ id: 'f', price: 1, reels: [{ openingId: 'f', item: demoCaseItems[0]! }] });
    model.step(tuning.durations.spin);
    const reel = model.reels[0]!;
    expect(model.flashAlpha(reel)).toBeCloseTo(tuning.factors.flashAlpha, 9);
    model.step(tuning.durations.flash);
    expect(model.flashAlpha(reel)).toBe(0);
    expect(model.glowAlpha(reel)).toBeCloseTo(
      tuning.factors.glowAlpha * tuning.factors.glowRest,
      9,
    );
  });

  it.each(PACES.flatMap((pace) => FRAME_RATES.map((fps) => [pace, fps] as const)))(
    'at %s pace stops every reel exactly on its item at %i fps, within the reveal time the server holds',
    (pace, fps) => {
      const rng = seedrandom(`case-pace-${pace}-${fps}`);
      const model = new CaseUnboxModel(tuning);
      model.setReels({ items: demoCaseItems, count: 1 });
      for (const spin of seededSpins(`case-pace-${pace}-${fps}`, 60)) {
        model.spin({ ...spin, pace });
        const clock = frameClock(fps, rng, 60);
        let beforeLanding = 0;
        const frames = runFrames(
          clock,
          (dt) => {
            beforeLanding = clock.elapsed - dt;
            model.step(dt);
          },
          () => model.done.length > 0,
        );
        expect(model.done).toEqual([spin.id]);
        model.done.length = 0;
        if (pace === 'instant') expect(frames).toBe(1);
        expect(beforeLanding).toBeLessThan(caseUnboxGame.revealMs(spin.reels.length, pace) + 1);
        spin.reels.forEach(({ item }, k) => {
          const reel = model.reels[k]!;
          expectStoppedOnWin(model, reel, item);
          expect(model.glowAlpha(reel)).toBeGreaterThan(0);
        });
        runFrames(
          clock,
          (dt) => model.step(dt),
          () => model.still(),
        );
      }
    },
  );

  it.each(PACES)('at %s pace spins no longer than the reveal time, to the millisecond', (pace) => {
    for (let count = 1; count <= 5; count++) {
      const model = new CaseUnboxModel(tuning);
      const reels = Array.from({ length: count }, (_, k) => ({
        openingId: `ms-${k}`,
        item: demoCaseItems[k]!,
      }));
      model.spin({ id: 'ms', price: demoCasePrice, reels, pace });
      let elapsed = 0;
      while (model.done.length === 0) {
        model.step(1);
        elapsed += 1;
      }
      const reveal = caseUnboxGame.revealMs(count, pace);
      expect(elapsed).toBeLessThanOrEqual(Math.max(1, reveal + 1));
      expect(elapsed).toBeGreaterThanOrEqual(reveal - 1);
    }
  });

  it('skips every reel onto its won item at once', () => {
    const model = new CaseUnboxModel(tuning);
    model.setReels({ items: demoCaseItems, count: 5 });
    const reels = Array.from({ length: 5 }, (_, k) => ({
      openingId: `skip-${k}`,
      item: demoCaseItems[k * 3]!,
    }));
    model.spin({ id: 'sk', price: demoCasePrice, reels });
    model.step(100); // the last reels have not even started
    expect(model.remaining()).toBeGreaterThan(tuning.durations.spin);
    model.skip();
    expect(model.done).toEqual(['sk']);
    reels.forEach(({ item }, k) => expectStoppedOnWin(model, model.reels[k]!, item));
    // the flash starts on the skipped stop, as on a real one
    expect(model.flashAlpha(model.reels[4]!)).toBe(tuning.factors.flashAlpha);
    expect(model.remaining()).toBe(0);
  });

  it('is still once the reels stopped and their flash faded', () => {
    const model = new CaseUnboxModel(tuning);
    model.setReels({ items: demoCaseItems, count: 2 });
    expect(model.still()).toBe(true); // idle reels do not move
    model.spin({
      id: 'st',
      price: demoCasePrice,
      reels: [{ openingId: 'st-1', item: demoCaseItems[2]! }],
    });
    expect(model.still()).toBe(false);
    model.step(tuning.durations.spin);
    expect(model.still()).toBe(false);
    model.step(Math.max(tuning.durations.flash, tuning.durations.label));
    expect(model.still()).toBe(true);
  });
});
