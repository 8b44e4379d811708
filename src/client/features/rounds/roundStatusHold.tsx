import type { ReactElement } from 'react';
import type { RoundGameKind } from '../../../../games/registry';
import { type GamePause, showsPause } from '../games/game-pause';

/**
 * What a round game's status line says instead of its round: "Paused" with the banner's
 * title while an operator has paused the game (unless a round is playing out, which lands
 * first), or "Connecting…" before the first round arrives. Null when the round speaks.
 * The line keeps the game's own classes and test id (`<kind>-status`).
 */
export function roundStatusHold({
  kind,
  pause,
  playingOut,
  connected,
}: {
  kind: RoundGameKind;
  pause: GamePause | null;
  /** A round is in its live phase here (crash's climb, roulette's roll). */
  playingOut: boolean;
  connected: boolean;
}): ReactElement | null {
  const line = `${kind}-status`;
  if (showsPause(pause, playingOut)) {
    return (
      <div className={`${line} ${line}--paused`} data-testid={line} data-phase="paused">
        <span className={`${line}__figure`} role="status">
          Paused
        </span>
        <span className={`${line}__round`}>{pause.title}</span>
      </div>
    );
  }
  if (connected) return null;
  return (
    <div className={line} data-testid={line} data-phase="none">
      <span className={`${line}__figure`}>Connecting…</span>
    </div>
  );
}
