import seedrandom from 'seedrandom';
import { playDice } from '../../games/dice/core';
import type { Pace } from '../../games/pace';
import type { ProbeCommand } from '../../games/registry.client';
import { minePositions } from '../../games/mines/core';
import { plinkoBucket, plinkoPath, plinkoTableE4 } from '../../games/plinko/core';
import type { ProbeScript } from '../../tools/scene-viewer/probeTypes';

// Seeded outcomes from the real game cores, as probe scripts: what the server could have
// decided, for the scenes to land on.

export const OUTCOMES = 200;
/**
 * Outcomes per frame rate where a browser test steps one scene at 30, 60 and 144 fps: the
 * motion modules land all OUTCOMES at each rate in node, so the scene in Chromium shares
 * them out across the rates (each rate still gets every kind of outcome).
 */
export const OUTCOMES_PER_RATE = Math.ceil(OUTCOMES / 3);

function seedsFor(seed: string, nonce: number) {
  return { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
}

/** One long frame (150-700 ms) somewhere in the first `within` frames of each step. */
function longFrames(rng: () => number, steps: number, within: number): [number, number][] {
  return Array.from({ length: steps }, () => [
    Math.floor(rng() * within),
    150 + Math.floor(rng() * 550),
  ]);
}

export interface DiceBet {
  id: string;
  roll: number;
  target: number;
  direction: 'over' | 'under';
  win: boolean;
}

export function diceScript(
  seed: string,
  fps: number,
  count = OUTCOMES,
): { script: ProbeScript; bets: DiceBet[] } {
  const rng = seedrandom(seed);
  const bets = Array.from({ length: count }, (_, nonce): DiceBet => {
    const direction = rng() < 0.5 ? 'over' : 'under';
    const target =
      direction === 'over' ? 200 + Math.floor(rng() * 9799) : 2 + Math.floor(rng() * 9799);
    const { roll, win } = playDice(seedsFor(seed, nonce), 100, target, direction);
    return { id: `dice-${nonce}`, roll, target, direction, win };
  });
  const steps: ProbeCommand[][] = bets.map((bet) => [{ type: 'dice:roll', payload: bet }]);
  return { script: { steps, fps, longFrames: longFrames(rng, steps.length, 20) }, bets };
}

export interface PlinkoDrop {
  id: string;
  rows: number;
  path: (0 | 1)[];
  bucket: number;
  multipliers: number[];
}

/** Drops grouped by rows; each group gets its board, then flies in batches of `batch` balls at once. */
export function plinkoScript(
  seed: string,
  fps: number,
  count = OUTCOMES,
  batch = 20,
): { script: ProbeScript; drops: PlinkoDrop[] } {
  const rng = seedrandom(seed);
  const risks = ['low', 'medium', 'high'] as const;
  const drops = Array.from({ length: count }, (_, nonce): PlinkoDrop => {
    const rows = 8 + (nonce % 9);
    const path = plinkoPath(seedsFor(seed, nonce), rows);
    const risk = risks[nonce % 3]!;
    const multipliers = plinkoTableE4(rows, risk).map((e4) => e4 / 10_000);
    return { id: `ball-${nonce}`, rows, path, bucket: plinkoBucket(path), multipliers };
  });
  const steps: ProbeCommand[][] = [];
  for (let rows = 8; rows <= 16; rows++) {
    const group = drops.filter((d) => d.rows === rows);
    // one board per group (its first drop's risk): each drop's labels are read against it
    const multipliers = group[0]!.multipliers;
    for (const drop of group) drop.multipliers = multipliers;
    steps.push([{ type: 'plinko:board', payload: { rows, multipliers } }]);
    for (let i = 0; i < group.length; i += batch) {
      steps.push(
        group.slice(i, i + batch).map((d) => ({
          type: 'plinko:drop' as const,
          payload: { id: d.id, path: d.path, bucket: d.bucket },
        })),
      );
    }
  }
  return { script: { steps, fps, longFrames: longFrames(rng, steps.length, 60) }, drops };
}

export interface MinesGameScript {
  mines: number[];
  picks: number[];
  /** The mine hit, or null for a cash-out. */
  hit: number | null;
  /** Index of this game's first step in the script. */
  firstStep: number;
}

export function minesScript(
  seed: string,
  fps: number,
  count = OUTCOMES,
): { script: ProbeScript; games: MinesGameScript[] } {
  const rng = seedrandom(seed);
  const steps: ProbeCommand[][] = [];
  const games = Array.from({ length: count }, (_, nonce): MinesGameScript => {
    const count = 1 + Math.floor(rng() * 24);
    const mines = minePositions(seedsFor(seed, nonce), count);
    const safe = Array.from({ length: 25 }, (_, t) => t).filter((t) => !mines.includes(t));
    const picks: number[] = [];
    const wanted = Math.floor(rng() * Math.min(safe.length, 6));
    while (picks.length < wanted) {
      const tile = safe[Math.floor(rng() * safe.length)]!;
      if (!picks.includes(tile)) picks.push(tile);
    }
    const hit = wanted === 0 || rng() < 0.5 ? mines[Math.floor(rng() * mines.length)]! : null;
    const firstStep = steps.length;
    steps.push([
      { type: 'mines:board', payload: { revealed: [], minePositions: null, state: 'active' } },
    ]);
    picks.forEach((tile, i) =>
      steps.push([
        {
          type: 'mines:reveal',
          payload: { id: `${nonce}-pick-${i}`, tile, mine: false, minePositions: null },
        },
      ]),
    );
    steps.push([
      hit === null
        ? { type: 'mines:cashout', payload: { id: `${nonce}-cashout`, minePositions: mines } }
        : {
            type: 'mines:reveal',
            payload: { id: `${nonce}-bust`, tile: hit, mine: true, minePositions: mines },
          },
    ]);
    return { mines, picks, hit, firstStep };
  });
  return { script: { steps, fps, longFrames: longFrames(rng, steps.length, 10) }, games };
}

/** The same script with every outcome played at `pace` (the commands that carry an id). */
export function withPace(script: ProbeScript, pace: Pace): ProbeScript {
  const steps = script.steps.map((commands) =>
    commands.map((command) => {
      const payload = command.payload as object | undefined;
      return payload && 'id' in payload
        ? ({ ...command, payload: { ...payload, pace } } as ProbeCommand)
        : command;
    }),
  );
  return { ...script, steps };
}
