import type { ProbeCommand, TimelineRound } from '../../../games/engine/viewerTypes';

// Plays a timeline of fake rounds on a scene, one round after another: each step goes out
// once what it waits for has happened (the round's outcomes landing, server time, a pause
// for the eye), and a round counts as landed once the scene has answered 'done' for every
// outcome it sent. No React and no timers of its own: the viewer hands it both, the tests
// hand it fakes.

export type TimelineStatus = 'idle' | 'playing' | 'pausing' | 'paused' | 'finished' | 'error';

export interface TimelineState {
  status: TimelineStatus;
  /** The round playing or next to play (0-based) and how many the timeline has. */
  round: number;
  total: number;
  /** The round's outcome in words. */
  label: string;
  /** Rounds whose commands have all gone out, and rounds whose outcomes have all landed. */
  played: number;
  landed: number;
  /** Outcomes sent and not landed yet. */
  waiting: number;
  /** How many times the timeline started over (loop). */
  pass: number;
  error: string;
}

export interface TimelineDeps<C extends object> {
  /** The rounds to play; `prefix` starts every id, so a replay sends fresh ones. */
  generate(prefix: string): TimelineRound<C>[];
  send(command: ProbeCommand<C>): void;
  /** Runs `what` after `ms`; returns its cancel. */
  schedule(what: () => void, ms: number): () => void;
  /** The share of a pause that is kept at the current pace (1 normal, 0 instant). */
  pauseFactor(): number;
  /** Between two rounds, in ms at normal pace. */
  gapMs(): number;
  loop(): boolean;
}

const INITIAL: TimelineState = {
  status: 'idle',
  round: 0,
  total: 0,
  label: '',
  played: 0,
  landed: 0,
  waiting: 0,
  pass: 0,
  error: '',
};

let runs = 0;

export class TimelinePlayer<C extends object> {
  private rounds: TimelineRound<C>[] = [];
  private step = 0;
  /** The current step's wait has passed. */
  private waited = false;
  private readonly pending = new Set<string>();
  private cancelTimer: (() => void) | null = null;
  /** Play only the current round, then pause (Step). */
  private single = false;
  private state: TimelineState = INITIAL;
  /** advance() is running (a send may call back into it). */
  private advancing = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: TimelineDeps<C>) {}

  getState = (): TimelineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  play(): void {
    if (this.state.status === 'playing') return;
    this.single = false;
    if (this.state.status === 'pausing') return this.set({ status: 'playing' });
    this.start();
  }

  /** Lets the round under way finish (a live round keeps its clock), then holds. */
  pause(): void {
    if (this.state.status !== 'playing') return;
    if (this.step > 0 || this.pending.size > 0) return this.set({ status: 'pausing' });
    this.stopTimer(); // between rounds: hold at once
    this.waited = false;
    this.set({ status: 'paused' });
  }

  /** Plays the next round alone. */
  stepOne(): void {
    if (this.state.status === 'playing' || this.state.status === 'pausing') return;
    this.single = true;
    this.start();
  }

  /** Stops at once and forgets the rounds: the next play draws them again. */
  reset(): void {
    this.stopTimer();
    this.pending.clear();
    this.rounds = [];
    this.step = 0;
    this.waited = false;
    this.state = INITIAL;
    this.emit();
  }

  /** The scene answered 'done' for an outcome. */
  landed(id: string): void {
    if (!this.pending.delete(id)) return;
    this.set({ waiting: this.pending.size });
    this.advance();
  }

  /** The scene restarted (new tuning): what it was animating is gone, so the round replays. */
  sceneRestarted(): void {
    if (!this.active() || this.rounds.length === 0) return;
    this.stopTimer();
    this.pending.clear();
    const replayed = this.step >= (this.rounds[this.state.round]?.steps.length ?? 0);
    this.step = 0;
    this.waited = false;
    this.set({ waiting: 0, played: this.state.played - (replayed ? 1 : 0) });
    this.advance();
  }

  private active(): boolean {
    return this.state.status === 'playing' || this.state.status === 'pausing';
  }

  private start(): void {
    const { status } = this.state;
    if (status === 'idle' || status === 'finished' || status === 'error') {
      if (!this.draw(0)) return;
      this.set({ played: 0, landed: 0 });
    }
    this.set({ status: this.single ? 'pausing' : 'playing' });
    this.advance();
  }

  /** Draws the rounds afresh; false (and the error shown) when the game refuses its fields. */
  private draw(pass: number): boolean {
    try {
      this.rounds = this.deps.generate(`tl${++runs}-`);
    } catch (error) {
      this.rounds = [];
      this.set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
      return false;
    }
    this.step = 0;
    this.waited = false;
    this.set({
      round: 0,
      total: this.rounds.length,
      label: this.rounds[0]?.label ?? '',
      pass,
      error: '',
    });
    return true;
  }

  /**
   * Sends whatever may go out now, then waits for a timer or a landing to call again.
   * Sending may land an outcome at once (a sleeping stage draws a frame as it wakes), so a
   * call made meanwhile only marks the change and this loop carries on from it.
   */
  private advance(): void {
    if (this.advancing) return;
    this.advancing = true;
    try {
      while (this.active() && !this.cancelTimer) {
        const round = this.rounds[this.state.round];
        if (!round) {
          this.finish();
          continue;
        }
        const next = round.steps[this.step];
        if (!next) {
          if (this.pending.size > 0) return;
          this.roundLanded();
          continue;
        }
        if (next.afterLanding && this.pending.size > 0) return;
        const wait = (next.waitMs ?? 0) + (next.pauseMs ?? 0) * this.deps.pauseFactor();
        if (!this.waited && wait > 0) {
          this.later(wait, () => (this.waited = true));
          return;
        }
        this.waited = false;
        this.step += 1;
        const { payload } = next.command as { payload?: unknown };
        if (payload && typeof payload === 'object' && 'id' in payload) {
          this.pending.add(String(payload.id));
        }
        const sent = this.step === round.steps.length;
        this.set({ waiting: this.pending.size, played: this.state.played + (sent ? 1 : 0) });
        this.deps.send(next.command);
      }
    } finally {
      this.advancing = false;
    }
  }

  private roundLanded(): void {
    const round = this.state.round + 1;
    this.step = 0;
    this.set({ landed: this.state.landed + 1, round, label: this.rounds[round]?.label ?? '' });
    const last = round >= this.rounds.length;
    if (last && !this.deps.loop()) return this.finish();
    if (this.state.status === 'pausing') {
      this.single = false;
      if (last && !this.draw(this.state.pass + 1)) return;
      return this.set({ status: 'paused' });
    }
    const gap = this.deps.gapMs() * this.deps.pauseFactor();
    if (gap > 0) this.later(gap, () => {});
  }

  private finish(): void {
    if (this.deps.loop() && this.state.status === 'playing' && this.rounds.length > 0) {
      this.draw(this.state.pass + 1);
      return;
    }
    this.set({ status: 'finished', round: this.rounds.length, label: '' });
  }

  private later(ms: number, then: () => void): void {
    this.cancelTimer = this.deps.schedule(() => {
      this.cancelTimer = null;
      then();
      this.advance();
    }, ms);
  }

  private stopTimer(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private set(patch: Partial<TimelineState>): void {
    this.state = { ...this.state, ...patch };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
