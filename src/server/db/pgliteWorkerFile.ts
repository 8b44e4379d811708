import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from '../lib/projectRoot';

// Where the database thread's code is. The built server has it beside itself
// (tools/build-server.mjs writes dist/server/pgliteWorker.js). Run from source (tests,
// tools, `npm run dev`), a worker thread cannot load TypeScript: Node 20 applies no loader
// hooks to it. It is bundled here once per change, as the build does, into a file named
// after its content, so processes starting at once write the same bytes.

let fromSource: Promise<URL> | undefined;

export function pgliteWorkerUrl(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(new URL('./pgliteWorker.js', import.meta.url));
  fromSource ??= bundleFromSource(new URL('./pgliteWorker.ts', import.meta.url));
  return fromSource;
}

async function bundleFromSource(entry: URL): Promise<URL> {
  // A development tool, loaded only here: the built server never comes this way.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const text = outputFiles[0]!.text;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  // Under node_modules, so the bundle's package imports resolve as the source's do.
  const folder = join(projectRoot(), 'node_modules/.cache/gemdrop');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `pgliteWorker.${hash}.mjs`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, file);
  }
  return pathToFileURL(file);
}
