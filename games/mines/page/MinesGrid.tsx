import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { nextTile, TILE_COUNT, tilePosition } from './grid-nav';

export type TileFace = 'hidden' | 'gem' | 'mine';

interface MinesGridProps {
  /** What each of the 25 tiles shows (as the scene shows it). */
  faces: readonly TileFace[];
  /** A game is running: hidden tiles can be picked. */
  playable: boolean;
  /** A pick is on its way: further picks wait. */
  busy: boolean;
  onPick: (tile: number) => void;
  /** The tile under keyboard focus, for the scene's highlight (-1: none). */
  onFocusTile: (tile: number) => void;
  /** Auto-bet's pattern: these tiles are marked (and pressed while planning). */
  planned?: readonly number[];
  /** The player is choosing the pattern: every tile toggles in or out of it. */
  planning?: boolean;
}

/**
 * 25 transparent buttons laid over the canvas: the board for keyboards, touch and screen
 * readers. One tile is in the tab order at a time; arrows move between them; Enter or
 * Space picks (a button's own keys), or, while planning an auto pattern, toggles the tile.
 */
export const MinesGrid = memo(function MinesGrid({
  faces,
  playable,
  busy,
  onPick,
  onFocusTile,
  planned = [],
  planning = false,
}: MinesGridProps) {
  const [current, setCurrent] = useState(12);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tile: number) => {
    const next = nextTile(tile, event.key, event.ctrlKey || event.metaKey);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="mines-grid" role="group" aria-label="Mines board, 5 by 5 tiles">
      {Array.from({ length: TILE_COUNT }, (_, tile) => {
        const face = faces[tile] ?? 'hidden';
        const inPattern = planned.includes(tile);
        const pickable = planning || (playable && face === 'hidden');
        return (
          <button
            key={tile}
            ref={(element) => {
              buttons.current[tile] = element;
            }}
            type="button"
            className={`mines-tile mines-tile--${face}${inPattern ? ' mines-tile--planned' : ''}`}
            tabIndex={tile === current ? 0 : -1}
            aria-label={`${tilePosition(tile)}: ${face === 'hidden' ? 'hidden tile' : face}${inPattern ? ', in the auto pattern' : ''}`}
            aria-pressed={planning ? inPattern : undefined}
            aria-disabled={!pickable || busy || undefined}
            data-tile={tile}
            data-face={face}
            onKeyDown={(event) => onKeyDown(event, tile)}
            onFocus={() => {
              setCurrent(tile);
              onFocusTile(tile);
            }}
            onBlur={() => onFocusTile(-1)}
            onClick={() => {
              if (pickable && !busy) onPick(tile);
            }}
          />
        );
      })}
    </div>
  );
});
