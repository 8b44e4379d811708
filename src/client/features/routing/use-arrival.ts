import { useEffect, useState } from 'react';

/**
 * While `waiting`, starts `load` and answers what it brought once it arrives, through an
 * ordinary state update rather than Suspense (loaded-view.ts says why). A load that fails
 * throws where the caller renders, for the nearest error boundary.
 */
export function useArrival<T>(load: () => Promise<T>, waiting: boolean): T | undefined {
  const [arrived, setArrived] = useState<{ value: T }>();
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    load().then(
      (value) => live && setArrived({ value }),
      (error: unknown) =>
        live &&
        setArrived(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [load, waiting]);
  return arrived?.value;
}
