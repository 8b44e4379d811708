import Phaser from 'phaser';
import { canvasSizeFor } from './pixelRatio';
import type { IdleScene, SceneInit, SceneName } from './sceneTypes';

// The stage: one Phaser.Game for the whole app. It is created on the first game mount and
// kept; each game page borrows it, so a route change starts and stops a scene instead of
// booting a renderer again. Its canvas moves into whichever host element is current and
// follows that element's size at the device's pixel ratio. The frame loop only runs while
// something moves: once the scene says it is idle the loop sleeps (a phone keeps its
// battery), and any command on the scene's bus, a resize or the page showing again wakes it.
// While it runs, it runs at the rate the scene asks for (a countdown alone needs fewer frames).

export type SceneClass = new () => Phaser.Scene;

export interface MountRequest {
  name: SceneName;
  sceneClass: SceneClass;
  init: SceneInit;
  ariaLabel: string;
}

/** Steps the game by hand (the probe): no requestAnimationFrame, exact deltas. */
export interface ManualClock {
  /** Advances `dt` ms; `render` also draws the frame (skipped otherwise, to save time). */
  step(dt: number, render?: boolean): void;
}

/** What a scene announces itself; everything else on its bus is a command for it. */
const SCENE_EVENTS = new Set<unknown>(['ready', 'done', 'sound']);

const isIdleScene = (scene: Phaser.Scene | null): scene is Phaser.Scene & IdleScene =>
  typeof (scene as Partial<IdleScene> | null)?.idle === 'function' &&
  typeof (scene as Partial<IdleScene>).frameRate === 'function';

interface Mounted {
  token: object;
  name: SceneName;
  host: HTMLElement;
  init: SceneInit;
  observer: ResizeObserver;
}

export class Stage {
  private mounted: Mounted | null = null;
  private manual = false;
  private pixelRatioQuery: MediaQueryList | null = null;
  /** The frame rate last asked for (limitFrames); 0: every display frame. */
  private wantedFps = 0;

  constructor(readonly game: Phaser.Game) {
    game.canvas.setAttribute('role', 'img');
    // Out of the flow: the host's size drives the canvas, never the other way round.
    Object.assign(game.canvas.style, {
      display: 'block',
      position: 'absolute',
      left: '0',
      top: '0',
    });
    document.addEventListener('visibilitychange', this.onVisibility);
    game.events.on(Phaser.Core.Events.POST_RENDER, this.onRendered);
    this.game.loop.sleep(); // nothing to draw until a scene is mounted
  }

  /**
   * Starts `name` in `host` (stopping whatever scene was mounted before) and returns the
   * function that stops it again. Stopping is a no-op once another mount took over, so an
   * old page unmounting late cannot stop its successor's scene.
   */
  mount(host: HTMLElement, request: MountRequest): () => void {
    if (this.mounted) this.unmount(this.mounted);
    const { game } = this;
    const token = {};
    const observer = new ResizeObserver(() => this.fitTo(host));
    this.mounted = { token, name: request.name, host, init: request.init, observer };

    game.canvas.setAttribute('aria-label', request.ariaLabel);
    request.init.bus.on('*', this.onBusEvent);
    host.appendChild(game.canvas);
    observer.observe(host);
    this.watchPixelRatio();
    this.fitTo(host);

    if (!game.scene.getScene(request.name)) game.scene.add(request.name, request.sceneClass, false);
    game.scene.start(request.name, request.init);
    if (!document.hidden) this.wake();

    return () => {
      if (this.mounted?.token === token) this.unmount(this.mounted);
    };
  }

  /** The running scene, if any (the viewer and the probe talk to it). */
  currentScene(): Phaser.Scene | null {
    return this.mounted ? this.game.scene.getScene(this.mounted.name) : null;
  }

  /** Restarts the current scene with some of its start data replaced (the viewer's live tuning). */
  restartCurrent(patch: Partial<SceneInit>): void {
    const mounted = this.mounted;
    if (!mounted) return;
    mounted.init.bus.off('*', this.onBusEvent);
    mounted.init = { ...mounted.init, ...patch };
    mounted.init.bus.on('*', this.onBusEvent);
    this.game.scene.start(mounted.name, mounted.init);
    this.wake();
  }

  setAriaLabel(label: string): void {
    this.game.canvas.setAttribute('aria-label', label);
  }

  /** Stops the animation frame loop for good and hands out a clock to step by hand. */
  manualClock(): ManualClock {
    this.manual = true;
    this.game.loop.sleep();
    let time = performance.now();
    return {
      step: (dt, render = false) => {
        time += dt;
        if (render) this.game.step(time, dt);
        else this.game.headlessStep(time, dt);
      },
    };
  }

