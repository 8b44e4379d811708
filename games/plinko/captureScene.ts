import { fromE4 } from '../../src/client/features/instant-games/format';
import type {
  CaptureScene,
  CommandOf,
} from '../../src/client/features/streamer/embed/capture-scenes';
import type { PlinkoCommands } from './bus';
import { plinkoTableE4 } from './core';

const board = (rows: number, risk: 'low' | 'medium' | 'high'): CommandOf<PlinkoCommands> => [
  'plinko:board',
  { rows, multipliers: plinkoTableE4(rows, risk).map(fromE4) },
];

/** A stream's plinko drop: the bet's own board, then its ball's path. */
export const plinkoCaptureScene: CaptureScene<PlinkoCommands> = {
  kind: 'plinko',
  label: 'Plinko board',
  initial: [board(16, 'medium')],
  stateFor: (bet) => (bet.game === 'plinko' ? [board(bet.outcome.rows, bet.outcome.risk)] : []),
  playFor: (bet, pace) => {
    if (bet.game !== 'plinko') throw new Error('not a plinko bet');
    return [
      'plinko:drop',
      { id: bet.id, path: bet.outcome.path, bucket: bet.outcome.bucket, pace },
    ];
  },
  landedText: (bet) => (bet.game === 'plinko' ? `Ball in bucket ${bet.outcome.bucket + 1}` : ''),
  limitMs: 12_000,
};
