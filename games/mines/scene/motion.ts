import type { MinesSound } from '../sounds';
import type { MinesCommands } from '../bus';
import { stepProgress } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { Pace } from '../../pace';
import type minesTuningFile from '../tuning.json';
import { boardLooks, isTile, TILES, type TileFace, type TileLook } from './board';

// Mines motion without Phaser: each tile flips (edge-on at the middle, where its face
// changes) on a schedule set by the commands, on a clock made of the frame deltas. A mine
// reveal flips the tile, explodes, and then flips every other mine in, one after another;
// a cash-out flips the remaining mines in dimmed. MinesScene draws this state.

export type MinesTuning = Tuning<typeof minesTuningFile>;

export interface TileMotion extends TileLook {
  /** The face on show right now (it changes when the flip is edge-on). */
  shownFace: TileFace;
  shownDim: boolean;
  shownExploded: boolean;
  flipStart: number;
  flipLength: number;
}

interface Scheduled {
  at: number;
  id?: string;
  sound?: MinesSound;
}

export class MinesModel {
  /** The model's clock: the sum of all frame deltas, in ms. */
  now = 0;
  readonly tiles: TileMotion[] = Array.from({ length: TILES }, () => ({
    face: 'hidden' as TileFace,
    dim: false,
    exploded: false,
    shownFace: 'hidden' as TileFace,
    shownDim: false,
    shownExploded: false,
    flipStart: Number.NEGATIVE_INFINITY, // long still: no flip, no pop
    flipLength: 0,
  }));
  /** The tile under keyboard focus, -1 for none. */
  focus = -1;
  explosion: { tile: number; start: number; length: number } | null = null;
  shake: { start: number; length: number } | null = null;
  /** This frame's landings and sounds, emptied by the scene once shown. */
  readonly done: string[] = [];
  readonly sounds: MinesSound[] = [];
  private schedule: Scheduled[] = [];
  /** The pace of what follows the latest reveal (the face's pop, the shake). */
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: MinesTuning,
    /** Scales a duration by the pace (prefers-reduced-motion shortens them too). */
    private readonly duration: DurationScale = pacedOnly,
    /** False under prefers-reduced-motion: no shaking. */
    private readonly shakes: () => boolean = () => true,
  ) {}

  /** Shows a game as it stands, at once; anything still animating counts as landed. */
  board(state: MinesCommands['mines:board']): void {
    const looks = boardLooks(state);
    for (let i = 0; i < TILES; i++) {
      const tile = this.tiles[i] as TileMotion;
      const look = looks[i] as TileLook;
      Object.assign(tile, look, {
        shownFace: look.face,
        shownDim: look.dim,
        shownExploded: look.exploded,
        flipStart: Number.NEGATIVE_INFINITY,
        flipLength: 0,
      });
    }
    this.explosion = null;
    this.shake = null;
    for (const item of this.schedule) if (item.id !== undefined) this.done.push(item.id);
    this.schedule = [];
  }

  reveal({ id, tile, mine, minePositions, pace = 'normal' }: MinesCommands['mines:reveal']): void {
    if (!isTile(tile) || this.tiles[tile]?.face !== 'hidden') {
      this.later(this.now, { id }); // nothing to turn over: done at the next frame
      return;
    }
    const { durations } = this.tuning;
    this.afterPace = afterglowPace(pace);
    const flip = this.duration(durations.flip, pace);
    const faceAt = this.now + flip / 2;
    this.flip(tile, mine ? 'mine' : 'gem', false, mine, this.now, flip);
    if (!mine) {
      this.later(faceAt, { sound: 'game.mines-reveal' });
      this.later(this.now + flip, { id });
      return;
    }
    this.later(faceAt, { sound: 'game.mines-explosion' });
    const explosion = this.duration(durations.explosion, pace);
    this.explosion = { tile, start: faceAt, length: explosion };
    const shake = durations.shake * timeShare(this.duration, this.afterPace);
    this.shake = this.shakes() ? { start: faceAt, length: shake } : null;
    const othersFrom = this.now + flip + this.duration(durations.revealDelay, pace);
    const othersEnd = this.flipRemainingMines(minePositions, othersFrom, pace);
    this.later(Math.max(this.now + flip, faceAt + explosion, othersEnd), { id });
  }

  cashout({ id, minePositions, pace = 'normal' }: MinesCommands['mines:cashout']): void {
    this.afterPace = afterglowPace(pace);
    this.later(this.flipRemainingMines(minePositions, this.now, pace), { id });
  }

  /** Ms until every flip, explosion and landing under way is over (0 when none is). */
  remaining(): number {
    let end = this.now;
    for (const item of this.schedule) end = Math.max(end, item.at);
    for (const tile of this.tiles) {
      if (Number.isFinite(tile.flipStart)) end = Math.max(end, tile.flipStart + tile.flipLength);
    }
    if (this.explosion) end = Math.max(end, this.explosion.start + this.explosion.length);
    return end - this.now;
  }

  /** Lands every flip under way now, as its last frame would. */
  skip(): void {
    const left = this.remaining();
    if (left > 0 || this.schedule.length > 0) this.step(left);
  }

  /** No tile flips or pops, nothing explodes or shakes, nothing is left to announce. */
  still(): boolean {
    if (this.schedule.length > 0 || this.explosionProgress() < 1) return false;
    if (this.shake && stepProgress(this.now, this.shake.start, this.shake.length) < 1) return false;
    const pop = this.duration(this.tuning.durations.pop, this.afterPace);
    for (const tile of this.tiles) {
      if (tile.shownFace !== tile.face || tile.shownDim !== tile.dim) return false;
      const end = tile.flipStart + tile.flipLength;
      if (this.now < end || this.now < tile.flipStart + tile.flipLength / 2 + pop) return false;
    }
    return true;
  }

  step(dt: number): void {
    this.now += dt;
    for (let i = 0; i < TILES; i++) {
      const tile = this.tiles[i] as TileMotion;
      if (tile.shownFace !== tile.face || tile.shownDim !== tile.dim) {
        if (this.flipProgress(tile) >= 0.5) {
          tile.shownFace = tile.face;
          tile.shownDim = tile.dim;
          tile.shownExploded = tile.exploded;
        }
      }
    }
    if (this.schedule.length === 0) return;
    let keep = 0;
    for (let i = 0; i < this.schedule.length; i++) {
      const item = this.schedule[i] as Scheduled;
      if (item.at <= this.now) {
        if (item.id !== undefined) this.done.push(item.id);
        if (item.sound !== undefined) this.sounds.push(item.sound);
      } else {
        this.schedule[keep++] = item;
      }
    }
    this.schedule.length = keep;
  }

  /** 0..1 through the tile's flip; 1 when still. */
  flipProgress(tile: TileMotion): number {
    return stepProgress(this.now, tile.flipStart, tile.flipLength);
  }

  /** Horizontal scale of a tile: 1, down to 0 edge-on, back to 1. */
  tileScaleX(tile: TileMotion): number {
    const eased = this.tuning.easings.flip(this.flipProgress(tile));
    return Math.abs(1 - 2 * eased);
  }

  /** Scale of a freshly shown face: pops a little past full size and settles. */
  iconScale(tile: TileMotion): number {
    const faceAt = tile.flipStart + tile.flipLength / 2;
    const pop = stepProgress(
      this.now,
      faceAt,
      this.duration(this.tuning.durations.pop, this.afterPace),
    );
    return this.tuning.easings.pop(pop);
  }

  /** 0..1 through the explosion; 1 when there is none. */
  explosionProgress(): number {
    const e = this.explosion;
    return e ? stepProgress(this.now, e.start, e.length) : 1;
  }

  /** The view's shake offset: a fading wobble, 0 when still (and always under reduced motion). */
  shakeOffset(amplitude: number): number {
    const s = this.shake;
    if (!s) return 0;
    const p = stepProgress(this.now, s.start, s.length);
    if (p <= 0 || p >= 1) return 0;
    return amplitude * (1 - p) * Math.sin(p * Math.PI * 9);
  }

  private flip(
    index: number,
    face: TileFace,
    dim: boolean,
    exploded: boolean,
    start: number,
    length: number,
  ): void {
    const tile = this.tiles[index] as TileMotion;
    tile.face = face;
    tile.dim = dim;
    tile.exploded = exploded;
    tile.flipStart = start;
    tile.flipLength = length;
  }

  /** Flips every mine not yet shown, dimmed, one after another from `start`; returns when the last lands. */
  private flipRemainingMines(
    minePositions: readonly number[] | null,
    start: number,
    pace: Pace,
  ): number {
    const { durations } = this.tuning;
    const stagger = this.duration(durations.stagger, pace);
    const length = this.duration(durations.dimFlip, pace);
    let end = start;
    let order = 0;
    for (const index of minePositions ?? []) {
      if (!isTile(index) || this.tiles[index]?.face !== 'hidden') continue;
      const begin = start + order * stagger;
      this.flip(index, 'mine', true, false, begin, length);
      end = begin + length;
      order += 1;
    }
    return end;
  }

  private later(at: number, item: Omit<Scheduled, 'at'>): void {
    this.schedule.push({ at, ...item });
  }
}

/** The share of a normal duration kept at `pace` under the current setting. */
function timeShare(duration: DurationScale, pace: Pace): number {
  return duration(1000, pace) / 1000;
}
