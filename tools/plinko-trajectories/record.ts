import {
  encodeContacts,
  encodeSamples,
  type StoredTrajectory,
} from '../../games/plinko/scene/library';
import { PHYSICS, type DropInput } from './physics';
import { boardFor, simulate, tuning } from './simulate';

// One drop turned into a library record, or refused: it must end well inside a bucket,
// touch pegs on most rows (a ball sailing over the board looks wrong), take about as long
// as the reveal time (the scene stretches it to the exact time), and encode.

export const LIBRARY_PATH = 'games/plinko/trajectories/library.json';
/** Recorded falls per bucket (a fall counts for its bucket and, mirrored, the opposite one). */
export const PER_BUCKET = 6;
/** The scene stretches a fall by at most this share either way to fit the reveal time. */
export const STRETCH = 0.2;
/** How far (spacings) from its bucket's centre a fall may cross the rest line. */
export const LANDING_SLACK = 0.3;
/** Peg contacts a fall needs, per row of the board. */
export const CONTACTS_PER_ROW = 0.7;
const SCALE = 128;
/** An impact this fast (row gaps per second) plays at full gain. */
const LOUD = 8;

/** The tuning the recording depends on: the board's sizes and shape factors. */
export function libraryBoard(): Record<string, number> {
  const { width, height, marginX, marginTop, bucketHeight, marginBottom } = tuning.sizes;
  const { pegRatio, ballRatio, rowRatio, bucketGapRatio } = tuning.factors;
  return {
    width,
    height,
    marginX,
    marginTop,
    bucketHeight,
    marginBottom,
    pegRatio,
    ballRatio,
    rowRatio,
    bucketGapRatio,
  };
}

export function recordDrop(
  rows: number,
  input: DropInput,
  targetMs: number,
): StoredTrajectory | null {
  const result = simulate(rows, input);
  if (result.bucket === null || result.offset > LANDING_SLACK) return null;
  if (result.contacts.length < CONTACTS_PER_ROW * rows) return null;
  if (Math.abs(result.landingMs / targetMs - 1) > STRETCH) return null;
  const g = boardFor(rows);
  const flat: number[] = [];
  for (const s of result.samples) {
    flat.push((s.x - g.centreX) / g.spacing, (s.y - g.startY) / g.rowGap, s.angle);
  }
  const data = encodeSamples(flat, SCALE);
  if (data === null) return null;
  return {
    bucket: result.bucket,
    input,
    contacts: encodeContacts(
      result.contacts.map(({ step, speed }) => [
        Math.round(step / PHYSICS.stepsPerSample),
        Math.min(1, speed / LOUD),
      ]),
    ),
    data,
  };
}
