import { lerp } from '../../engine/glide';
import type { Tuning } from '../../engine/tuning';
import type plinkoTuningFile from '../tuning.json';

// The plinko board in board units, without Phaser. Row r (0 at the top) has r + 3 pegs;
// a ball that has gone right `rights` times in its first r rows sits on the peg
// centreX + (rights - r / 2) * spacing of row r, and bucket b (0 .. rows) is centred on
// centreX + (b - rows / 2) * spacing, between two pegs of the last row.

export type PlinkoTuning = Tuning<typeof plinkoTuningFile>;

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoGeometry {
  rows: number;
  centreX: number;
  /** Horizontal distance between neighbouring pegs, and between bucket centres. */
  spacing: number;
  rowGap: number;
  /** y of the top row of pegs. */
  topY: number;
  pegRadius: number;
  ballRadius: number;
  /** Where a ball is released. */
  startY: number;
  /** Top edge of the buckets, their height and width. */
  bucketY: number;
  bucketHeight: number;
  bucketWidth: number;
}

export function clampRows(rows: number): number {
  if (!Number.isFinite(rows)) return PLINKO_MAX_ROWS;
  return Math.min(Math.max(Math.round(rows), PLINKO_MIN_ROWS), PLINKO_MAX_ROWS);
}

export function plinkoGeometry(rowsWanted: number, tuning: PlinkoTuning): PlinkoGeometry {
  const rows = clampRows(rowsWanted);
  const { width, height, marginX, marginTop, bucketHeight, marginBottom } = tuning.sizes;
  const { pegRatio, ballRatio, rowRatio, bucketGapRatio } = tuning.factors;
  // rows + 1 buckets fill the width; the rows share the height above them.
  const spacing = (width - 2 * marginX) / (rows + 1);
  const room = height - marginTop - bucketHeight - marginBottom;
  const rowGap = Math.min(spacing * rowRatio, room / rows);
  const slack = room - rowGap * rows; // centre the board vertically when it is short
  const topY = marginTop + slack / 2;
  const ballRadius = spacing * ballRatio;
  return {
    rows,
    centreX: width / 2,
    spacing,
    rowGap,
    topY,
    pegRadius: spacing * pegRatio,
    ballRadius,
    startY: Math.max(ballRadius, topY - rowGap * 1.4),
    bucketY: topY + rows * rowGap,
    bucketHeight,
    bucketWidth: spacing * (1 - bucketGapRatio),
  };
}

export function pegY(g: PlinkoGeometry, row: number): number {
  return g.topY + row * g.rowGap;
}

/** x of peg `index` (0 .. row + 2) in `row`. */
export function pegX(g: PlinkoGeometry, row: number, index: number): number {
  return g.centreX + (index - (row + 2) / 2) * g.spacing;
}

/** The ball's centre as it touches the peg of `row` it reached after `rights` rights. */
export function contactX(g: PlinkoGeometry, row: number, rights: number): number {
  return g.centreX + (rights - row / 2) * g.spacing;
}

export function contactY(g: PlinkoGeometry, row: number): number {
  return pegY(g, row) - g.pegRadius - g.ballRadius;
}

export function bucketCentreX(g: PlinkoGeometry, bucket: number): number {
  return g.centreX + (bucket - g.rows / 2) * g.spacing;
}

/** [left, right] edges of a bucket. */
export function bucketSpan(g: PlinkoGeometry, bucket: number): [number, number] {
  const centre = bucketCentreX(g, bucket);
  return [centre - g.bucketWidth / 2, centre + g.bucketWidth / 2];
}

/** Where a landed ball rests: on the bucket's top edge, centred. */
export function restY(g: PlinkoGeometry): number {
  return g.bucketY - g.ballRadius;
}

/** "Heat" of a bucket: 0 in the middle, 1 at either edge (symmetric like the tables). */
export function bucketHeat(bucket: number, rows: number): number {
  return rows === 0 ? 0 : Math.abs(bucket - rows / 2) / (rows / 2);
}

function channel(colour: number, shift: number): number {
  return (colour >> shift) & 0xff;
}

/** Blends cool (heat 0) -> warm (0.5) -> hot (1), channel by channel. */
export function heatColour(heat: number, cool: number, warm: number, hot: number): number {
  const [from, to, t] = heat < 0.5 ? [cool, warm, heat * 2] : [warm, hot, heat * 2 - 1];
  let colour = 0;
  for (const shift of [16, 8, 0]) {
    colour |= Math.round(lerp(channel(from, shift), channel(to, shift), t)) << shift;
  }
  return colour;
}

/** 1000 -> "1000x", 5.6 -> "5.6x", 0.2 -> "0.2x", 2 -> "2x". */
export function formatMultiplier(multiplier: number): string {
  if (multiplier >= 100) return `${Math.round(multiplier)}x`;
  return `${Number(multiplier.toFixed(2))}x`;
}

/** 1000 -> "1k", 5.6 -> "5.6", 0.2 -> "0.2": the multiplier without its "x", for narrow buckets. */
export function compactMultiplier(multiplier: number): string {
  if (multiplier >= 1000) return `${Number((multiplier / 1000).toFixed(1))}k`;
  return formatMultiplier(multiplier).slice(0, -1);
}
