import { useEffect, useRef } from 'react';
import tuning from '../tuning.json';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import type { SceneDriver } from '../../../src/client/features/instant-games/scene-driver';
import { useSceneStatus } from '../../../src/client/features/instant-games/use-game-scene';
import { flipCommand, showCommand } from './coin-flip-scene-feed';

/** The longest a flip may keep the page waiting for its landing beyond its own length. */
const LANDING_SLACK_MS = 5_000;

/**
 * Drives the coin flip scene from the game on show: its seats, then the server's flip,
 * and calls `onLanded` when the coin has landed (or could not be shown): only then may the
 * page show the winner.
 */
export function useCoinFlipScene(
  driver: SceneDriver,
  game: CoinFlipGame | null,
  landed: boolean,
  flipStartedAt: number | undefined,
  onLanded: (id: string) => void,
): void {
  const status = useSceneStatus(driver);
  /** The flip already sent, so a re-render does not toss the coin again. */
  const played = useRef<string | null>(null);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  useEffect(() => {
    if (!game) {
      driver.show('coin-flip:idle', undefined);
      return;
    }
    driver.show('coin-flip:show', showCommand(game, landed));
    const flip = flipCommand(game, landed, flipStartedAt, Date.now());
    if (!flip || played.current === flip.id) return;
    played.current = flip.id;
    const limit = Math.max(0, tuning.durations.flip - flip.elapsedMs) + LANDING_SLACK_MS;
    void driver.play('coin-flip:flip', flip, limit).then(() => landedRef.current(flip.gameId));
  }, [driver, game, landed, flipStartedAt, status]);
}
