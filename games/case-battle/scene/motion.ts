import type { CaseBattleSound } from '../sounds';
import { advanceGlide, createGlide, glideTo, snapGlide, type Glide } from '../../engine/glide';
import { afterglowPace, pacedOnly, type DurationScale } from '../../engine/pacing';
import type { Tuning } from '../../engine/tuning';
import type { Pace } from '../../pace';
import { type Reel, advanceReel } from '../../case-unbox/scene/reel';
import { buildStrip, type ReelStrip } from '../../case-unbox/scene/strip';
import type { BattleSeatView, CaseBattleCommands, CaseReelItem } from '../bus';
import type battleTuningFile from '../tuning.json';

// The battle reels without Phaser: one vertical reel per seat, where each strip is at any
// moment given the commands so far and the frame time that passed. A reel's position is
// the strip coordinate under the marker; every round it glides from the card it rested on
// to a point inside the seat's pull. Then, once the last round has landed, the result: a
// light hopping over tied seats (ROLL) and the winners' celebration. BattleReelsScene draws
// this state; the tests step it at several frame rates.

export type BattleTuning = Tuning<typeof battleTuningFile>;

/** Seats on show at most. */
export const SEATS_MAX = 4;

/** A seat's reel (case-unbox/scene/reel.ts); `result` when it stops on a pull of this battle. */
export interface SeatReel extends Reel {
  /** The seat sits this respin out: its reel rests, dimmed. */
  out: boolean;
}

interface Spin {
  id: string;
  round: number;
  respin: boolean;
}

interface TieRoll {
  seats: readonly number[];
  /** Hops from the first tied seat; the last lands on the winner. */
  readonly hops: Glide;
}

interface Result {
  id: string;
  winners: readonly number[];
  tieRoll: TieRoll | null;
  /** Frame time since the winners began to glow, or null before. */
  sinceCelebration: number | null;
  pace: Pace;
}

/** A confetto of the celebration: where it starts and how it flies (board units per ms). */
export interface Confetto {
  seat: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  colour: 'winner' | 'marker' | 'team';
}

/** Pages send fresh objects each time: a card is the same when it names the same item. */
const sameCard = (a: CaseReelItem | null, b: CaseReelItem) =>
  a !== null && a.name === b.name && a.price === b.price;

