import { resolve } from 'node:path';
import type { GameFolder } from './plugGame';

/** The fixture instant game the plug-in proof adds (tests/fixtures/games/high-low). */
export const HIGH_LOW: GameFolder = {
  from: resolve(import.meta.dirname, '../../tests/fixtures/games/high-low'),
  name: 'high-low',
  manifest: 'highLowGame',
  client: 'highLowClient',
};
