import Phaser from 'phaser';
import type { Pace } from '../pace';
import type { AnyGameBus, BusEvents, GameBus } from './bus';
import type { EasingTable } from './easings';
import { timeFactor, type DurationScale } from './pacing';
import { fitBoard } from './pixelRatio';
import { measuredTextStyle, readableFontSize } from './readableText';
import type { IdleScene, MotionPreference, ProbedScene, SceneInit } from './sceneTypes';
import type { SceneSound } from './sounds';
import { resolveTuning, type Tuning, type TuningFile } from './tuning';

// The base of every game scene: takes the bus and motion preference from the stage, fits
// the game's board (sizes.width x sizes.height board units) to the canvas at any size and
// pixel ratio, and drops its bus listeners when the stage stops it. A scene only animates
// what the bus tells it and reports back on the same bus. Every scene also plays each
// outcome at the pace it carries, lands everything at once on 'scene:skip', keeps its text
// readable on small canvases, and says when nothing moves so the stage can stop drawing.

type Handler<C extends object, K extends keyof BusEvents<C>> = (event: BusEvents<C>[K]) => void;

/** What a scene's motion model heard during a frame: its sounds and the ids that landed. */
export interface FrameNews {
  readonly sounds: SceneSound[];
  readonly done: string[];
}

/** Frames drawn after any change before a still scene counts as idle (the change must show). */
const SETTLE_FRAMES = 2;
/** A countdown alone draws this many frames a second (StageScene.frameRate). */
export const COUNTDOWN_FPS = 30;

