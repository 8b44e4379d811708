import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '../../router';
import { durations } from '../../ui/tokens';

/** Spec: transitions only from 768 px, and never with prefers-reduced-motion. */
export const TRANSITION_QUERY = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

/** A short fade-in of the page whenever the path changes (not on the first load). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = ref.current;
    if (!element || typeof element.animate !== 'function') return;
    if (!window.matchMedia(TRANSITION_QUERY).matches) return;
    element.animate(
      [
        { opacity: 0, transform: 'translateY(6px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: durations.base, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' },
    );
  }, [pathname]);

  return (
    <div ref={ref} className="page-transition">
      {children}
    </div>
  );
}
