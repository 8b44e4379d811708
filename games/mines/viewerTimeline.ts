import seedrandom from 'seedrandom';
import type { TimelineRequest, TimelineRound, TimelineStep } from '../engine/viewerTypes';
import type { MinesCommands } from './bus';
import { MINES_TILES, minePositions } from './core';

// Mines' fake rounds for the scene viewer's timeline: each a game whose mines the mines core
// places from the seed (nonce 0, 1, ...), a few seeded picks one after another, then a
// cash-out, unless a pick hits a mine first.

/** The most picks a fake player makes before cashing out. */
const MAX_PICKS = 5;
const PICK_PAUSE_MS = 350;

export function minesTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<MinesCommands>[] {
  const mineCount = Number.parseInt(values.mines ?? '3', 10);
  if (!(mineCount >= 1 && mineCount <= MINES_TILES - 1)) throw new Error('Mines are from 1 to 24');
  return Array.from({ length: count }, (_, nonce) => {
    const mines = minePositions({ serverSeed: seed, clientSeed: 'viewer', nonce }, mineCount);
    const rng = seedrandom(`${seed}:mines-picks:${nonce}`);
    const wanted = 1 + Math.floor(rng() * MAX_PICKS);
    const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile);
    const steps: TimelineStep<MinesCommands>[] = [
      {
        command: {
          type: 'mines:board',
          payload: { revealed: [], minePositions: null, state: 'active' },
        },
      },
    ];
    let busted = false;
    for (let pick = 0; pick < wanted && !busted; pick++) {
      const [tile] = hidden.splice(Math.floor(rng() * hidden.length), 1) as [number];
      busted = mines.includes(tile);
      steps.push({
        afterLanding: true,
        pauseMs: PICK_PAUSE_MS,
        command: {
          type: 'mines:reveal',
          payload: {
            id: `${prefix}reveal-${nonce}-${pick}`,
            tile,
            mine: busted,
            minePositions: busted ? mines : null,
          },
        },
      });
    }
    const picks = steps.length - 1;
    if (!busted) {
      steps.push({
        afterLanding: true,
        pauseMs: PICK_PAUSE_MS,
        command: {
          type: 'mines:cashout',
          payload: { id: `${prefix}cashout-${nonce}`, minePositions: mines },
        },
      });
    }
    const label = busted ? `${picks} picks, the last a mine` : `${picks} safe picks, then cash-out`;
    return { label: `${label} (${mineCount} mines)`, steps };
  });
}
