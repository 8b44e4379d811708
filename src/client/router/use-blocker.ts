import { useEffect, useRef } from 'react';
import { useRouter, useRouterState } from './context';
import type { Blocker, BlockerFunction } from './router';

/**
 * Asks `shouldBlock` before every move (links, navigate, back and forward; not a reload or
 * a closed tab). A blocked move waits in the returned blocker: proceed() makes it, reset()
 * drops it. The latest `shouldBlock` is asked, so it may read this render's values.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => router.block((args) => latest.current(args)), [router]);
  return useRouterState().blocker;
}
