import type { MotionPreference } from './sceneTypes';

// prefers-reduced-motion, kept live: scenes read `reduced` when an animation starts, so
// turning the setting on mid-session shortens the next spin without a remount.

const QUERY = '(prefers-reduced-motion: reduce)';

/** Reads the preference now and follows its changes until the returned stop is called. */
export function watchMotionPreference(): { motion: MotionPreference; stop: () => void } {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  const motion: MotionPreference = { reduced: query?.matches ?? false };
  const onChange = (event: MediaQueryListEvent) => {
    motion.reduced = event.matches;
  };
  query?.addEventListener('change', onChange);
  return { motion, stop: () => query?.removeEventListener('change', onChange) };
}
