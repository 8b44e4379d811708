import { useEffect, useState } from 'react';
import { captureCaseOpeningPayload } from '../../../src/shared/contract/captureMines';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import { caseLandedText, caseReels, caseSpin } from './capture-case-opening';
import { captureStartDelay } from '../../../src/client/features/streamer/embed/capture-scenes';
import type { CaptureView } from '../../../src/client/features/streamer/embed/capture-view';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** Longest the reels may take before they count as landed (the case page's limit). */
const REVEAL_LIMIT_MS = 15_000;

/**
 * The streamer's case openings (`capture.case-opening`): the same reels as their page, at
 * its pace, started so the last reel stops when the betting tab's does, never before.
 */
export const CaseOpeningCapture: CaptureView = ({ feed, onLanded }) => {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));

  useEffect(() => {
    driver.attach();
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const stop = feed.on('capture.case-opening', captureCaseOpeningPayload, (opening) => {
      // No spoilers: wait so the reels stop when the betting tab's hold ends.
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          // An opening still spinning here was already shown by the page (which opens one
          // at a time, after the reels stopped): it lands at once.
          driver.skip();
          driver.show('case-unbox:reels', caseReels(opening));
          void driver
            .play('case-unbox:spin', caseSpin(opening), REVEAL_LIMIT_MS)
            .then(() => onLanded(opening.openings[0]!.id, caseLandedText(opening)));
        },
        captureStartDelay(opening.revealInMs, opening.animationMs),
      );
      pending.add(timer);
    });
    return () => {
      stop();
      for (const timer of pending) clearTimeout(timer);
      driver.dispose();
    };
  }, [driver, feed, onLanded]);

  return <CaptureCanvas scene="case-unbox" bus={driver.bus} label="Case reels" />;
};
