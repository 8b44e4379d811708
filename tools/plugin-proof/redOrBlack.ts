import { resolve } from 'node:path';
import type { GameFolder } from './plugGame';

/** The fixture room game the plug-in proof adds (tests/fixtures/games/red-or-black). */
export const RED_OR_BLACK: GameFolder = {
  from: resolve(import.meta.dirname, '../../tests/fixtures/games/red-or-black'),
  name: 'red-or-black',
  manifest: 'redOrBlackGame',
  client: 'redOrBlackClient',
};
