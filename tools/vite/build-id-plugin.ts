import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export const BUILD_FILE = 'build.json';

/** A fresh id per build: time for humans reading it, random bits so two builds never clash. */
export function newBuildId(now = Date.now()): string {
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Stamps each production build with an id: compiled into the app as
 * `import.meta.env.VITE_BUILD_ID` and written beside it as /build.json. Open tabs poll that
 * file; a different id means a new deploy (src/client/features/build-watch).
 */
export function buildIdPlugin(makeId: () => string = newBuildId): Plugin {
  let id = '';
  return {
    name: 'gemdrop:build-id',
    apply: 'build',
    config() {
      id = makeId();
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_FILE, source: `${JSON.stringify({ id })}\n` });
    },
  };
}
