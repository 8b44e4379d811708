import { useEffect, useState } from 'react';
import { captureRouletteBetPayload } from '../../../src/shared/contract/captureRounds';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import { previousResult, resultShown } from './roulette-display';
import { useRouletteHistory } from './use-roulette-history';
import { useRouletteScene } from './use-roulette-scene';
import type { CaptureViewProps } from '../../../src/client/features/streamer/embed/capture-view';
import { rouletteBetsPayload, rouletteRoundPayload } from '../../../src/shared/contract/roulette';
import {
  type RoundPayloads,
  useCaptureRound,
} from '../../../src/client/features/streamer/embed/views/capture-round';
import { rouletteLanding } from './roulette-landing';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** Roulette's public round events, parsed with their contract schemas. */
const ROULETTE_ROUND_PAYLOADS: RoundPayloads = {
  'roulette.round': rouletteRoundPayload,
  'roulette.bets': rouletteBetsPayload,
};

/**
 * Roulette's capture: the live strip every watcher sees, driven as the roulette page drives
 * it (useRouletteScene, from game:roulette, starting from the last result as the page
 * does). The strip has no mark of its own for a player's bets, so the streamer's bets of a
 * round are told once its strip has landed here, never before.
 */
export function RouletteCapture({ feed, onLanded }: CaptureViewProps) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));
  const { view, markOwn } = useCaptureRound(feed, 'roulette', ROULETTE_ROUND_PAYLOADS);
  const { history, add } = useRouletteHistory();
  const round = view.round;

  useEffect(() => {
    driver.attach();
    return () => driver.dispose();
  }, [driver]);

  useEffect(
    () =>
      feed.on('capture.roulette-bet', captureRouletteBetPayload, ({ roundId, betId }) =>
        markOwn(roundId, betId),
      ),
    [feed, markOwn],
  );

  const landedRoundId = useRouletteScene(
    driver,
    view,
    history === null ? undefined : previousResult(history, round),
  );
  const landed = round !== null && resultShown(round, landedRoundId) ? round : null;
  useEffect(() => {
    if (landed) add(landed);
  }, [landed, add]);

  // Told once per round, when it lands with the streamer's bets in it.
  const landing = landed ? rouletteLanding(landed, view.myBets) : null;
  const landingId = landing?.id ?? null;
  const landingText = landing?.text ?? '';
  useEffect(() => {
    if (landingId) onLanded(landingId, landingText);
  }, [landingId, landingText, onLanded]);

  return <CaptureCanvas scene="roulette" bus={driver.bus} label="Roulette strip" />;
}
