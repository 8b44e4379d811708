import { useEffect, useState } from 'react';
import { msToNextTenth } from '../core/countdown';

/**
 * Re-renders the caller each time the countdown's tenth changes. A free-running 100 ms
 * interval lagged the scene's label by up to 0.1 s; this wakes at the tenth's edge.
 */
export function useTenthsTicker(active: boolean, msLeft: () => number | null): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const wait = msToNextTenth(msLeft() ?? 0);
    if (wait === null) return;
    // +1: a timer may fire on the edge itself, where the text has not moved on yet.
    const timer = setTimeout(() => setTick((n) => n + 1), wait + 1);
    return () => clearTimeout(timer);
  }, [active, msLeft, tick]);
}
