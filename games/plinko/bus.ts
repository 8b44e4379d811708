import type { Paced } from '../engine/bus';

// Plinko's commands on the page-scene bus (games/engine/bus.ts).

export type PlinkoCommands = {
  /** Rebuild pegs and buckets; multipliers per bucket, left to right. */
  'plinko:board': { rows: number; multipliers: readonly number[] };
  /**
   * Drop a ball into `bucket`, along a recorded physics fall (`path`, 0 left and 1 right per
   * row, is the fair path that chose the bucket). Several may fly at once.
   */
  'plinko:drop': Paced & { id: string; path: readonly (0 | 1)[]; bucket: number };
};