/** A small, fixed pseudo-random sequence: the confetti look the same on every replay. */
function confettiRng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export class BattleReelsModel {
  battleId: string | null = null;
  seats: BattleSeatView[] = [];
  items: readonly CaseReelItem[] = [];
  reels: SeatReel[] = [];
  /** Seats glowing as winners (empty until the result lands). */
  winners: readonly number[] = [];
  /** The round on show (0 before the first). */
  round = 0;
  respin = false;
  /** Bumped when the seats or strips change: the scene re-lays out. */
  layoutVersion = 0;
  readonly done: string[] = [];
  readonly sounds: CaseBattleSound[] = [];
  confetti: Confetto[] = [];
  private spinning: Spin | null = null;
  private result: Result | null = null;
  /** A result that came while the reels still spun: it starts once they stop. */
  private pendingResult: CaseBattleCommands['case-battle:result'] | null = null;
  private afterPace: Pace = 'normal';

  constructor(
    private readonly tuning: BattleTuning,
    private readonly duration: DurationScale = pacedOnly,
    /** Off under reduced motion: the winners glow without the confetti. */
    private readonly withConfetti = true,
  ) {}

  /** Board units between the tops of two cards. */
  get pitch(): number {
    return this.tuning.sizes.cardHeight + this.tuning.sizes.cardGap;
  }

  /** Strip coordinate of card `index`'s centre. */
  cardCentre(index: number): number {
    return index * this.pitch + this.tuning.sizes.cardHeight / 2;
  }

  show(command: CaseBattleCommands['case-battle:show']): void {
    const seats = command.seats.slice(0, SEATS_MAX);
    const other = command.battleId !== this.battleId;
    if (other) this.reset(command.battleId);
    const seatsChanged =
      seats.length !== this.seats.length ||
      seats.some((seat, k) => {
        const was = this.seats[k];
        return !was || was.name !== seat.name || was.bot !== seat.bot || was.team !== seat.team;
      });
    this.seats = seats.map((seat) => ({ ...seat }));
    this.items = command.items;
    if (this.spinning) {
      if (seatsChanged) this.layoutVersion += 1;
      return;
    }
    // At rest each reel shows its last landed card (or the case's items before any round).
    this.reels = seats.map((_, k) => {
      const kept = this.reels[k];
      const resting = command.resting[k] ?? null;
      if (kept && kept.result && resting && sameCard(this.cardOf(kept), resting)) return kept;
      return this.restingReel(k, resting);
    });
    if (!this.result && command.winners.length > 0) {
      // The page shows a battle whose result already landed: glow at rest, no celebration.
      this.winners = [...command.winners];
    }
    this.layoutVersion += 1;
  }

  spinRound(command: CaseBattleCommands['case-battle:round']): void {
    if (command.battleId !== this.battleId) this.reset(command.battleId);
    if (this.spinning) this.done.push(this.spinning.id);
    const { factors, durations, easings, sizes } = this.tuning;
    const pace = command.pace ?? 'normal';
    this.items = command.items;
    const base = Math.min(durations.spin, command.spinMs * factors.spinShare);
    const spin = this.duration(base, pace);
    const stagger = this.duration(durations.stagger, pace);
    this.afterPace = afterglowPace(pace);
    const shape = { length: factors.stripLength, tail: factors.tailCards, jitter: factors.jitter };
    const startIndex = Math.min(factors.startIndex, shape.length - shape.tail - 2);
    this.reels = command.pulls.slice(0, SEATS_MAX).map((pull, k) => {
      const before = this.reels[k];
      if (!pull) {
        const rest = before ?? this.restingReel(k, null);
        return { ...rest, out: true, landed: true, delay: 0 };
      }
      const shown = before ? this.cardUnderMarker(before) : null;
      const strip = buildStrip(
        `${command.battleId}:${command.round}:${k}`,
        command.items.length > 0 ? command.items : [pull],
        pull,
        shape,
        shown ? { index: startIndex, card: shown.card } : undefined,
      );
      const position = createGlide(
        this.cardCentre(startIndex) + (shown?.offset ?? 0) * sizes.cardHeight,
      );
      glideTo(
        position,
        this.cardCentre(strip.winIndex) + strip.offset * sizes.cardHeight,
        spin,
        easings.spin,
      );
      return {
        strip,
        position,
        delay: k * stagger,
        sinceLanding: 0,
        landed: false,
        result: true,
        out: false,
      };
    });
    this.round = command.round;
    this.respin = command.respin;
    this.spinning = { id: command.id, round: command.round, respin: command.respin };
    this.layoutVersion += 1;
    this.sounds.push('game.case-open');
    // A page that opens mid-round starts where the round already is, without its sounds.
    const elapsed = Math.max(0, command.elapsedMs);
    if (elapsed > 0) this.advanceReels(elapsed);
    this.finishSpinIfLanded();
  }

  showResult(command: CaseBattleCommands['case-battle:result']): void {
    if (command.battleId !== this.battleId) return;
    if (this.spinning) {
      this.pendingResult = command;
      return;
    }
    this.startResult(command);
  }

  step(dt: number): void {
    this.advanceReels(dt);
    this.finishSpinIfLanded();
    this.stepResult(dt);
  }

  /** Ms until the spin under way and the result after it have landed (0 when none runs). */
  remaining(): number {
    let left = 0;
    for (const reel of this.reels) {
      if (reel.landed) continue;
      const glide = reel.position;
      left = Math.max(left, reel.delay + Math.max(0, glide.duration - glide.elapsed));
    }
    const roll = this.result?.tieRoll?.hops;
    if (roll?.moving) left = Math.max(left, roll.duration - roll.elapsed);
    return left;
  }

  /** Lands everything now, as its last frame would. */
  skip(): void {
    // A pending result starts when the reels land, so land them first, then its roll.
    for (let i = 0; i < 3 && this.remaining() > 0; i++) this.step(this.remaining());
  }

  still(): boolean {
    const after = this.duration(this.tuning.durations.flash, this.afterPace);
    const reelsStill = this.reels.every(
      (reel) => reel.landed && (!reel.result || reel.sinceLanding >= after),
    );
    if (!reelsStill || this.pendingResult) return false;
    const result = this.result;
    if (!result) return true;
    if (result.tieRoll?.hops.moving) return false;
    return result.sinceCelebration !== null && result.sinceCelebration >= this.celebrationLength();
  }

  /** The seat the tie roll's light is on, or null when none runs or rests. */
  tieRollSeat(): number | null {
    const roll = this.result?.tieRoll;
    if (!roll || roll.seats.length === 0) return null;
    const hop = Math.floor(roll.hops.value + 1e-9);
    return roll.seats[hop % roll.seats.length]!;
  }

  /** 0..1 of the celebration (1 at rest); 0 before the winners glow. */
  celebrationProgress(): number {
    const since = this.result?.sinceCelebration;
    if (since === null || since === undefined) return this.winners.length > 0 ? 1 : 0;
    const length = this.celebrationLength();
    return length <= 0 ? 1 : Math.min(since / length, 1);
  }

  /** Opacity of a winner's glow: bright as they win, easing to a steady rest. */
  winnerGlow(): number {
    if (this.winners.length === 0) return 0;
    const { glowAlpha, glowRest } = this.tuning.factors;
    const t = this.celebrationProgress();
    return glowAlpha * (1 - t) + glowRest * t;
  }

  /** Where confetto `c` is now (board units, relative to its seat's column top-left). */
  confettoAt(c: Confetto): { x: number; y: number; alpha: number } | null {
    const since = this.result?.sinceCelebration;
    if (since === null || since === undefined) return null;
    const length = this.celebrationLength();
    if (since >= length) return null;
    const g = this.tuning.factors.gravity;
    return {
      x: c.x + c.vx * since,
      y: c.y + c.vy * since + 0.5 * g * since * since,
      alpha: 1 - since / length,
    };
  }

  /** The card under the marker and where in it (in card heights from its centre). */
  cardUnderMarker(reel: SeatReel): { index: number; card: CaseReelItem; offset: number } | null {
    const index = Math.floor(reel.position.value / this.pitch);
    const card = reel.strip.cards[index];
    if (!card) return null;
    return {
      index,
      card,
      offset: (reel.position.value - this.cardCentre(index)) / this.tuning.sizes.cardHeight,
    };
  }

  /** 0..1: how far the landed card's flash has faded. */
  flashProgress(reel: SeatReel): number {
    if (!reel.landed || !reel.result) return 1;
    const length = this.duration(this.tuning.durations.flash, this.afterPace);
    return length <= 0 ? 1 : Math.min(reel.sinceLanding / length, 1);
  }

  /** The card a landed reel shows as its pull, else null. */
  landedCard(reel: SeatReel): CaseReelItem | null {
    return reel.landed && reel.result ? (reel.strip.cards[reel.strip.winIndex] ?? null) : null;
  }

  isSpinning(): boolean {
    return this.spinning !== null;
  }

  private celebrationLength(): number {
    return this.duration(this.tuning.durations.celebrate, this.result?.pace ?? 'normal');
  }

  private cardOf(reel: SeatReel): CaseReelItem | null {
    return reel.strip.cards[reel.strip.winIndex] ?? null;
  }

  private reset(battleId: string): void {
    if (this.spinning) this.done.push(this.spinning.id);
    if (this.result && this.result.sinceCelebration === null) this.done.push(this.result.id);
    this.battleId = battleId;
    this.reels = [];
    this.winners = [];
    this.round = 0;
    this.respin = false;
    this.spinning = null;
    this.result = null;
    this.pendingResult = null;
    this.confetti = [];
  }

  /** A reel at rest on `card` (or on the case's first item, showing no result). */
  private restingReel(seat: number, card: CaseReelItem | null): SeatReel {
    const { factors } = this.tuning;
    const shape = { length: factors.stripLength, tail: factors.tailCards, jitter: 0 };
    const index = Math.min(factors.startIndex, shape.length - 1);
    const first = card ?? this.items[0];
    const strip: ReelStrip = first
      ? buildStrip(`${this.battleId ?? 'battle'}:rest:${seat}`, this.items, first, shape)
      : { cards: [], winIndex: 0, offset: 0 };
    // Rest on the strip's own won card, placed where a spin starts from.
    if (first) {
      strip.cards[index] = first;
      strip.winIndex = index;
    }
    const position = createGlide(0);
    snapGlide(position, this.cardCentre(index));
    return {
      strip,
      position,
      delay: 0,
      sinceLanding: Number.POSITIVE_INFINITY,
      landed: true,
      result: card !== null,
      out: false,
    };
  }

  private advanceReels(dt: number): void {
    for (const reel of this.reels) advanceReel(reel, dt);
  }

  private finishSpinIfLanded(): void {
    const spin = this.spinning;
    if (!spin || this.reels.some((reel) => !reel.landed)) return;
    this.spinning = null;
    this.done.push(spin.id);
    const pending = this.pendingResult;
    this.pendingResult = null;
    if (pending) this.startResult(pending);
  }

  private startResult(command: CaseBattleCommands['case-battle:result']): void {
    const pace = command.pace ?? 'normal';
    const roll = command.tieRoll;
    let tieRoll: TieRoll | null = null;
    if (roll && roll.seats.length > 1) {
      const seats = [...roll.seats].sort((a, b) => a - b);
      const at = Math.max(0, seats.indexOf(roll.winner));
      const laps = Math.ceil(this.tuning.factors.tieRollSteps / seats.length);
      const hops = createGlide(0);
      glideTo(
        hops,
        laps * seats.length + at,
        this.duration(this.tuning.durations.tieRoll, pace),
        this.tuning.easings.tieRoll,
      );
      tieRoll = { seats, hops };
    }
    this.result = {
      id: command.id,
      winners: [...command.winners],
      tieRoll,
      sinceCelebration: null,
      pace,
    };
    this.winners = [];
    this.stepResult(0);
  }

  private stepResult(dt: number): void {
    const result = this.result;
    if (!result) return;
    let left = dt;
    const hops = result.tieRoll?.hops;
    if (hops?.moving) {
      const before = Math.floor(hops.value + 1e-9);
      const spent = Math.min(left, Math.max(0, hops.duration - hops.elapsed));
      advanceGlide(hops, left);
      left -= spent;
      if (Math.floor(hops.value + 1e-9) !== before) this.sounds.push('game.wheel-tick');
      if (hops.moving) return;
    }
    if (result.sinceCelebration === null) {
      result.sinceCelebration = 0;
      this.winners = result.winners;
      this.confetti = this.withConfetti ? this.makeConfetti(result.winners) : [];
      this.sounds.push(result.tieRoll ? 'game.wheel-end' : 'ui.bright');
      this.done.push(result.id);
    }
    result.sinceCelebration += Math.max(0, left);
  }

  private makeConfetti(winners: readonly number[]): Confetto[] {
    const { factors, sizes } = this.tuning;
    const rng = confettiRng(winners.reduce((sum, seat) => sum * 5 + seat + 1, this.round));
    const perSeat = Math.max(0, Math.round(factors.confetti / Math.max(1, winners.length)));
    const colours: Confetto['colour'][] = ['winner', 'marker', 'team'];
    return winners.flatMap((seat) =>
      Array.from({ length: perSeat }, (_, i) => ({
        seat,
        x: sizes.columnWidth * (0.2 + 0.6 * rng()),
        y: sizes.headerHeight + 40 * rng(),
        vx: (rng() - 0.5) * 0.16,
        vy: -0.25 - 0.2 * rng(),
        colour: colours[i % colours.length]!,
      })),
    );
  }
}
