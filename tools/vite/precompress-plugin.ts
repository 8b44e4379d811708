import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text a browser fetches as a file: worth sending compressed. Images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|wasm)$/;
/** Under this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Whether a built file gets compressed copies beside it. */
export function worthCompressing(fileName: string, bytes: number): boolean {
  // index.html is served by the server (it carries the start's settings), never as a file;
  // Vite's manifest is read by the build tools only.
  if (fileName === 'index.html' || fileName.startsWith('.vite/')) return false;
  return COMPRESSIBLE.test(fileName) && bytes >= MIN_BYTES;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each of `files` (relative to `dir`), each only
 * when it is smaller than the file. Compressed once here at the strongest settings, so the
 * server sends them as they are (src/server/http/spa.ts) and compresses nothing per request.
 */
export async function precompress(dir: string, files: readonly string[]): Promise<number> {
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const source = await readFile(path);
      if (!worthCompressing(file, source.length)) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, copy] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (copy.length >= source.length) continue;
        await writeFile(`${path}${suffix}`, copy);
        written++;
      }
    }),
  );
  return written;
}

/**
 * Gives every built script, style sheet and drawing a brotli and a gzip copy, so a player
 * downloads the sizes the bundle budgets count (tools/bench/bundleSizes.ts), not the raw ones.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'gemdrop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      await precompress(outDir, Object.keys(bundle));
    },
  };
}
