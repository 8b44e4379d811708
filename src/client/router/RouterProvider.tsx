import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { RouterContext, StateContext } from './context';
import { noMatch, renderMatches } from './render-matches';
import type { Router } from './router';

/**
 * Renders the router's matched routes (or, given children, those instead: MemoryRouter).
 * A move renders in a transition, so the page on screen stays until the next one's code
 * has loaded, rather than flashing its Suspense fallback.
 */
export function RouterProvider({ router, children }: { router: Router; children?: ReactNode }) {
  const [state, setState] = useState(router.state);
  // A layout effect: subscribed before any page's own effect can navigate.
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {children ?? renderMatches(state.matches ?? noMatch(router.routes), state.location)}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}
