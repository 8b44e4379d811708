import { createPortal } from 'react-dom';
import type { InstantGame } from '../../../shared/contract/instantGames';
import { Amount } from '../../ui/Amount';
import { CloseButton } from '../../ui/CloseButton';
import { liveStatsStore, useLiveStats } from './live-stats-store';
import { ProfitChart } from './ProfitChart';
import { setStatsPanelOpen, STATS_PANEL_ID, useStatsPanel } from './stats-panel-store';
import { useFloatingPanel } from './use-floating-panel';
import './auto-bet.css';

const GRIP = 'M8 6h.01M16 6h.01M8 12h.01M16 12h.01M8 18h.01M16 18h.01';

/**
 * The session's live stats of one game, floating over the page (in the body, so no
 * containing block of the page clips or moves it): drag its grip, or focus the grip and
 * use the arrow keys.
 */
export function LiveStatsPanel({ game, title }: { game: InstantGame; title: string }) {
  const { open } = useStatsPanel();
  const stats = useLiveStats(game);
  const floating = useFloatingPanel(open);
  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <section
      id={STATS_PANEL_ID}
      ref={floating.ref}
      className="live-stats"
      style={floating.style}
      aria-labelledby={`${STATS_PANEL_ID}-title`}
      data-testid="live-stats"
    >
      <header className="live-stats__head">
        <button
          type="button"
          className="icon-button live-stats__grip"
          aria-label="Move live stats"
          aria-describedby={`${STATS_PANEL_ID}-move`}
          {...floating.handle}
        >
          <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={GRIP} stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
          </svg>
        </button>
        <span id={`${STATS_PANEL_ID}-move`} className="visually-hidden">
          Drag, or use the arrow keys (with Shift to move further).
        </span>
        <h2 id={`${STATS_PANEL_ID}-title`} className="live-stats__title">
          Live stats · {title}
        </h2>
        <CloseButton
          label="Close live stats"
          iconSize={18}
          className="live-stats__close"
          onClick={() => setStatsPanelOpen(false)}
        />
      </header>
      <dl className="live-stats__figures">
        <div>
          <dt>Profit</dt>
          <dd data-testid="live-stats-profit" data-value={stats.profit}>
            <Amount personal value={stats.profit} signed size="sm" />
          </dd>
        </div>
        <div>
          <dt>Wagered</dt>
          <dd data-testid="live-stats-wagered" data-value={stats.wagered}>
            <Amount personal value={stats.wagered} size="sm" />
          </dd>
        </div>
        <div>
          <dt>Wins</dt>
          <dd data-testid="live-stats-wins">{stats.wins}</dd>
        </div>
        <div>
          <dt>Losses</dt>
          <dd data-testid="live-stats-losses">{stats.losses}</dd>
        </div>
      </dl>
      <ProfitChart points={stats.points} bets={stats.bets} />
      <button
        type="button"
        className="button button--secondary button--sm live-stats__reset"
        onClick={() => liveStatsStore.getState().reset(game)}
      >
        Reset stats
      </button>
    </section>,
    document.body,
  );
}
