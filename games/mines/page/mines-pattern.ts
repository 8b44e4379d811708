import { MINES_TILES } from '../core/limits';

// Mines' auto-bet pattern: the tiles each auto round reveals, in the order picked.

/** The pattern with `tile` added at the end, or taken out if it was in. */
export function togglePattern(pattern: readonly number[], tile: number): number[] {
  return pattern.includes(tile) ? pattern.filter((t) => t !== tile) : [...pattern, tile];
}

/** Why the pattern cannot be played with this many mines, or null. */
export function patternProblem(pattern: readonly number[], mines: number): string | null {
  if (pattern.length === 0) return 'Pick the tiles to reveal on the board first.';
  const safe = MINES_TILES - mines;
  if (pattern.length > safe)
    return `With ${mines} mines only ${safe} tiles are safe: pick at most ${safe}.`;
  return null;
}
