import seedrandom from 'seedrandom';
import type { Pace } from '../../games/pace';
import type { ProbeCommand } from '../../games/registry.client';
import {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  playUpgrade,
  upgradeWinningRange,
} from '../../games/skin-upgrader/core';
import type { ProbeScript } from '../../tools/scene-viewer/probeTypes';

// Seeded upgrades from the real core (what the server could have settled), with a share of
// near misses a roll away from an edge of the arc, as probe scripts.

export interface UpgradeSpin {
  id: string;
  roll: number;
  chance: number;
  direction: 'under' | 'over';
  win: boolean;
}

/** `count` spins; every fifth is a roll next to an edge of its arc (in, or just out). */
export function upgradeSpins(seed: string, count: number): UpgradeSpin[] {
  const rng = seedrandom(seed);
  return Array.from({ length: count }, (_, nonce): UpgradeSpin => {
    const direction = rng() < 0.5 ? 'under' : 'over';
    if (nonce % 5 === 4) {
      const chance =
        UPGRADE_CHANCE_MIN + Math.floor(rng() * (UPGRADE_CHANCE_MAX - UPGRADE_CHANCE_MIN));
      const { from, to } = upgradeWinningRange(chance, direction);
      const edge = rng() < 0.5 ? from : to;
      const roll = Math.min(2 ** 32 - 1, Math.max(0, edge + (rng() < 0.5 ? -1 : 0)));
      return { id: `${seed}-${nonce}`, roll, chance, direction, win: roll >= from && roll < to };
    }
    const price = 500 + Math.floor(rng() * 90_000);
    const stake = Math.min(
      price - 1,
      Math.max(10, Math.ceil((price * (0.012 + rng() * 0.8)) / 0.9)),
    );
    const seeds = { serverSeed: `server-${seed}`, clientSeed: `client-${seed}`, nonce };
    const { roll, chance, win } = playUpgrade(seeds, stake, price, direction);
    return { id: `${seed}-${nonce}`, roll, chance, direction, win };
  });
}

/** One spin per step, each with one long frame (150-700 ms) in its first 60 frames. */
export function upgradeScript(
  spins: UpgradeSpin[],
  fps: number,
  seed: string,
  pace?: Pace,
): ProbeScript {
  const rng = seedrandom(`${seed}-frames`);
  const steps: ProbeCommand[][] = spins.map((spin) => [
    { type: 'skin-upgrader:spin', payload: pace ? { ...spin, pace } : spin },
  ]);
  const longFrames = steps.map((): [number, number] => [
    Math.floor(rng() * 60),
    150 + Math.floor(rng() * 550),
  ]);
  return { steps, fps, longFrames, draw: 'end' };
}
