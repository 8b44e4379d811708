import { resolve } from 'node:path';
import type { GameFolder } from './plugGame';

/** The fixture round game the plug-in proof adds (tests/fixtures/games/low-or-high). */
export const LOW_OR_HIGH: GameFolder = {
  from: resolve(import.meta.dirname, '../../tests/fixtures/games/low-or-high'),
  name: 'low-or-high',
  manifest: 'lowOrHighGame',
  client: 'lowOrHighClient',
};
