/** The 5x5 board: tiles 0..24, row by row from the top left. */
export const GRID_SIZE = 5;
export const TILE_COUNT = GRID_SIZE * GRID_SIZE;

/**
 * The tile a key moves focus to from `tile` (arrows stop at the edges, Home/End the row's
 * ends, Ctrl+Home/End the board's corners); null for keys that do not move.
 */
export function nextTile(tile: number, key: string, ctrl = false): number | null {
  const row = Math.floor(tile / GRID_SIZE);
  const col = tile % GRID_SIZE;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? tile - GRID_SIZE : tile;
    case 'ArrowDown':
      return row < GRID_SIZE - 1 ? tile + GRID_SIZE : tile;
    case 'ArrowLeft':
      return col > 0 ? tile - 1 : tile;
    case 'ArrowRight':
      return col < GRID_SIZE - 1 ? tile + 1 : tile;
    case 'Home':
      return ctrl ? 0 : row * GRID_SIZE;
    case 'End':
      return ctrl ? TILE_COUNT - 1 : row * GRID_SIZE + GRID_SIZE - 1;
    default:
      return null;
  }
}

/** "Row 2, column 3": how a screen reader names a tile. */
export function tilePosition(tile: number): string {
  return `Row ${Math.floor(tile / GRID_SIZE) + 1}, column ${(tile % GRID_SIZE) + 1}`;
}
