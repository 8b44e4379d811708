import { useEffect, useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './context';

const STORAGE_KEY = 'scroll-positions';
let saved: Record<string, number> | undefined;

/** The scroll position of each history entry of this tab, by the entry's key. */
function positions(): Record<string, number> {
  if (!saved)
    try {
      saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      saved = {};
    }
  return saved;
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Scrolls as a multi-page site would: a new page starts at the top (or at its #hash), and
 * Back, Forward or a reload return to where that entry was left. Positions are kept per
 * history entry for the tab's life (sessionStorage).
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location } = useRouterState();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Kept as a move starts, while the page being left is still on screen.
    const unsubscribe = router.subscribe((next, previous) => {
      if (next.location !== previous.location) positions()[previous.location.key] = window.scrollY;
    });
    const onPageHide = () => {
      positions()[router.state.location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions()));
      } catch {
        // Storage full or refused: only a reload forgets the positions.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [router]);

  useLayoutEffect(() => {
    const y = positions()[location.key];
    if (y !== undefined) window.scrollTo(0, y);
    else if (elementOf(location.hash)) elementOf(location.hash)!.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}
