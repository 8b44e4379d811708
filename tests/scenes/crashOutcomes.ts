import type { CrashCashout } from '../../games/crash/bus';
import { crashPointE2FromRound } from '../../games/crash/core';
import { sha256Hex } from '../../games/fair';
import type { ProbeScript } from '../../tools/scene-viewer/probeTypes';

// Crash rounds for the scene checks: fixed edge cases and rounds of a seeded hash chain
// from the real crash core, each with cash-outs on the way, as probe scripts.

export interface CrashRound {
  roundId: string;
  crashPointE2: number;
  cashouts: CrashCashout[];
  cashoutBatch: string;
  bustId: string;
}

/** The first `count` crash points of a seeded chain between 1.50x and 10.00x (quick to run). */
function seededCrashPoints(count: number): number[] {
  const points: number[] = [];
  let hash = sha256Hex('crash scene rounds');
  while (points.length < count) {
    const point = crashPointE2FromRound(hash, 'scene salt');
    if (point >= 150 && point <= 1_000) points.push(point);
    hash = sha256Hex(hash);
  }
  return points;
}

function round(crashPointE2: number, index: number): CrashRound {
  const roundId = `round-${index}`;
  const at = (multiplierE2: number, i: number, mine = false): CrashCashout => ({
    id: `${roundId}-${i}`,
    username: mine ? 'You' : `player${i}`,
    multiplierE2,
    mine,
  });
  const cashouts: CrashCashout[] =
    crashPointE2 === 100
      ? []
      : crashPointE2 === 101
        ? [at(101, 0, true)]
        : [
            at(101, 0),
            at(Math.round((100 + crashPointE2) / 2), 1, true),
            // a target equal to the crash point wins: the curve touches it
            at(crashPointE2, 2),
          ];
  return {
    roundId,
    crashPointE2,
    cashouts,
    cashoutBatch: `${roundId}-cashouts`,
    bustId: `${roundId}-bust`,
  };
}

/** 1.00x (an instant bust), 1.01x, two fixed rounds and two from the seeded chain. */
export function testRounds(): CrashRound[] {
  return [100, 101, 250, 777, ...seededCrashPoints(2)].map(round);
}

/**
 * The round from betting: the multiplier starts, the cash-outs arrive (landing once the
 * curve reaches them), then the bust (landing on the crash point). One long frame each.
 */
export function crashRoundScript(r: CrashRound, fps: number): ProbeScript {
  return {
    fps,
    limitMs: 120_000,
    longFrames: [
      [3, 250],
      [1, 400],
    ],
    steps: [
      [
        { type: 'crash:reset', payload: undefined },
        { type: 'crash:betting', payload: { roundId: r.roundId, endsInMs: 6_000 } },
        { type: 'crash:run', payload: { roundId: r.roundId, elapsedMs: 0 } },
        {
          type: 'crash:cashouts',
          payload: { id: r.cashoutBatch, roundId: r.roundId, entries: r.cashouts },
        },
      ],
      [
        {
          type: 'crash:bust',
          payload: { id: r.bustId, roundId: r.roundId, crashPointE2: r.crashPointE2 },
        },
      ],
    ],
  };
}
