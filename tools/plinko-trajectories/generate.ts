import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import seedrandom from 'seedrandom';
import { plinkoGame } from '../../games/plinko/game';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS } from '../../games/plinko/scene/geometry';
import {
  LIBRARY_VERSION,
  type PlinkoLibrary,
  type StoredTrajectory,
} from '../../games/plinko/scene/library';
import { LIBRARY_PATH, PER_BUCKET, recordDrop, libraryBoard } from './record';
import { PHYSICS, type DropInput } from './physics';

// `npx tsx tools/plinko-trajectories/generate.ts`: drops balls in matter-js until every
// bucket of every board (8..16 rows) has PER_BUCKET recorded falls that end in it, counting
// a fall into the mirror bucket (the scene plays it mirrored), and writes the library. Seeded:
// the same physics gives the same file. Should the edge buckets stay short after many
// centred releases, the search throws the ball sideways too (a wider search of starts).

const ATTEMPTS_PER_BOARD = 60_000;
/** Centred releases tried before the search also throws the ball sideways. */
const CENTRED_ATTEMPTS = Number(process.env.CENTRED_ATTEMPTS ?? 3000);

/** A release near the centre; `throwing`: also a sideways throw of up to 2 spacings/s. */
function randomInput(rng: () => number, throwing: boolean): DropInput {
  const x0 = Math.round((rng() - 0.5) * 200);
  const spin0 = Math.round((rng() - 0.5) * 6000);
  const vx0 = throwing
    ? Math.round((rng() < 0.5 ? -1 : 1) * (200 + rng() * 1800))
    : Math.round((rng() - 0.5) * 400);
  return [x0, vx0, spin0];
}

function board(rows: number): { falls: StoredTrajectory[]; attempts: number } {
  const rng = seedrandom(`plinko-trajectories:${LIBRARY_VERSION}:${rows}`);
  const target = plinkoGame.revealMs({ rows, risk: 'low', path: [], bucket: 0 }, 'normal');
  const half = Math.floor(rows / 2);
  const kept: StoredTrajectory[][] = Array.from({ length: half + 1 }, () => []);
  const missing = () => kept.filter((k) => k.length < PER_BUCKET).length;
  let attempts = 0;
  while (missing() > 0 && attempts < ATTEMPTS_PER_BOARD) {
    attempts += 1;
    // Throw sideways only once the centred releases have had their chance.
    const recorded = recordDrop(rows, randomInput(rng, attempts > CENTRED_ATTEMPTS), target);
    if (!recorded) continue;
    const side = Math.min(recorded.bucket, rows - recorded.bucket);
    const slot = kept[side]!;
    if (slot.length < PER_BUCKET) slot.push(recorded);
  }
  if (missing() > 0) {
    throw new Error(
      `${rows} rows: buckets ${kept.flatMap((k, b) => (k.length < PER_BUCKET ? [b] : [])).join(', ')} short after ${attempts} drops`,
    );
  }
  return { falls: kept.flat(), attempts };
}

const library: PlinkoLibrary = {
  version: LIBRARY_VERSION,
  sampleMs: PHYSICS.stepMs * PHYSICS.stepsPerSample,
  scale: 128,
  board: libraryBoard(),
  physics: { ...PHYSICS },
  boards: {},
};
for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
  const started = performance.now();
  const { falls, attempts } = board(rows);
  library.boards[rows] = falls;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${rows} rows: ${falls.length} falls from ${attempts} drops in ${seconds} s`);
}
const json = JSON.stringify(library);
writeFileSync(LIBRARY_PATH, `${json}\n`);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`${LIBRARY_PATH}: ${kb(json.length)}, gzip ${kb(gzipSync(json, { level: 9 }).length)}`);
