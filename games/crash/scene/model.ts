import type { CrashCashout, CrashCommands } from '../bus';
import { crashCurve, crashCurveMsFor, crashMultiplierE2At } from '../core/curve';
import { pacedOnly, type DurationScale } from '../../engine/pacing';
import type { CrashTuning } from './axes';
import { RoundClock, TIME_EPSILON } from './clock';

// A crash round's state without Phaser: the phase, the round time on show (on the server's
// clock), the crash point once known, and the cash-outs on the curve. Everything drawn is
// a function of this state, so the same round time draws the same frame at any frame rate.
// CrashScene draws it; the tests step it with many frame rates and drifts.

export type CrashPhase = 'idle' | 'betting' | 'running' | 'crashed';

export interface ShownCashout extends CrashCashout {
  /** The round time (continuous ms) at which the curve reaches it. */
  atMs: number;
  /** The curve has reached it: it is on show. */
  landed: boolean;
}

export class CrashModel {
  phase: CrashPhase = 'idle';
  roundId: string | null = null;
  readonly clock: RoundClock;
  /** The crash point (hundredths) once the bust is known; shown when the curve gets there. */
  crashPointE2: number | null = null;
  /** Ms since the frame that showed the bust. */
  sinceBust = 0;
  /** This round's cash-outs in arrival order. */
  readonly cashouts: ShownCashout[] = [];
  /** Ids whose animation landed since the scene last emptied this list. */
  readonly done: string[] = [];
  /** Set on the step that shows a bust seen live (for its sound). */
  justBusted = false;
  /** False for a round that was over before this scene saw it run: no flash, no sound. */
  bustLive = true;
  /** The player's own cash-outs that reached the curve this step (for a sound). */
  mineLanded = 0;
  private bustAtMs = 0;
  private bustId: string | null = null;
  private readonly batches: { id: string; untilMs: number }[] = [];
  private readonly known = new Set<string>();

  constructor(
    private readonly tuning: CrashTuning,
    /** Scales a duration (prefers-reduced-motion shortens the bust's effects). */
    private readonly duration: DurationScale = pacedOnly,
  ) {
    this.clock = new RoundClock(tuning);
  }

  /** The round time on show: ms until the start while betting, ms in once running. */
  get shownMs(): number {
    return this.phase === 'running' || this.phase === 'crashed'
      ? Math.max(0, this.clock.shown)
      : this.clock.shown;
  }

  /** The curve's value at the shown time (continuous, for drawing). */
  multiplier(): number {
    if (this.phase === 'crashed') return (this.crashPointE2 ?? 100) / 100;
    if (this.phase !== 'running') return 1;
    return crashCurve(this.shownMs);
  }

  /** The multiplier as the big text shows it: the server's floored hundredths. */
  multiplierE2(): number {
    if (this.phase === 'crashed') return this.crashPointE2 ?? 100;
    if (this.phase !== 'running') return 100;
    // A sum of frame times a hair under a whole ms counts as that ms.
    return crashMultiplierE2At(Math.floor(this.shownMs + TIME_EPSILON));
  }

  /** Ms of betting left, 0 once it is over. */
  countdownMs(): number {
    return this.phase === 'betting' ? Math.max(0, -this.clock.shown) : 0;
  }

  betting({ roundId, endsInMs }: CrashCommands['crash:betting']): void {
    if (roundId === this.roundId && this.phase === 'betting') {
      this.clock.sync(-endsInMs);
      return;
    }
    if (roundId === this.roundId && this.phase !== 'idle') return; // a stale betting
    this.startRound(roundId, 'betting');
    this.clock.snap(-endsInMs);
  }

  /** 'crash:run' and 'crash:sync': the first for a round jumps there, later ones ease. */
  at({ roundId, elapsedMs }: CrashCommands['crash:run']): void {
    if (roundId === this.roundId && this.phase === 'running') {
      this.clock.sync(elapsedMs);
      return;
    }
    if (roundId === this.roundId && this.phase === 'crashed') return; // late news
    if (roundId !== this.roundId) this.startRound(roundId, 'running');
    this.phase = 'running';
    this.clock.snap(elapsedMs);
  }

