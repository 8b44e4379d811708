// The core's modules, not its index: the page loads the odds, not the fair stream.
import { MINES_MAX, MINES_MIN } from '../core/limits';
import { minesMultiplierE4 } from '../core/multiplier';
import type { MinesGame } from '../../../src/shared/contract/instantGames';
import { fromE4 } from '../../../src/client/features/instant-games/format';
import { MinesStats } from './MinesStats';

const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i);

interface MinesControlsProps {
  mines: number;
  onMines: (mines: number) => void;
  /** The running game, or null before one starts. */
  game: MinesGame | null;
  /** An auto-bet run holds the count between its games too. */
  disabled?: boolean;
}

/** The mine count (fixed while a game runs) and the game's multipliers. */
export function MinesControls({ mines, onMines, game, disabled = false }: MinesControlsProps) {
  return (
    <>
      <div>
        <label className="bet-panel__label" htmlFor="mines-count">
          Mines
        </label>
        <select
          id="mines-count"
          className="game-select"
          value={mines}
          disabled={disabled || game !== null}
          onChange={(event) => onMines(Number(event.target.value))}
        >
          {MINE_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <MinesStats game={game} previewNext={fromE4(minesMultiplierE4(mines, 1))} />
    </>
  );
}
