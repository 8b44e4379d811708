import { lazy, type ComponentType } from 'react';

/** A lazily loaded page and the one shared promise that downloads it (for preloading). */
export function lazyPage<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(load), load };
}
