import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** react-router's own production build (its package points every import at the development one). */
const productionEntries = (): Record<string, string> => {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
};

/**
 * Builds use react-router's production files: the same code with its development warnings
 * switched off, so the minifier drops them. The dev server keeps the warnings.
 */
export function reactRouterProductionPlugin(entries = productionEntries()): Plugin {
  return {
    name: 'gemdrop:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return entries[source] ?? null;
    },
  };
}
