import type { CrashPhase } from './model';

// What CrashScene.probe() reads back from its display objects (board units).
export interface CrashProbe {
  phase: CrashPhase;
  roundId: string | null;
  /** The scene's estimate of the server's round time, and the round time on show. */
  serverMs: number;
  shownMs: number;
  /** The plot area and how far its axes reach (ms across, multiplier above 1.00x up). */
  plot: { x: number; y: number; width: number; height: number };
  spans: { ms: number; multiplier: number };
  /** The big multiplier text, null while hidden. */
  multiplier: { text: string; colour: string; scale: number } | null;
  /** The line under it: the countdown, "Crashed @ ...", or null. */
  status: string | null;
  countdown: { visible: boolean; fraction: number };
  marker: { visible: boolean; x: number; y: number; colour: number };
  curve: { points: number; colour: number; tipX: number; tipY: number };
  /** The cash-outs on the curve, newest first, as drawn. */
  cashouts: { id: string; x: number; y: number; radius: number; mine: boolean }[];
  /** Their name labels as shown. */
  labels: string[];
  /** Grid labels along each axis. */
  axisLabels: { x: string[]; y: string[] };
  flash: number;
  shake: { x: number; y: number };
}
