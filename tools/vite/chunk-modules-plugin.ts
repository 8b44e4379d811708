import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which source modules each chunk prints (beside Vite's manifest). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Chunk file (as the manifest names it) to the project-relative ids of the modules it prints. */
export type ChunkModules = Record<string, string[]>;

/**
 * The modules of each chunk, from the bundle. Vite's manifest names a chunk by one source at
 * most, and a small shared chunk is printed into each chunk that reads it (vite.config.ts):
 * the bundle checks (tools/bench/bundleSizes.ts) ask which files hold a module, and only the
 * bundle can say. Virtual modules (ids starting with a NUL) are left out.
 */
export function chunkModules(
  root: string,
  chunks: readonly { fileName: string; moduleIds: readonly string[] }[],
): ChunkModules {
  const map: ChunkModules = {};
  for (const chunk of chunks)
    map[chunk.fileName] = chunk.moduleIds
      .filter((id) => !id.startsWith('\0'))
      .map((id) => relative(root, id.split('?')[0]!).replaceAll('\\', '/'));
  return map;
}

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'gemdrop:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(chunkModules(root, chunks)),
      });
    },
  };
}
