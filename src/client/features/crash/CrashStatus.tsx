import { formatCrashMultiplier } from '../../../../games/crash/core';
import { type GamePause, showsPause } from '../games/game-pause';
import type { RoundView } from '../rounds/useRound';
import { formatCountdown, liveMultiplierE2 } from './crash-display';
import { useTicker } from './use-ticker';

/** How often the countdown and the multiplier text move on. */
const TICK_MS = 100;

/**
 * The round in words over the canvas: its number, then the countdown, the live
 * multiplier or where it crashed. The phase alone is announced (the ticking figures are
 * not), so a screen reader hears "Betting", "Running", "Crashed at 2.31x". While an
 * operator has paused the game it says so instead (a curve already running plays out).
 */
export function CrashStatus({ view, pause }: { view: RoundView; pause: GamePause | null }) {
  const round = view.round;
  useTicker(round?.phase === 'betting' || round?.phase === 'running', TICK_MS);
  if (showsPause(pause, round?.phase === 'running')) {
    return (
      <div
        className="crash-status crash-status--paused"
        data-testid="crash-status"
        data-phase="paused"
      >
        <span className="crash-status__figure" role="status">
          Paused
        </span>
        <span className="crash-status__round">{pause.title}</span>
      </div>
    );
  }
  if (!round) {
    return (
      <div className="crash-status" data-testid="crash-status" data-phase="none">
        <span className="crash-status__figure">Connecting…</span>
      </div>
    );
  }
  const elapsed = view.elapsedNow();
  const crashed = round.crashPoint === null ? '' : formatCrashMultiplier(round.crashPoint);
  const announced = {
    betting: 'Betting open',
    running: 'Running',
    ended: `Crashed at ${crashed}`,
  }[round.phase];
  return (
    <div
      className={`crash-status crash-status--${round.phase}`}
      data-testid="crash-status"
      data-phase={round.phase}
    >
      <span className="crash-status__round" data-testid="crash-round-number">
        Round #{round.number}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
      <span className="crash-status__figure" aria-hidden="true">
        {round.phase === 'betting' && `Starts in ${formatCountdown(view.bettingEndsInMs() ?? 0)}`}
        {round.phase === 'running' && formatCrashMultiplier(liveMultiplierE2(elapsed ?? 0))}
        {round.phase === 'ended' && (
          <span data-testid="crash-point" data-crash-point={round.crashPoint ?? undefined}>
            Crashed @ {crashed}
          </span>
        )}
      </span>
    </div>
  );
}
