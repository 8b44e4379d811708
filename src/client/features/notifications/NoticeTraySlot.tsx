import { lazy, Suspense, type ReactNode } from 'react';
import './notice-tray.css';

// Notices reach the store from the server after the page starts, so the tray's cards and
// rich text are a chunk of their own; until it arrives the tray holds the layout's extras
// alone, as the tray itself does while no notice is shown.
const NoticeTray = lazy(() =>
  import('./NoticeTray').then((module) => ({ default: module.NoticeTray })),
);

/** The notice tray, loaded after the first paint. */
export function NoticeTraySlot({ extras = [] }: { extras?: readonly ReactNode[] }) {
  return (
    <Suspense fallback={<div className="notice-tray">{extras}</div>}>
      <NoticeTray extras={extras} />
    </Suspense>
  );
}
