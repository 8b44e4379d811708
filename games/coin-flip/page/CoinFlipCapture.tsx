import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { captureCoinFlipPayload } from '../../../src/shared/contract/captureVersus';
import { winnerName } from './coin-flip-display';
import { useCoinFlipScene } from './use-coin-flip-scene';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import type { CaptureViewProps } from '../../../src/client/features/streamer/embed/capture-view';
import { coinFlipCaptureReducer, EMPTY_COIN_FLIP_CAPTURE, gameOnShow } from './coin-flip-capture';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** How long a landed flip stays on the table before it goes back to idle. */
const LANDED_HOLD_MS = 5_000;

/**
 * Coin flip's capture: the flips the streamer sits in (`capture.coin-flip`, sent as the
 * lobby's channel hears them), played on the coin flip scene exactly as the page plays the
 * game on show. The flip starts when its event arrives, as on every page watching it.
 */
export function CoinFlipCapture({ feed, onLanded }: CaptureViewProps) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));
  const [state, dispatch] = useReducer(coinFlipCaptureReducer, EMPTY_COIN_FLIP_CAPTURE);
  const { game, landed, flipStartedAt } = gameOnShow(state);

  useEffect(() => {
    driver.attach();
    return () => driver.dispose();
  }, [driver]);

  useEffect(
    () =>
      feed.on('capture.coin-flip', captureCoinFlipPayload, ({ game: changed }) =>
        dispatch({ type: 'game', game: changed, receivedAt: Date.now() }),
      ),
    [feed],
  );

  const games = useRef(state.games.games);
  games.current = state.games.games;
  const onFlipLanded = useCallback(
    (id: string) => {
      dispatch({ type: 'revealed', id });
      const flipped = games.current.get(id);
      if (flipped?.winningSide)
        onLanded(id, `${flipped.winningSide} wins · ${winnerName(flipped) ?? ''}`.trim());
    },
    [onLanded],
  );
  useCoinFlipScene(driver, game, landed, flipStartedAt, onFlipLanded);

  // A landed flip is held a while, then the table moves on (the next flip, or idle).
  const heldId = landed ? (game?.id ?? null) : null;
  useEffect(() => {
    if (heldId === null) return;
    const timer = setTimeout(() => dispatch({ type: 'cleared', id: heldId }), LANDED_HOLD_MS);
    return () => clearTimeout(timer);
  }, [heldId]);

  return (
    <CaptureCanvas
      scene="coin-flip"
      bus={driver.bus}
      label="Coin flip table: two seats and the coin"
    />
  );
}
