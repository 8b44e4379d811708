import { type ComponentType, createElement, useState } from 'react';
import { useArrival } from './use-arrival';

/**
 * A view in its own chunk that shows nothing until the chunk has arrived, then itself, in
 * an ordinary update rather than through Suspense: React (19) holds back the reveal of a
 * suspended boundary until 300 ms after the last fallback shown anywhere on the page, which
 * kept a game's canvas (and the page's first moments of play) waiting on nothing. A chunk
 * that fails to load throws where the view renders, for the nearest error boundary.
 */
export function loadedView<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { load: () => Promise<ComponentType<P>> } {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function View(props: P) {
    const [already] = useState(() => loaded);
    const arrived = useArrival(load, already === undefined);
    const view = already ?? arrived;
    return view ? createElement(view, props) : null;
  }
  return Object.assign(View, { load });
}
