import { useEffect, useState } from 'react';

/** Re-renders the caller every `everyMs` while `active` (a countdown, a live multiplier). */
export function useTicker(active: boolean, everyMs: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
}
