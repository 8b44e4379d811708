import type { CrashRound } from '../../../src/shared/contract/crash';
import { formatCrashMultiplier } from '../core';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { roundStatusHold } from '../../../src/client/features/rounds/roundStatusHold';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
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
export function CrashStatus({
  view,
  pause,
}: {
  view: RoundView<CrashRound>;
  pause: GamePause | null;
}) {
  const round = view.round;
  useTicker(round?.phase === 'betting' || round?.phase === 'running', TICK_MS);
  const hold = roundStatusHold({
    kind: 'crash',
    pause,
    playingOut: round?.phase === 'running',
    connected: round !== null,
  });
  if (hold || !round) return hold;
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
