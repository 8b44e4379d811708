import type { RainState as WireRainState } from '../../../shared/contract';
import type { RainState } from './rain';

/** The rain as the contract sends it (GET /rain, the tip's answer, 'rain.update'). */
export const rainStateWire = (state: RainState): WireRainState => ({
  pool: state.pool,
  nextRainAt: state.nextRainAt.toISOString(),
});
