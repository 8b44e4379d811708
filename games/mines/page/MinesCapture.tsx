import { useEffect, useState } from 'react';
import {
  captureMinesPayload,
  type CaptureMinesStep,
} from '../../../src/shared/contract/captureMines';
import { boardCommand } from './mines-state';
import {
  createPageBus,
  SceneDriver,
} from '../../../src/client/features/instant-games/scene-driver';
import {
  boardAfter,
  boardBefore,
  CAPTURE_MINES_PACE,
  landedText,
  playsFor,
  sameBoard,
  stepId,
} from './capture-mines';
import { captureStartDelay } from '../../../src/client/features/streamer/embed/capture-scenes';
import type { CaptureView } from '../../../src/client/features/streamer/embed/capture-view';
import { CaptureCanvas } from '../../../src/client/features/streamer/embed/views/CaptureCanvas';

/** Longest a step waits for the scene before it counts as landed (the page's limit). */
const STEP_LIMIT_MS = 6_000;

/**
 * The streamer's mines game (`capture.mines`): each step plays once the betting tab has its
 * answer. The page sends a step only after the one before has landed in it, so a step still
 * running here when the next one is due lands at once: the source never falls behind.
 */
export const MinesCapture: CaptureView = ({ feed, onLanded }) => {
  const [driver] = useState(() => new SceneDriver(createPageBus(), { playSound: () => undefined }));

  useEffect(() => {
    driver.attach();
    driver.show('mines:board', boardCommand(null));
    const pending = new Set<ReturnType<typeof setTimeout>>();
    /** The board the scene shows once the last step played has landed. */
    let shown: ReturnType<typeof boardAfter> | null = null;
    /** Bumped by every step: an older one stops between its plays. */
    let latest = 0;

    const play = async (step: CaptureMinesStep) => {
      const turn = ++latest;
      const before = boardBefore(step);
      // Showing the board lands whatever still runs; it also seats a source that joined late.
      if (driver.isAnimating() || !sameBoard(shown, before)) driver.show('mines:board', before);
      shown = boardAfter(step);
      for (const [type, payload] of playsFor(step, CAPTURE_MINES_PACE)) {
        await driver.play(type, payload, STEP_LIMIT_MS);
        if (turn !== latest) return;
      }
      onLanded(stepId(step), landedText(step));
    };

    const stop = feed.on('capture.mines', captureMinesPayload, (step) => {
      // No spoilers: the tile flips here only once the betting tab has its answer.
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          void play(step);
        },
        captureStartDelay(step.revealInMs, 0),
      );
      pending.add(timer);
    });
    return () => {
      stop();
      for (const timer of pending) clearTimeout(timer);
      latest += 1;
      driver.dispose();
    };
  }, [driver, feed, onLanded]);

  return <CaptureCanvas scene="mines" bus={driver.bus} label="Mines board" />;
};
