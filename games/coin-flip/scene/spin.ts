import type { CoinSide } from '../core';

// One flip of the coin as a function of its progress (0 at the toss, 1 on landing): how far
// it has turned about its horizontal axis, how high it is, and which face is towards the
// player. Progress, not accumulated motion, decides the pose, so every frame rate, a stalled
// tab and a page opened mid-flip meet the same landing.

export interface FlipPlan {
  /** The face up when tossed. */
  from: CoinSide;
  /** The face up on landing: the server's side. */
  to: CoinSide;
  /** Half turns to make: even keeps the face, odd shows the other one. */
  halfTurns: number;
}

/** How the flip moves (the tuning's factors). */
export interface FlipShape {
  /** Share of the flip spent in the air; the rest it settles on the table. */
  airShare: number;
  /** The spin's slowing: its easing is 1 - (1 - t)^spinDecay. */
  spinDecay: number;
  /** The largest rock on the table, in radians. */
  rock: number;
  /** Whole rocks back and forth before it lies still. */
  rocks: number;
}

export interface CoinPose {
  /** Radians turned since the toss; exactly halfTurns * PI on landing. */
  angle: number;
  face: CoinSide;
  /** The face's height on screen as a share of its width: |cos(angle)|, 1 lying flat. */
  squash: number;
  /** Height above the table, 0..1 of the toss height. */
  lift: number;
}

export function otherFace(side: CoinSide): CoinSide {
  return side === 'CT' ? 'T' : 'CT';
}

/** At least one whole turn each way, then one half turn more when the face must change. */
export function planFlip(from: CoinSide, to: CoinSide, turns: number): FlipPlan {
  const whole = Math.max(1, Math.round(Number.isFinite(turns) ? turns : 1));
  return { from, to, halfTurns: 2 * whole + (from === to ? 0 : 1) };
}

/**
 * The spin's custom easing: off the thumb at full speed, slowing all the way down and
 * still on the table, with f(0) = 0 and f(1) = 1 exactly (clamped outside [0, 1]).
 */
export function coinSpinEase(t: number, decay: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return 1 - (1 - t) ** Math.max(1, decay);
}

/** The rock on the table, v 0..1 through the settle: damped, and exactly 0 at both ends. */
export function settleRock(v: number, amplitude: number, rocks: number): number {
  if (v <= 0 || v >= 1) return 0;
  const whole = Math.max(1, Math.round(rocks));
  return amplitude * Math.sin(2 * Math.PI * whole * v) * (1 - v) ** 2;
}

/** The face towards the player after turning `angle` from `from`. */
export function faceAt(from: CoinSide, angle: number): CoinSide {
  const halfTurns = Math.floor(angle / Math.PI + 0.5);
  return halfTurns % 2 === 0 ? from : otherFace(from);
}

/** Lying on `face`, nothing moving. */
export function restPose(face: CoinSide): CoinPose {
  return { angle: 0, face, squash: 1, lift: 0 };
}

/** The pose `progress` (0..1) through the flip; from 1 on, exactly the landing. */
export function flipPose(plan: FlipPlan, progress: number, shape: FlipShape): CoinPose {
  const end = plan.halfTurns * Math.PI;
  if (!(progress < 1)) return { angle: end, face: plan.to, squash: 1, lift: 0 };
  const p = Math.max(0, progress);
  const air = Math.min(Math.max(shape.airShare, 0.05), 0.95);
  let angle = end * coinSpinEase(p, shape.spinDecay);
  let lift = 0;
  if (p < air) {
    const u = p / air;
    lift = 4 * u * (1 - u); // a thrown coin's parabola: up, then down onto the table
  } else {
    angle += settleRock((p - air) / (1 - air), shape.rock, shape.rocks);
  }
  return { angle, face: faceAt(plan.from, angle), squash: Math.abs(Math.cos(angle)), lift };
}
