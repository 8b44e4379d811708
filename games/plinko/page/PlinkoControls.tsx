import { PLINKO_ROWS_MAX, PLINKO_ROWS_MIN, type PlinkoRisk } from '../core/limits';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';

interface PlinkoControlsProps {
  rows: number;
  risk: PlinkoRisk;
  risks: readonly PlinkoRisk[];
  /** Balls are in flight: the board cannot change under them. */
  locked: boolean;
  onRows: (rows: number) => void;
  onRisk: (risk: PlinkoRisk) => void;
}

const ROW_CHOICES = Array.from(
  { length: PLINKO_ROWS_MAX - PLINKO_ROWS_MIN + 1 },
  (_, i) => PLINKO_ROWS_MIN + i,
);

export function PlinkoControls({ rows, risk, risks, locked, onRows, onRisk }: PlinkoControlsProps) {
  return (
    <div className="plinko-controls">
      <div className="plinko-controls__rows">
        <label className="bet-panel__label" htmlFor="plinko-rows">
          Rows
        </label>
        <select
          id="plinko-rows"
          className="game-select"
          value={rows}
          disabled={locked}
          aria-describedby={locked ? 'plinko-locked' : undefined}
          onChange={(event) => onRows(Number(event.target.value))}
        >
          {ROW_CHOICES.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <Segmented<PlinkoRisk>
        legend="Risk"
        options={risks}
        value={risk}
        disabled={locked}
        onChange={onRisk}
      />
      {locked && (
        <p id="plinko-locked" className="plinko-controls__note">
          Rows and risk unlock when every ball has landed.
        </p>
      )}
    </div>
  );
}
