import { lazy, Suspense } from 'react';
import { LiveDropsPlaceholder } from './LiveDropsPlaceholder';

// The feed (its socket events, cards and pictures) is a chunk of its own, fetched as the
// layout first renders; the first paint shows the placeholder of the same size.
const LiveDropsStrip = lazy(() =>
  import('./LiveDropsStrip').then((module) => ({ default: module.LiveDropsStrip })),
);

/** The live drops strip, loaded after the first paint. */
export function LiveDropsSlot() {
  return (
    <Suspense fallback={<LiveDropsPlaceholder />}>
      <LiveDropsStrip />
    </Suspense>
  );
}
