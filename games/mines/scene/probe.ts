import type { TileFace } from './board';

// What MinesScene.probe() reads back from its display objects.
export interface MinesProbe {
  /** Row-major, 25 tiles. */
  tiles: { face: TileFace; dim: boolean; exploded: boolean; scaleX: number }[];
  /** The highlighted tile, -1 for none. */
  focus: number;
}
