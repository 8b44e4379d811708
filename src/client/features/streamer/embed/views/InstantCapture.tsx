import { useEffect, useState } from 'react';
import { captureBetPayload } from '../../../../../shared/contract/streamer';
import { createPageBus, SceneDriver } from '../../../instant-games/scene-driver';
import { type CaptureScene, captureStartDelay } from '../capture-scenes';
import type { CaptureView, CaptureViewProps } from '../capture-view';
import { CaptureCanvas } from './CaptureCanvas';

/**
 * A one-shot game's capture (its `captureScene.ts`): every settled bet of the streamer's
 * (`capture.bet`) plays on the scene, timed to land when the betting tab's hold ends.
 */
function InstantCapture({ capture, feed, onLanded }: CaptureViewProps & { capture: CaptureScene }) {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));

  useEffect(() => {
    driver.attach();
    for (const [type, payload] of capture.initial) driver.show(type as never, payload as never);
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const stop = feed.on('capture.bet', captureBetPayload, (played) => {
      if (played.bet.game !== capture.kind) return;
      // No spoilers: wait so the scene lands when the betting tab's hold ends, never before.
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          for (const [type, payload] of capture.stateFor(played.bet))
            driver.show(type as never, payload as never);
          const [type, payload] = capture.playFor(played.bet, played.pace);
          void driver
            .play(type as never, payload as never, capture.limitMs)
            .then(() => onLanded(played.bet.id, capture.landedText(played.bet)));
        },
        captureStartDelay(played.revealInMs, played.animationMs),
      );
      pending.add(timer);
    });
    return () => {
      stop();
      for (const timer of pending) clearTimeout(timer);
      driver.dispose();
    };
  }, [capture, driver, feed, onLanded]);

  return <CaptureCanvas scene={capture.kind} bus={driver.bus} label={capture.label} />;
}

/** A capture view playing a one-shot game's scene (a game's `capture.ts` default). */
export function instantCapture<C>(capture: CaptureScene<C>): CaptureView {
  const scene = capture as unknown as CaptureScene;
  return (props) => <InstantCapture capture={scene} {...props} />;
}
