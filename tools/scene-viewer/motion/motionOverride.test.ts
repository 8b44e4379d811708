import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, overrideReducedMotion } from './motionOverride';

/** A browser whose OS setting the test flips. */
function fakeBrowser(osReduced: boolean) {
  const lists: { query: string; list: EventTarget & { matches: boolean } }[] = [];
  const host = {
    matchMedia(query: string) {
      const list = Object.assign(new EventTarget(), {
        matches: query === REDUCED_MOTION_QUERY ? osReduced : query.includes('dppx'),
        media: query,
      });
      lists.push({ query, list });
      return list as unknown as MediaQueryList;
    },
  };
  const setOs = (reduced: boolean) => {
    osReduced = reduced;
    for (const { query, list } of lists) {
      if (query !== REDUCED_MOTION_QUERY || list.matches === reduced) continue;
      list.matches = reduced;
      list.dispatchEvent(Object.assign(new Event('change'), { matches: reduced }));
    }
  };
  return { host, setOs };
}

/** What the engine does with the query (games/engine/motionPreference.ts). */
function watch(host: { matchMedia(query: string): MediaQueryList }) {
  const query = host.matchMedia(REDUCED_MOTION_QUERY);
  const motion = { reduced: query.matches };
  query.addEventListener('change', (event) => {
    motion.reduced = (event as MediaQueryListEvent).matches;
  });
  return motion;
}

describe('overrideReducedMotion', () => {
  it('forces the preference live, and follows the OS again when released', () => {
    const { host, setOs } = fakeBrowser(false);
    const override = overrideReducedMotion(host);
    const motion = watch(host);
    expect(motion.reduced).toBe(false);
    override.force(true);
    expect(motion.reduced).toBe(true);
    expect(host.matchMedia(REDUCED_MOTION_QUERY).matches).toBe(true);
    setOs(false); // the OS says nothing new while forced
    expect(motion.reduced).toBe(true);
    override.force(false);
    expect(motion.reduced).toBe(false);
    setOs(true);
    expect(motion.reduced).toBe(false); // forced off
    override.force(null);
    expect(motion.reduced).toBe(true); // the OS's again
    setOs(false);
    expect(motion.reduced).toBe(false);
  });

  it('applies to queries made after forcing, and leaves other queries alone', () => {
    const { host } = fakeBrowser(false);
    overrideReducedMotion(host).force(true);
    expect(watch(host).reduced).toBe(true);
    expect(host.matchMedia('(resolution: 2dppx)').matches).toBe(true);
    expect(host.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
  });
});
