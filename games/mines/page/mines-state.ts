import type { MinesGame } from '../../../src/shared/contract/instantGames';
import { TILE_COUNT } from './grid-nav';
import type { TileFace } from './MinesGrid';

/** What each tile shows for a game as the player has seen it (null: no game yet). */
export function tileFaces(game: MinesGame | null): TileFace[] {
  const faces: TileFace[] = Array.from({ length: TILE_COUNT }, () => 'hidden');
  if (!game) return faces;
  const mines = new Set(game.minePositions ?? []);
  if (game.state !== 'active') for (const tile of mines) faces[tile] = 'mine';
  for (const tile of game.revealed) faces[tile] = mines.has(tile) ? 'mine' : 'gem';
  return faces;
}

/** Safe tiles picked so far (a bust's last pick is the mine). */
export function safePicks(game: MinesGame): number {
  return game.revealed.length - (game.state === 'busted' ? 1 : 0);
}

/** The scene's 'mines:board' for a game (or the empty board); a stream's capture reuses it. */
export function boardCommand(game: Pick<MinesGame, 'revealed' | 'state' | 'minePositions'> | null) {
  return {
    revealed: game?.revealed ?? [],
    minePositions: game && game.state !== 'active' ? game.minePositions : null,
    state: game?.state ?? ('idle' as const),
  };
}
