import mitt from 'mitt';
import type {
  BusEvents as EngineBusEvents,
  GameBus as EngineGameBus,
} from '../../../../games/engine/bus';
import type { SceneSound } from '../../../../games/engine/sounds';
import type { GameCommands } from '../../../../games/registry.client';

/** A page's bus: the engine's, over every registered game's commands. */
type BusEvents = EngineBusEvents<GameCommands>;
type GameBus = EngineGameBus<GameCommands>;

// games/engine may only be imported lazily by the client (so Phaser stays out of the lobby);
// its createGameBus() is this same one-liner, so the page builds its bus here.
export function createPageBus(): GameBus {
  return mitt<BusEvents>();
}

type CommandName = keyof GameCommands;
/** Commands that animate one outcome and end with 'done' {id}. */
type OutcomeCommand = {
  [K in CommandName]: GameCommands[K] extends { id: string } ? K : never;
}[CommandName];
/** Commands that set what the scene shows; only the latest of each matters. */
type StateCommand = Exclude<CommandName, OutcomeCommand>;

export interface SceneDriverDeps {
  playSound: (name: SceneSound, gain?: number) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The page's side of the bus. Commands wait until the scene says 'ready'; the latest
 * state command of each kind is replayed on every 'ready'. `play` resolves when the scene
 * says 'done' for the outcome, or after a time limit, or at once when the scene could not
 * load: the result is always revealed, with or without its animation.
 */
export class SceneDriver {
  private ready = false;
  private failed = false;
  /** A skip asked for while the scene still loaded: it lands the queued plays once sent. */
  private skipWhenReady = false;
  private readonly state = new Map<StateCommand, unknown>();
  private readonly queue: (() => void)[] = [];
  private readonly waiters = new Map<string, { finish: () => void; resolves: (() => void)[] }>();
  private readonly listeners = new Set<() => void>();
  private readonly setTimer: NonNullable<SceneDriverDeps['setTimer']>;
  private readonly clearTimer: NonNullable<SceneDriverDeps['clearTimer']>;

  constructor(
    readonly bus: GameBus,
    private readonly deps: SceneDriverDeps,
  ) {
    this.setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    // Listen from the start: the scene may say 'ready' before the page's effects run.
    this.attach();
  }

  /** Listens to the scene; safe to repeat (a StrictMode remount re-attaches after dispose). */
  attach(): void {
    this.detach();
    this.bus.on('ready', this.onReady);
    this.bus.on('done', this.onDone);
    this.bus.on('sound', this.onSound);
  }

  isReady(): boolean {
    return this.ready;
  }

  isFailed(): boolean {
    return this.failed;
  }

  /** For useSyncExternalStore: called when ready/failed change. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets what the scene shows (board, preview, focus); kept and replayed on 'ready'. */
  show<K extends StateCommand>(type: K, payload: GameCommands[K]): void {
    this.state.set(type, payload);
    if (this.ready) this.bus.emit(type, payload as BusEvents[K]);
  }

  /** Animates an outcome; resolves on its 'done', after `timeoutMs`, or at once if the scene failed. */
  play<K extends OutcomeCommand>(
    type: K,
    payload: GameCommands[K] & { id: string },
    timeoutMs: number,
  ): Promise<void> {
    if (this.failed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      // The same outcome sent again replaces the one waiting (its time limit included), and
      // whoever waited for the first hears the second's landing: no play is left unresolved.
      const resolves = [...(this.waiters.get(payload.id)?.resolves ?? []), resolve];
      const timer = this.setTimer(() => finish(), timeoutMs);
      const finish = () => {
        if (this.waiters.get(payload.id)?.finish !== finish) return;
        this.waiters.delete(payload.id);
        this.clearTimer(timer);
        for (const each of resolves) each();
      };
      this.waiters.set(payload.id, { finish, resolves });
      const send = () => this.bus.emit(type, payload as BusEvents[K]);
      if (this.ready) send();
      else this.queue.push(send);
    });
  }

  /** An outcome is animating: a play waits for its 'done'. */
  isAnimating(): boolean {
    return this.waiters.size > 0;
  }

  /**
   * The player asked to skip (a click on the canvas, Escape or Enter): the scene lands
   * every running animation at once and its 'done' resolves the plays as usual; plays still
   * waiting for the scene to load land at once when it is ready. False when nothing was
   * animating.
   */
  skip(): boolean {
    if (this.failed || this.waiters.size === 0) return false;
    if (this.ready) this.bus.emit('scene:skip');
    else this.skipWhenReady = true;
    return true;
  }

  /** The scene could not load: reveal everything without animation from now on. */
  fail(): void {
    this.failed = true;
    this.queue.length = 0;
    this.finishAll();
    this.notify();
  }

  /** The page is leaving: stop listening and let every waiting reveal through. */
  dispose(): void {
    this.detach();
    this.queue.length = 0;
    this.skipWhenReady = false;
    this.finishAll();
  }

  private detach(): void {
    this.bus.off('ready', this.onReady);
    this.bus.off('done', this.onDone);
    this.bus.off('sound', this.onSound);
  }

  private finishAll(): void {
    for (const waiter of [...this.waiters.values()]) waiter.finish();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private readonly onReady = () => {
    this.ready = true;
    for (const [type, payload] of this.state) this.bus.emit(type, payload as never);
    for (const send of this.queue.splice(0)) send();
    if (this.skipWhenReady) {
      this.skipWhenReady = false;
      if (this.waiters.size > 0) this.bus.emit('scene:skip');
    }
    this.notify();
  };

  private readonly onDone = ({ id }: { id: string }) => {
    this.waiters.get(id)?.finish();
  };

  private readonly onSound = ({ name, gain }: { name: SceneSound; gain?: number }) => {
    this.deps.playSound(name, gain);
  };
}
