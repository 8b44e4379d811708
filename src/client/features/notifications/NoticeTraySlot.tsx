import { lazy, Suspense, type ReactNode } from 'react';
import './notice-tray.css';

// Notices reach the store from the server after the page starts, so the tray's cards and
// rich text are a chunk of their own, requested at the first render. The layout's extras
// (the new-version note) wait for it too: shown in a stand-in tray first, a note would
// mount again when the tray arrived, and fade in twice.
const NoticeTray = lazy(() =>
  import('./NoticeTray').then((module) => ({ default: module.NoticeTray })),
);

/** The notice tray, loaded after the first paint. */
export function NoticeTraySlot({ extras = [] }: { extras?: readonly ReactNode[] }) {
  return (
    <Suspense fallback={<div className="notice-tray" />}>
      <NoticeTray extras={extras} />
    </Suspense>
  );
}
