// The viewer's reduced-motion preview: answers the scenes' prefers-reduced-motion query
// (games/engine/motionPreference.ts) with a forced value, and tells every listener when it
// changes, as the browser does when the OS setting flips. So a scene takes its reduced-motion
// path live, through the same code a player's setting drives, and the OS setting stays as
// it is. Every other media query goes to the browser untouched.

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface MotionOverride {
  /** true or false forces the preference; null follows the OS again. */
  force(reduced: boolean | null): void;
}

type MatchMedia = (query: string) => MediaQueryList;

export function overrideReducedMotion(host: { matchMedia: MatchMedia }): MotionOverride {
  const browser = host.matchMedia.bind(host);
  let forced: boolean | null = null;
  const lists = new Set<{ target: EventTarget; real: MediaQueryList; last: boolean }>();

  const effective = (real: MediaQueryList) => forced ?? real.matches;
  const tell = (entry: { target: EventTarget; real: MediaQueryList; last: boolean }) => {
    const matches = effective(entry.real);
    if (matches === entry.last) return;
    entry.last = matches;
    entry.target.dispatchEvent(
      Object.assign(new Event('change'), { matches, media: REDUCED_MOTION_QUERY }),
    );
  };

  host.matchMedia = (query: string): MediaQueryList => {
    const real = browser(query);
    if (query.replace(/\s+/g, '') !== REDUCED_MOTION_QUERY.replace(/\s+/g, '')) return real;
    const target = new EventTarget();
    const entry = { target, real, last: effective(real) };
    lists.add(entry);
    real.addEventListener('change', () => tell(entry));
    const list = {
      media: REDUCED_MOTION_QUERY,
      get matches() {
        return effective(real);
      },
      onchange: null,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      addListener: (listener: EventListener) => target.addEventListener('change', listener),
      removeListener: (listener: EventListener) => target.removeEventListener('change', listener),
    };
    return list as unknown as MediaQueryList;
  };

  return {
    force(reduced) {
      forced = reduced;
      for (const entry of lists) tell(entry);
    },
  };
}
