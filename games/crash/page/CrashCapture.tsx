import { useCallback, useEffect, useRef, useState } from 'react';
import { captureCrashBetPayload } from '../../../src/shared/contract/captureRounds';
import type { CrashSceneCommand } from './crash-scene-feed';
import { useCrashScene } from './use-crash-scene';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import type { CaptureViewProps } from '../../../src/client/features/streamer/embed/capture-view';
import {
  crashBetPayload,
  crashCashoutsPayload,
  crashRoundPayload,
} from '../../../src/shared/contract/crash';
import {
  type RoundPayloads,
  useCaptureRound,
} from '../../../src/client/features/streamer/embed/views/capture-round';
import { crashLanding } from './crash-landing';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** Crash's public round events, parsed with their contract schemas. */
const CRASH_ROUND_PAYLOADS: RoundPayloads = {
  'crash.round': crashRoundPayload,
  'crash.bet': crashBetPayload,
  'crash.cashouts': crashCashoutsPayload,
};

/**
 * Crash's capture: the live round every watcher sees, driven as the crash page drives it
 * (useCrashScene, from game:crash), with the streamer's own cash-out drawn as the page draws
 * a player's own. The capture room only says which bet is theirs and when they cashed out.
 */
export function CrashCapture({ feed, onLanded, chromaKey = false }: CaptureViewProps) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));
  const { view, markOwn } = useCaptureRound(feed, 'crash', CRASH_ROUND_PAYLOADS);
  const viewRef = useRef(view);
  viewRef.current = view;

  useEffect(() => {
    driver.attach();
    return () => driver.dispose();
  }, [driver]);

  useEffect(
    () =>
      feed.on('capture.crash-bet', captureCrashBetPayload, ({ roundId, betId, cashedOutAt }) =>
        markOwn(roundId, betId, cashedOutAt === null ? undefined : { cashedOutAt }),
      ),
    [feed, markOwn],
  );

  const landed = useCallback(
    (command: CrashSceneCommand) => {
      const { round, myBet } = viewRef.current;
      const landing = crashLanding(command, round?.id ?? null, myBet);
      if (landing) onLanded(landing.id, landing.text);
    },
    [onLanded],
  );
  useCrashScene(driver, view, landed);

  return (
    <CaptureCanvas
      scene="crash"
      bus={driver.bus}
      label="Crash multiplier curve"
      chromaKey={chromaKey}
    />
  );
}