  private unmount(mounted: Mounted): void {
    mounted.observer.disconnect();
    mounted.init.bus.off('*', this.onBusEvent);
    this.game.scene.stop(mounted.name);
    if (this.game.canvas.parentElement === mounted.host) this.game.canvas.remove();
    this.mounted = null;
    this.game.loop.sleep();
    this.limitFrames(0);
  }

  private fitTo(host: HTMLElement): void {
    const { width: cssWidth, height: cssHeight } = host.getBoundingClientRect();
    if (cssWidth === 0 || cssHeight === 0) return; // hidden host: keep the last size
    const size = canvasSizeFor(cssWidth, cssHeight, window.devicePixelRatio);
    const scale = this.game.scale;
    // NONE scale mode: the drawing buffer is canvas pixels, the zoom brings it back to CSS size.
    if (scale.zoom !== 1 / size.ratio) scale.setZoom(1 / size.ratio);
    if (scale.width !== size.width || scale.height !== size.height) {
      scale.resize(size.width, size.height);
    }
    this.game.canvas.style.width = `${cssWidth}px`;
    this.game.canvas.style.height = `${cssHeight}px`;
    if (!document.hidden) this.wake(); // draw the new size
  }

  /** A window dragged to another screen changes the pixel ratio without resizing the host. */
  private watchPixelRatio(): void {
    this.pixelRatioQuery?.removeEventListener('change', this.onPixelRatio);
    this.pixelRatioQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    this.pixelRatioQuery.addEventListener('change', this.onPixelRatio);
  }

  private readonly onPixelRatio = () => {
    if (!this.mounted) return;
    this.watchPixelRatio();
    this.fitTo(this.mounted.host);
  };

  /** After each frame: a mounted scene with nothing left to draw sends the loop to sleep. */
  private readonly onRendered = () => {
    if (this.manual || !this.mounted) return;
    const scene = this.currentScene();
    if (!scene || !scene.sys.isActive() || !isIdleScene(scene)) return;
    if (scene.idle()) this.game.loop.sleep();
    else this.limitFrames(scene.frameRate());
  };

  /** A command for the scene: it has something to show, so frames run again, every one. */
  private readonly onBusEvent = (type: unknown) => {
    if (SCENE_EVENTS.has(type) || document.hidden) return;
    this.limitFrames(0);
    this.wake();
  };

  /**
   * Runs the loop at `fps` frames a second (0: every display frame). Applied once the frame
   * in hand returns: the loop restarts its frame requests, and one made inside a frame's
   * callback would run beside the request that callback makes.
   */
  private limitFrames(fps: number): void {
    if (this.wantedFps === fps) return;
    this.wantedFps = fps;
    queueMicrotask(() => {
      const loop = this.game.loop;
      // The last rate asked for wins, whatever order the requests were made in.
      if (this.wantedFps !== fps || loop.fpsLimit === fps) return;
      // The frame just drawn used its time: the limited loop counts on from it, not again.
      loop.delta = 0;
      loop.setFPSLimit(fps);
    });
  }

  private readonly onVisibility = () => {
    if (this.manual || !this.mounted) return;
    if (document.hidden) this.game.loop.sleep();
    else this.wake();
  };

  private wake(): void {
    if (this.manual || this.game.loop.running) return;
    // Resume where the animation stopped: the hidden time is not a frame delta.
    this.game.loop.resetDelta();
    this.game.loop.wake();
  }
}

function createGame(): Promise<Phaser.Game> {
  return new Promise((resolve) => {
    const game = new Phaser.Game({
      type: Phaser.AUTO, // WebGL, or Canvas where WebGL is missing
      parent: null, // the stage places the canvas itself
      width: 1,
      height: 1,
      transparent: true,
      banner: false,
      autoFocus: false,
      disableContextMenu: false,
      // The page owns the controls (DOM buttons, keyboard); the canvas only shows.
      input: { keyboard: false, mouse: false, touch: false, gamepad: false },
      audio: { noAudio: true }, // the page plays sounds when a scene asks for them
      // No lag smoothing: a long frame moves animations by its real length.
      fps: { smoothStep: false },
      scale: { mode: Phaser.Scale.NONE },
      render: { antialias: true, powerPreference: 'default' },
    });
    game.events.once(Phaser.Core.Events.READY, () => resolve(game));
  });
}

let stage: Promise<Stage> | null = null;

/** The app's one stage, created on first use. */
export function getStage(): Promise<Stage> {
  stage ??= createGame().then((game) => new Stage(game));
  return stage;
}
