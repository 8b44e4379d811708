import { useCallback, useEffect, useRef } from 'react';
import { WHEEL_SPIN_MS } from '../../../../games/reward-wheel/core';
import { finalRotation, landingAngle, rotationAt } from './wheel-motion';

const REDUCED = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;
}

/**
 * Turns the disc (by its ref) onto a landing point, from elapsed time on every frame; under
 * reduced motion it jumps there. Resolves once the wheel rests on it.
 */
export function useWheelMotion() {
  const disc = useRef<HTMLDivElement>(null);
  const rotation = useRef(0);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const land = useCallback(
    (segment: number, within: number, segments: number) =>
      new Promise<void>((resolve) => {
        const from = rotation.current;
        const to = finalRotation(from, landingAngle(segment, within, segments));
        const duration = reducedMotion() ? 0 : WHEEL_SPIN_MS;
        const show = (degrees: number) => {
          rotation.current = degrees;
          if (disc.current) disc.current.style.transform = `rotate(${degrees}deg)`;
        };
        let start: number | null = null;
        const tick = (now: number) => {
          start ??= now;
          const elapsed = now - start;
          show(rotationAt(from, to, elapsed, duration));
          if (elapsed >= duration) {
            // Keep the angle small so later spins start from the same place on the face.
            rotation.current = to % 360;
            if (disc.current) disc.current.style.transform = `rotate(${rotation.current}deg)`;
            resolve();
          } else frame.current = requestAnimationFrame(tick);
        };
        frame.current = requestAnimationFrame(tick);
      }),
    [],
  );

  return { disc, land };
}
