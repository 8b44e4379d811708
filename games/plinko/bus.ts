import type { Paced } from '../engine/bus';

// Plinko's commands on the page-scene bus (games/engine/bus.ts).

export type PlinkoCommands = {
  /** Rebuild pegs and buckets; multipliers per bucket, left to right. */
  'plinko:board': { rows: number; multipliers: readonly number[] };
  /** Drop a ball that follows `path` (0 left, 1 right per row) into `bucket`. Several may fly at once. */
  'plinko:drop': Paced & { id: string; path: readonly (0 | 1)[]; bucket: number };
};
