// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteRound } from '../../../src/shared/contract/roulette';
import { rollingInText } from '../core/countdown';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { roundStatusHold } from '../../../src/client/features/rounds/roundStatusHold';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { colourOf, resultText, shownPhase } from './roulette-display';
import { useTenthsTicker } from './use-tenths-ticker';

/**
 * The round in words under the strip: its number, then the countdown, "Rolling" or where
 * it landed, only once it has landed here. The phase alone is announced. While an
 * operator has paused the game it says so instead (a strip already rolling lands first).
 */
export function RouletteStatus({
  view,
  landedRoundId,
  pause,
}: {
  view: RoundView<RouletteRound>;
  landedRoundId: number | null;
  pause: GamePause | null;
}) {
  const round = view.round;
  const phase = shownPhase(round, landedRoundId);
  useTenthsTicker(phase === 'betting', view.bettingEndsInMs);
  const hold = roundStatusHold({
    kind: 'roulette',
    pause,
    playingOut: phase === 'rolling',
    connected: round !== null,
  });
  if (hold || !round) return hold;
  const landed = phase === 'ended' && round.slot !== null && round.outcome !== null;
  const result = landed ? resultText(round.slot ?? 0, round.outcome ?? 'GREEN') : '';
  const announced = {
    none: '',
    betting: 'Betting open',
    rolling: 'Rolling',
    ended: `Landed on ${result}`,
  }[phase];
  return (
    <div
      className={`roulette-status roulette-status--${phase}`}
      data-testid="roulette-status"
      data-phase={phase}
      data-round={round.number}
      data-slot={landed ? round.slot : undefined}
      data-outcome={landed ? round.outcome : undefined}
    >
      <span className="roulette-status__round">Round #{round.number}</span>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
      <span className="roulette-status__figure" aria-hidden="true">
        {phase === 'betting' && rollingInText(view.bettingEndsInMs() ?? 0)}
        {phase === 'rolling' && 'Rolling…'}
        {landed && (
          <span className={`roulette-chip roulette-chip--${colourOf(round.slot ?? 0)}`}>
            {result}
          </span>
        )}
      </span>
    </div>
  );
}