/** A scene over its game's tuning file and bus commands (`C`: the game's own, from its bus.ts). */
export abstract class StageScene<T extends TuningFile, C extends object = object>
  extends Phaser.Scene
  implements ProbedScene, IdleScene
{
  protected bus!: GameBus<C>;
  protected motion!: MotionPreference;
  protected tuning!: Tuning<T>;
  /** Drawn over a chroma key: text off the board's own backgrounds wants an outline. */
  protected chromaKey = false;
  /** Canvas pixels per board unit; text renders at this resolution to stay crisp. */
  protected zoom = 1;
  private centre = { x: 0, y: 0 };
  private readonly unsubscribes: Array<() => void> = [];
  private readonly texts: Phaser.GameObjects.Text[] = [];
  /** Each text's designed font size in board units (it may be drawn larger on small canvases). */
  private readonly designedFont = new Map<Phaser.GameObjects.Text, number>();
  private settle = SETTLE_FRAMES;
  /** Durations as the models use them: this scene's duration() (see there). */
  protected readonly durations: DurationScale = (ms, pace) => this.duration(ms, pace);

  /** The game's own tuning.json, used unless the stage passes another. */
  protected abstract readonly defaultTuning: T;
  /** The game's own curves its tuning may name besides the engine's (its easings.ts). */
  protected readonly ownEasings: EasingTable = {};

  init(data: SceneInit): void {
    // The stage hands every scene the bus its page made for this game's commands.
    this.bus = data.bus;
    this.motion = data.motion;
    this.chromaKey = data.chromaKey ?? false;
    this.tuning = resolveTuning(
      (data.tuning as T | undefined) ?? this.defaultTuning,
      this.ownEasings,
    );
    this.texts.length = 0;
    this.designedFont.clear();
    this.settle = SETTLE_FRAMES;
  }

  create(): void {
    // Motion comes from our own delta-driven glides; should a tween ever run, it must not
    // rewrite a long frame either.
    this.tweens.setLagSmooth();
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.fit, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.on(Phaser.Scenes.Events.POST_UPDATE, this.settleFrame, this);
    this.fit();
    this.listen();
    this.on('scene:skip', () => this.skip());
    (this.bus as AnyGameBus).emit('ready');
  }

  /** Creates the display objects (called on every start; Phaser destroys them on stop). */
  protected abstract build(): void;
  /** Subscribes to the game's commands with `this.on`. */
  protected abstract listen(): void;
  abstract probe(): unknown;
  /** Lands every running animation now, as its last frame would (the usual 'done' follows). */
  protected abstract skip(): void;
  /** True when nothing on the board moves or fades: drawing again would show the same. */
  protected abstract still(): boolean;

  /** Nothing to draw until the next command, resize or visibility change (the stage sleeps). */
  idle(): boolean {
    if (this.settle > 0 || this.load.isLoading()) return false;
    return this.tweens.getTweens().length === 0 && this.still();
  }

  /**
   * Every frame the display shows, unless only a countdown moves (`countingDownOnly`): its
   * bar creeps a pixel or two a frame at COUNTDOWN_FPS, and every frame drawn in software
   * costs a phone's battery (an open roulette page took half a core without a GPU).
   */
  frameRate(): number {
    if (this.settle > 0 || this.tweens.getTweens().length > 0) return 0;
    return this.countingDownOnly() ? COUNTDOWN_FPS : 0;
  }

  /** True when nothing moves but a countdown's bar and text (rounds between their bets). */
  protected countingDownOnly(): boolean {
    return false;
  }

  /** Board width and height in board units. */
  protected boardSize(): { width: number; height: number } {
    const sizes = this.tuning.sizes as Record<string, number>;
    return { width: sizes.width ?? 800, height: sizes.height ?? 600 };
  }

  protected on<K extends keyof BusEvents<C>>(type: K, handler: Handler<C, K>): void {
    const handle: Handler<C, K> = (event) => {
      this.settle = SETTLE_FRAMES; // whatever it changed gets drawn before the scene idles
      handler(event);
    };
    this.bus.on(type, handle);
    this.unsubscribes.push(() => this.bus.off(type, handle));
  }

  /**
   * A normal duration as played at `pace`, shortened further under prefers-reduced-motion
   * (the shorter wins). Instant is 0: the landed state shows on the next frame.
   */
  protected duration(ms: number, pace: Pace = 'normal'): number {
    const factors = this.tuning.factors as Record<string, number>;
    return ms * timeFactor(pace, this.motion.reduced ? (factors.reducedMotion ?? 0.3) : null);
  }

  /**
   * A text that keeps its resolution in step with the canvas zoom, tall enough for every
   * glyph it may hold (measuredTextStyle: underscores are not cut off).
   */
  protected addText(
    x: number,
    y: number,
    text: string,
    style: Phaser.Types.GameObjects.Text.TextStyle,
  ) {
    const object = this.add.text(x, y, text, measuredTextStyle(style)).setResolution(this.zoom);
    this.texts.push(object);
    const designed = Number.parseFloat(String(style.fontSize ?? '16'));
    this.designedFont.set(object, designed);
    const readable = this.readableSize(designed);
    if (readable !== designed) object.setFontSize(readable);
    return object;
  }

  /** The font size (board units) a `designed`-unit text is drawn at on the canvas as it is now. */
  protected readableSize(designed: number): number {
    return readableFontSize(designed, this.cssPerUnit());
  }

  /** CSS pixels one board unit shows as: canvas pixels per unit times CSS px per canvas px. */
  protected cssPerUnit(): number {
    return this.zoom * this.scale.zoom;
  }

  /** Destroys a text made with addText. */
  protected removeText(text: Phaser.GameObjects.Text): void {
    const index = this.texts.indexOf(text);
    if (index >= 0) this.texts.splice(index, 1);
    this.designedFont.delete(text);
    text.destroy();
  }

  /** Fits the board to the canvas; a scene whose board size changes calls it again. */
  protected fit(): void {
    const camera = this.cameras.main;
    const { width, height } = this.scale.gameSize;
    const board = this.boardSize();
    const fit = fitBoard(width, height, board.width, board.height);
    camera.setSize(width, height);
    camera.setZoom(fit.zoom);
    this.centre.x = fit.centerX;
    this.centre.y = fit.centerY;
    camera.centerOn(fit.centerX, fit.centerY);
    this.settle = SETTLE_FRAMES;
    if (fit.zoom !== this.zoom) {
      this.zoom = fit.zoom;
      for (const text of this.texts) {
        text.setResolution(this.zoom);
        const designed = this.designedFont.get(text);
        if (designed !== undefined) text.setFontSize(this.readableSize(designed));
      }
      this.fitted();
    }
  }

  /** Called when the board's scale on screen changed: a scene whose labels depend on it redraws them. */
  protected fitted(): void {}

  /**
   * Tells the sounds and landings of the frame just drawn, then empties them: they go out
   * once the frame that shows them is drawn. Index loops: no iterator a frame.
   */
  protected tellFrame(news: FrameNews): void {
    // The engine's own events, which every game's bus carries (as 'ready' above).
    const bus = this.bus as AnyGameBus;
    for (let i = 0; i < news.sounds.length; i++) bus.emit('sound', { name: news.sounds[i]! });
    news.sounds.length = 0;
    for (let i = 0; i < news.done.length; i++) bus.emit('done', { id: news.done[i]! });
    news.done.length = 0;
  }

  /** Moves the view by (dx, dy) board units from its resting place: shakes. */
  protected offsetView(dx: number, dy: number): void {
    this.cameras.main.centerOn(this.centre.x - dx, this.centre.y - dy);
  }

  private settleFrame(): void {
    if (this.settle > 0) this.settle -= 1;
  }

  private teardown(): void {
    this.events.off(Phaser.Scenes.Events.POST_UPDATE, this.settleFrame, this);
    for (const off of this.unsubscribes) off();
    this.unsubscribes.length = 0;
    this.scale.off(Phaser.Scale.Events.RESIZE, this.fit, this);
  }
}
