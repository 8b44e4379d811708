import { Segmented } from '../instant-games/Segmented';
import { setStatsPanelOpen, STATS_PANEL_ID, useStatsPanel } from './stats-panel-store';
import type { BetMode } from './use-auto-bet';
import './auto-bet.css';

const MODES = ['manual', 'auto'] as const;
const MODE_LABELS = { manual: 'Manual', auto: 'Auto' } as const;

interface BetModeBarProps {
  mode: BetMode;
  onMode: (mode: BetMode) => void;
  /** A run or a game is under way: the mode stays. */
  locked: boolean;
}

/** Manual / Auto, and the button that shows the floating live stats. */
export function BetModeBar({ mode, onMode, locked }: BetModeBarProps) {
  const { open } = useStatsPanel();
  return (
    <div className="bet-mode-bar">
      <Segmented
        legend="Bet mode"
        options={MODES}
        value={mode}
        disabled={locked}
        labelOf={(option) => MODE_LABELS[option]}
        onChange={onMode}
      />
      <button
        type="button"
        className="bet-mode-bar__stats"
        aria-expanded={open}
        aria-controls={open ? STATS_PANEL_ID : undefined}
        onClick={() => setStatsPanelOpen(!open)}
      >
        Live stats
      </button>
    </div>
  );
}
