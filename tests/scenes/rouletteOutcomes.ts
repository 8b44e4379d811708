import seedrandom from 'seedrandom';
import { sha256Hex } from '../../games/fair';
import { rouletteSlotFromRound } from '../../games/roulette/core';
import type { ProbeCommand } from '../../games/registry.client';
import type { ProbeScript } from '../../tools/scene-viewer/probeTypes';

// Seeded roulette rounds as the server could draw them: each slot from the real core over
// a stand-in hash chain, a landing offset, and how late the watcher joined the roll.

export interface RouletteRound {
  id: string;
  slot: number;
  landingOffset: number;
  elapsedMs: number;
}

/** `count` rounds; a share `lateShare` of them joined up to 5.9 s into the roll. */
export function rouletteRounds(seed: string, count: number, lateShare = 0): RouletteRound[] {
  const rng = seedrandom(seed);
  let hash = sha256Hex(`chain-${seed}`);
  return Array.from({ length: count }, (_, n) => {
    hash = sha256Hex(hash);
    const late = rng() < lateShare;
    return {
      id: `${seed}-${n}`,
      slot: rouletteSlotFromRound(hash, `salt-${seed}`),
      landingOffset: rng(),
      elapsedMs: late ? 1 + Math.floor(rng() * 5_900) : 0,
    };
  });
}

/** One roll per step, each with one long frame (150-700 ms) in its first 60 frames. */
export function rouletteScript(rounds: RouletteRound[], fps: number, seed: string): ProbeScript {
  const rng = seedrandom(`${seed}-frames`);
  const steps: ProbeCommand[][] = rounds.map((round) => [
    { type: 'roulette:betting', payload: { roundId: round.id, endsInMs: 0 } },
    { type: 'roulette:roll', payload: { ...round, roundId: round.id } },
  ]);
  const longFrames = steps.map((): [number, number] => [
    Math.floor(rng() * 60),
    150 + Math.floor(rng() * 550),
  ]);
  return { steps, fps, longFrames, draw: 'end' };
}
