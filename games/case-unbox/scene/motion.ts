import type { CaseUnboxSound } from '../sounds';
import type { CaseReelItem, CaseUnboxCommands } from '../bus';
import { createGlide, glideTo, lerp, snapGlide } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { Pace } from '../../pace';
import type caseTuningFile from '../tuning.json';
import { type Reel, advanceReel } from './reel';
import { buildStrip, rarityRank, type ReelStrip } from './strip';

// Case reels without Phaser: where each reel's strip is at any moment, given the commands
// so far and the frame time that passed. A reel's position is the strip coordinate under
// the centre marker; it glides from the card the reel last showed to a point inside the
// won card. CaseUnboxScene draws this state; the tests step it at several frame rates.

export type CaseTuning = Tuning<typeof caseTuningFile>;

/** Reels on show at once. */
export const REELS_MAX = 5;

export type { Reel } from './reel';

interface Spin {
  id: string;
  price: number;
}

/** Rank from which a win sounds rare (classified), and from which it is big (knives, gloves). */
const RARE_RANK = rarityRank('classified');
const BIG_RANK = rarityRank('rare-special');

export function clampCount(count: number): number {
  return Math.min(Math.max(Math.round(count) || 1, 1), REELS_MAX);
}

export class CaseUnboxModel {
  items: readonly CaseReelItem[] = [];
  reels: Reel[] = [];
  /** Bumped whenever the number of reels or their cards change: the scene re-lays out. */
  layoutVersion = 0;
  /** Ids whose reels all stopped since the scene last emptied this list. */
  readonly done: string[] = [];
  /** Sounds to play once the current frame is drawn. */
  readonly sounds: CaseUnboxSound[] = [];
  private spinning: Spin | null = null;
  /** The pace of what follows the stops of the reels on show (flash, label pop). */
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: CaseTuning,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
  ) {}

  /** Board units between the starts of two cards. */
  get pitch(): number {
    return this.tuning.sizes.cardWidth + this.tuning.sizes.cardGap;
  }

  /** Strip coordinate of card `index`'s centre. */
  cardCentre(index: number): number {
    return index * this.pitch + this.tuning.sizes.cardWidth / 2;
  }

  /** The case on show: idle reels of its items (a spin under way keeps its reels). */
  setReels({ items, count }: CaseUnboxCommands['case-unbox:reels']): void {
    this.items = items;
    if (this.spinning) return;
    const wanted = clampCount(count);
    const reels: Reel[] = [];
    for (let k = 0; k < wanted; k++) {
      // A reel that already shows a result keeps it; the others show the case's items.
      const kept = this.reels[k];
      if (kept && kept.landed && kept.result) reels.push(kept);
      else reels.push(this.idleReel(k));
    }
    this.reels = reels;
    this.layoutVersion += 1;
  }

  spin({ id, price, reels, pace = 'normal' }: CaseUnboxCommands['case-unbox:spin']): void {
    // A spin that starts before the last one stopped replaces it: that one is over now.
    if (this.spinning) this.done.push(this.spinning.id);
    const { factors, durations, easings } = this.tuning;
    const shape = { length: factors.stripLength, tail: factors.tailCards, jitter: factors.jitter };
    const startIndex = Math.min(factors.startIndex, shape.length - shape.tail - 2);
    const spin = this.duration(durations.spin, pace);
    const stagger = this.duration(durations.stagger, pace);
    this.afterPace = afterglowPace(pace);
    this.reels = reels.slice(0, REELS_MAX).map(({ openingId, item }, k) => {
      const before = this.reels[k];
      const shown = before ? this.cardUnderMarker(before) : null;
      const strip = buildStrip(
        openingId,
        this.items,
        item,
        shape,
        shown ? { index: startIndex, card: shown.card } : undefined,
      );
      const { cardWidth } = this.tuning.sizes;
      const position = createGlide(this.cardCentre(startIndex) + (shown?.offset ?? 0) * cardWidth);
      const target = this.cardCentre(strip.winIndex) + strip.offset * cardWidth;
      glideTo(position, target, spin, easings.spin);
      return { strip, position, delay: k * stagger, sinceLanding: 0, landed: false, result: true };
    });
    this.spinning = { id, price };
    this.layoutVersion += 1;
    this.sounds.push('game.case-open');
    if (this.reels.length === 0) this.finish();
  }

  step(dt: number): void {
    for (const reel of this.reels) advanceReel(reel, dt);
    if (this.spinning && this.reels.every((reel) => reel.landed)) this.finish();
  }

  /** Ms until every reel of the spin under way has stopped (0 when none spins). */
  remaining(): number {
    let left = 0;
    for (const reel of this.reels) {
      if (reel.landed) continue;
      const glide = reel.position;
      const spinLeft = glide.moving ? Math.max(0, glide.duration - glide.elapsed) : 0;
      left = Math.max(left, reel.delay + spinLeft);
    }
    return left;
  }

  /** Stops every reel on its won card now, as its last frame would. */
  skip(): void {
    if (this.reels.some((reel) => !reel.landed)) this.step(this.remaining());
  }

  /** No reel spins, flashes or pops its label any more. */
  still(): boolean {
    const { flash, label } = this.tuning.durations;
    const after = Math.max(
      this.duration(flash, this.afterPace),
      this.duration(label, this.afterPace),
    );
    return this.reels.every((reel) => reel.landed && (!reel.result || reel.sinceLanding >= after));
  }

  /** The card under the marker and where in it (in card widths from its centre). */
  cardUnderMarker(reel: Reel): { index: number; card: CaseReelItem; offset: number } | null {
    const { cardWidth } = this.tuning.sizes;
    const index = Math.floor(reel.position.value / this.pitch);
    const card = reel.strip.cards[index];
    if (!card) return null;
    return { index, card, offset: (reel.position.value - this.cardCentre(index)) / cardWidth };
  }

  /** 0..1: how far the won card's flash has faded (0 on the stop, 1 at rest). */
  flashProgress(reel: Reel): number {
    if (!this.showsResult(reel)) return 0;
    const length = this.duration(this.tuning.durations.flash, this.afterPace);
    return length <= 0 ? 1 : Math.min(reel.sinceLanding / length, 1);
  }

  /** Opacity of the rarity glow over the won card: bright on the stop, easing to rest. */
  glowAlpha(reel: Reel): number {
    if (!this.showsResult(reel)) return 0;
    const { glowAlpha, glowRest } = this.tuning.factors;
    return glowAlpha * lerp(1, glowRest, this.flashProgress(reel));
  }

  /** Opacity of the rarity flash over the whole reel: a quick burst after the stop. */
  flashAlpha(reel: Reel): number {
    if (!this.showsResult(reel)) return 0;
    return this.tuning.factors.flashAlpha * (1 - this.flashProgress(reel));
  }

  /** A landed reel of a spin shows its won item (an idle reel shows no result). */
  showsResult(reel: Reel): boolean {
    return reel.landed && reel.result;
  }

  /** 0..1 progress of the won item's label pop. */
  labelProgress(reel: Reel): number {
    const length = this.duration(this.tuning.durations.label, this.afterPace);
    if (!this.showsResult(reel)) return 0;
    return length <= 0 ? 1 : Math.min(reel.sinceLanding / length, 1);
  }

  private finish(): void {
    const spin = this.spinning;
    if (!spin) return;
    this.spinning = null;
    const { bigWinMultiple } = this.tuning.factors;
    let rank = -1;
    let best = 0;
    for (const reel of this.reels) {
      const won = reel.strip.cards[reel.strip.winIndex];
      if (!won) continue;
      rank = Math.max(rank, rarityRank(won.rarity));
      best = Math.max(best, won.price);
    }
    if (rank >= BIG_RANK || (spin.price > 0 && best >= spin.price * bigWinMultiple))
      this.sounds.push('game.case-big-win');
    else if (rank >= RARE_RANK) this.sounds.push('game.case-rare-win');
    this.done.push(spin.id);
  }

  private idleReel(k: number): Reel {
    const { factors } = this.tuning;
    const first = this.items[0];
    const shape = { length: factors.stripLength, tail: factors.tailCards, jitter: 0 };
    const strip: ReelStrip = first
      ? buildStrip(`idle-${k}`, this.items, first, shape)
      : { cards: [], winIndex: 0, offset: 0 };
    const position = createGlide(0);
    snapGlide(position, this.cardCentre(Math.min(factors.startIndex, shape.length - 1)));
    return { strip, position, delay: 0, sinceLanding: 0, landed: true, result: false };
  }
}
