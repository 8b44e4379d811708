import { useEffect, useRef, useState } from 'react';
import { JACKPOT_COUNTER_MS, counterValue } from './triple-green';

const REDUCED = '(prefers-reduced-motion: reduce)';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;
}

/**
 * The amount to show while counting to `target`: from what was on show to the new amount
 * over `duration` ms, one frame at a time; at once under reduced motion.
 */
export function useCountUp(target: number, duration = JACKPOT_COUNTER_MS): number {
  const [shown, setShown] = useState(target);
  const current = useRef(target);

  useEffect(() => {
    const from = current.current;
    if (from === target) return;
    if (typeof requestAnimationFrame !== 'function' || reducedMotion()) {
      current.current = target;
      setShown(target);
      return;
    }
    let start: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const value = counterValue(from, target, now - start, duration);
      current.current = value;
      setShown(value);
      if (value !== target || now - start < duration) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return shown;
}
