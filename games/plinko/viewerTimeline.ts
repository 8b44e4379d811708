import seedrandom from 'seedrandom';
import type { TimelineRequest, TimelineRound, TimelineStep } from '../engine/viewerTypes';
import type { PlinkoCommands } from './bus';
import { plinkoBucket, plinkoPath, plinkoTableE4 } from './core';

// Plinko's fake rounds for the scene viewer's timeline: each a burst of one to six balls
// dropped a moment apart, so several fall at once, along paths the plinko core draws from
// the seed (one nonce per ball).

const MAX_BALLS = 6;
/** Between two balls of a burst, as a player clicking fast sends them. */
const BALL_GAP_MS = 110;

type Risk = 'low' | 'medium' | 'high';

export function plinkoTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<PlinkoCommands>[] {
  const rows = Number.parseInt(values.rows ?? '16', 10);
  const risk = (values.risk ?? 'high') as Risk;
  const tableE4 = plinkoTableE4(rows, risk);
  const multipliers = tableE4.map((e4) => e4 / 10_000);
  let nonce = 0;
  return Array.from({ length: count }, (_, round) => {
    const balls = 1 + Math.floor(seedrandom(`${seed}:plinko-balls:${round}`)() * MAX_BALLS);
    const steps: TimelineStep<PlinkoCommands>[] = [
      { command: { type: 'plinko:board', payload: { rows, multipliers } } },
    ];
    const buckets: number[] = [];
    for (let ball = 0; ball < balls; ball++) {
      const path = plinkoPath({ serverSeed: seed, clientSeed: 'viewer', nonce: nonce++ }, rows);
      const bucket = plinkoBucket(path);
      buckets.push(bucket);
      steps.push({
        waitMs: ball === 0 ? 0 : BALL_GAP_MS,
        command: {
          type: 'plinko:drop',
          payload: { id: `${prefix}drop-${round}-${ball}`, path, bucket },
        },
      });
    }
    const shown = buckets.map((b) => `${multipliers[b]}x`).join(', ');
    return { label: `${balls} ball${balls === 1 ? '' : 's'}: ${shown}`, steps };
  });
}