  bust({ id, roundId, crashPointE2 }: CrashCommands['crash:bust']): void {
    if (roundId === this.roundId && this.phase === 'crashed') {
      this.done.push(id); // already shown
      return;
    }
    const bustAtMs = crashCurveMsFor(crashPointE2 / 100);
    if (roundId !== this.roundId || this.phase !== 'running') {
      // A round this scene never saw run: over already. Seen betting, it busted at once
      // (1.00x) and is shown as it happens; otherwise it is a late joiner's, shown quietly.
      const seenBetting = roundId === this.roundId && this.phase === 'betting';
      if (roundId !== this.roundId) this.startRound(roundId, 'running');
      this.phase = 'running';
      this.clock.snap(bustAtMs);
      this.bustLive = seenBetting;
    }
    if (this.bustId !== null) this.done.push(this.bustId);
    this.bustId = id;
    this.crashPointE2 = crashPointE2;
    this.bustAtMs = bustAtMs;
  }

  addCashouts({ id, roundId, entries }: CrashCommands['crash:cashouts']): void {
    if (roundId !== this.roundId) {
      this.done.push(id); // not this round: nothing to wait for
      return;
    }
    let untilMs = 0;
    for (const entry of entries) {
      const atMs = crashCurveMsFor(entry.multiplierE2 / 100);
      untilMs = Math.max(untilMs, atMs);
      if (this.known.has(entry.id)) continue;
      this.known.add(entry.id);
      this.cashouts.push({ ...entry, atMs, landed: false });
    }
    if (this.phase === 'crashed') this.done.push(id);
    else this.batches.push({ id, untilMs });
  }

  reset(): void {
    this.startRound(null, 'idle');
    this.clock.snap(0);
  }

  /** Lands what can land now: a bust on its way shows at once. */
  skip(): void {
    if (this.phase === 'running' && this.crashPointE2 !== null) {
      this.clock.snap(this.bustAtMs);
      this.step(0);
    }
  }

  step(dt: number): void {
    this.justBusted = false;
    this.mineLanded = 0;
    if (this.phase === 'crashed') {
      this.sinceBust += dt;
    } else {
      this.clock.step(dt);
      if (this.phase !== 'running') return;
      if (this.crashPointE2 !== null && this.clock.shown >= this.bustAtMs) {
        this.clock.freeze(this.bustAtMs);
        this.phase = 'crashed';
        this.sinceBust = 0;
        this.justBusted = this.bustLive;
      }
    }
    this.land(this.shownMs);
  }

  /** Nothing moves any more: no countdown, no curve, no bust effect or pop still playing. */
  still(): boolean {
    if (this.clock.easing) return false;
    if (this.phase === 'idle') return true;
    if (this.phase === 'betting') return this.countdownMs() === 0;
    if (this.phase === 'running') return false;
    return this.sinceBust >= this.afterBustMs();
  }

  /** Betting counts down and nothing else moves: no clock easing back onto the server's. */
  countingDownOnly(): boolean {
    return this.phase === 'betting' && !this.clock.easing && this.countdownMs() > 0;
  }

  /** How long the bust's effects and the last cash-out pops play. */
  afterBustMs(): number {
    const { bustPop, bustFlash, bustShake, cashoutPop } = this.tuning.durations;
    return Math.max(this.duration(Math.max(bustPop, bustFlash, bustShake)), cashoutPop);
  }

  /** Cash-outs the curve has reached are on show; batches all on show are done. */
  private land(now: number): void {
    for (const cashout of this.cashouts) {
      if (cashout.landed || cashout.atMs > now) continue;
      cashout.landed = true;
      if (cashout.mine) this.mineLanded += 1;
    }
    let keep = 0;
    for (const batch of this.batches) {
      if (this.phase === 'crashed' || batch.untilMs <= now) this.done.push(batch.id);
      else this.batches[keep++] = batch;
    }
    this.batches.length = keep;
    if (this.phase === 'crashed' && this.bustId !== null) {
      this.done.push(this.bustId);
      this.bustId = null;
    }
  }

  private startRound(roundId: string | null, phase: CrashPhase): void {
    // Whatever the last round still owed lands now: it is over.
    for (const batch of this.batches) this.done.push(batch.id);
    this.batches.length = 0;
    if (this.bustId !== null) this.done.push(this.bustId);
    this.bustId = null;
    this.roundId = roundId;
    this.phase = phase;
    this.crashPointE2 = null;
    this.bustLive = true;
    this.bustAtMs = 0;
    this.sinceBust = 0;
    this.cashouts.length = 0;
    this.known.clear();
  }
}
