import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { useArrival } from './use-arrival';

/**
 * Where the app opens a page (RootLayout): what its first page shows while the page's code
 * is still on its way, and whether that first page has been shown yet.
 */
export interface PageOpening {
  placeholder: ReactNode;
  opened: boolean;
}

export const PageOpeningContext = createContext<PageOpening | null>(null);

/**
 * A lazily loaded page and the one shared promise that downloads it (for preloading). Once
 * its module has loaded, the page renders at once: only a page whose code is still on its
 * way waits. That matters because React (19) holds back the reveal of a suspended boundary
 * until 300 ms after the last fallback shown anywhere on the page, and the layout's own
 * lazy parts (chat, live drops, notices) keep showing fallbacks while the app opens: a
 * suspended first page stayed hidden 700 ms after its code had arrived (measured). So the
 * page the app opens on (under a PageOpeningContext) shows the placeholder itself and
 * renders the moment its code arrives; a page opened later suspends, and the router's
 * transition keeps the last page on screen meanwhile.
 */
export function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(load);
  function Page(props: P) {
    const opening = useContext(PageOpeningContext);
    // Decided once, when it mounts: the first page, its code not here yet.
    const [awaiting] = useState(() => !loaded && opening !== null && !opening.opened);
    useEffect(() => {
      if (opening) opening.opened = true;
    }, [opening]);
    // Its arrival re-renders the page, which `loaded` then holds.
    useArrival(load, awaiting);
    if (loaded) return createElement(loaded, props);
    if (awaiting) return opening?.placeholder ?? null;
    return createElement(Lazy, props);
  }
  return { Component: Page as ComponentType<P>, load };
}
