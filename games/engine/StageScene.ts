import Phaser from 'phaser';
import type { AnyGameBus, BusEvents, GameBus } from './bus';
import { fitBoard } from './pixelRatio';
import type { MotionPreference, ProbedScene, SceneInit } from './sceneTypes';
import { resolveTuning, type Tuning, type TuningFile } from './tuning';

// The base of every game scene: takes the bus and motion preference from the stage, fits
// the game's board (sizes.width x sizes.height board units) to the canvas at any size and
// pixel ratio, and drops its bus listeners when the stage stops it. A scene only animates
// what the bus tells it and reports back on the same bus.

type Handler<C extends object, K extends keyof BusEvents<C>> = (event: BusEvents<C>[K]) => void;

/** A scene over its game's tuning file and bus commands (`C`: the game's own, from its bus.ts). */
export abstract class StageScene<T extends TuningFile, C extends object = object>
  extends Phaser.Scene
  implements ProbedScene
{
  protected bus!: GameBus<C>;
  protected motion!: MotionPreference;
  protected tuning!: Tuning<T>;
  /** Canvas pixels per board unit; text renders at this resolution to stay crisp. */
  protected zoom = 1;
  private centre = { x: 0, y: 0 };
  private readonly unsubscribes: Array<() => void> = [];
  private readonly texts: Phaser.GameObjects.Text[] = [];

  /** The game's own tuning.json, used unless the stage passes another. */
  protected abstract readonly defaultTuning: T;

  init(data: SceneInit): void {
    // The stage hands every scene the bus its page made for this game's commands.
    this.bus = data.bus;
    this.motion = data.motion;
    this.tuning = resolveTuning((data.tuning as T | undefined) ?? this.defaultTuning);
    this.texts.length = 0;
  }

  create(): void {
    // Motion comes from our own delta-driven glides; should a tween ever run, it must not
    // rewrite a long frame either.
    this.tweens.setLagSmooth();
    this.build();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.fit, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.fit();
    this.listen();
    (this.bus as AnyGameBus).emit('ready');
  }

  /** Creates the display objects (called on every start; Phaser destroys them on stop). */
  protected abstract build(): void;
  /** Subscribes to the game's commands with `this.on`. */
  protected abstract listen(): void;
  abstract probe(): unknown;

  /** Board width and height in board units. */
  protected boardSize(): { width: number; height: number } {
    const sizes = this.tuning.sizes as Record<string, number>;
    return { width: sizes.width ?? 800, height: sizes.height ?? 600 };
  }

  protected on<K extends keyof BusEvents<C>>(type: K, handler: Handler<C, K>): void {
    this.bus.on(type, handler);
    this.unsubscribes.push(() => this.bus.off(type, handler));
  }

  /** Durations shrink under prefers-reduced-motion (never to nothing: the outcome still shows). */
  protected duration(ms: number): number {
    const factors = this.tuning.factors as Record<string, number>;
    return this.motion.reduced ? ms * (factors.reducedMotion ?? 0.3) : ms;
  }

  /** A text that keeps its resolution in step with the canvas zoom. */
  protected addText(
    x: number,
    y: number,
    text: string,
    style: Phaser.Types.GameObjects.Text.TextStyle,
  ) {
    const object = this.add.text(x, y, text, style).setResolution(this.zoom);
    this.texts.push(object);
    return object;
  }

  /** Destroys a text made with addText. */
  protected removeText(text: Phaser.GameObjects.Text): void {
    const index = this.texts.indexOf(text);
    if (index >= 0) this.texts.splice(index, 1);
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
    if (fit.zoom !== this.zoom) {
      this.zoom = fit.zoom;
      for (const text of this.texts) text.setResolution(this.zoom);
    }
  }

  /** Moves the view by (dx, dy) board units from its resting place: shakes. */
  protected offsetView(dx: number, dy: number): void {
    this.cameras.main.centerOn(this.centre.x - dx, this.centre.y - dy);
  }

  private teardown(): void {
    for (const off of this.unsubscribes) off();
    this.unsubscribes.length = 0;
    this.scale.off(Phaser.Scale.Events.RESIZE, this.fit, this);
  }
}
