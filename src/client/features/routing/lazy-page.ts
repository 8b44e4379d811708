import { type ComponentType, createElement, lazy } from 'react';

/**
 * A lazily loaded page and the one shared promise that downloads it (for preloading). Once
 * its module has loaded, the page renders at once: only a page whose code is still on its
 * way suspends. That matters because React (19) holds back the reveal of a suspended
 * boundary until 300 ms after the last fallback shown anywhere on the page; a page whose
 * code was loaded before the first render (main.tsx) never waits on that.
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
    return createElement(loaded ?? Lazy, props);
  }
  return { Component: Page as ComponentType<P>, load };
}
