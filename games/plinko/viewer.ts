import type { PlinkoCommands } from './bus';
import seedrandom from 'seedrandom';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import { plinkoBucket, plinkoPath, plinkoTableE4 } from './core';
import tuning from './tuning.json';
import { plinkoTimeline } from './viewerTimeline';

// Plinko in the scene viewer: balls whose paths come from the real plinko core with a seed,
// or that are forced into a typed-in bucket along a seeded random path.

type Risk = 'low' | 'medium' | 'high';

function board({ values }: ViewerContext<PlinkoCommands>) {
  const rows = Number.parseInt(values.rows ?? '16', 10);
  const risk = (values.risk ?? 'high') as Risk;
  return { rows, multipliers: plinkoTableE4(rows, risk).map((e4) => e4 / 10_000) };
}

function drop(context: ViewerContext<PlinkoCommands>): void {
  const { rows } = board(context);
  const nonce = context.nextNonce();
  const seed = context.values.seed ?? '';
  const typed = context.values.bucket?.trim() ?? '';
  let path: (0 | 1)[];
  if (typed === '') {
    path = plinkoPath({ serverSeed: seed, clientSeed: 'viewer', nonce }, rows);
  } else {
    const bucket = Number.parseInt(typed, 10);
    if (!(bucket >= 0 && bucket <= rows)) throw new Error(`A bucket is from 0 to ${rows}`);
    // `bucket` rights among `rows` steps, in a seeded random order
    const rng = seedrandom(`${seed}:${nonce}`);
    path = Array.from({ length: rows }, (_, i) => (i < bucket ? 1 : 0));
    for (let i = path.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [path[i], path[j]] = [path[j]!, path[i]!];
    }
  }
  context.bus.emit('plinko:drop', { id: context.nextId(), path, bucket: plinkoBucket(path) });
}

function dropMany(count: number, gapMs: number) {
  return (context: ViewerContext<PlinkoCommands>) => {
    for (let i = 0; i < count; i++) setTimeout(() => drop(context), i * gapMs);
  };
}

export const viewer: GameViewer<PlinkoCommands> = {
  scene: 'plinko',
  title: 'Plinko',
  tuning,
  fields: [
    {
      key: 'rows',
      label: 'Rows',
      options: ['8', '9', '10', '11', '12', '13', '14', '15', '16'],
      initial: '16',
    },
    { key: 'risk', label: 'Risk', options: ['low', 'medium', 'high'], initial: 'high' },
    { key: 'bucket', label: 'Bucket', initial: '', hint: 'empty: path drawn by the plinko core' },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup(context) {
    context.bus.emit('plinko:board', board(context));
  },
  actions: [
    { label: 'Set board', run: (context) => context.bus.emit('plinko:board', board(context)) },
    { label: 'Drop 1', run: drop },
    { label: 'Drop 10', run: dropMany(10, 120) },
    { label: 'Drop 100', run: dropMany(100, 60) },
  ],
  timeline: plinkoTimeline,
};
