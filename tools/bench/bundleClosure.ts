// Which JavaScript files a route needs before it can render: the chunk of its module and
// every chunk that chunk imports statically, read from Vite's build manifest. Dynamic
// imports (Phaser, scenes, lazy views) are left out: they load later, on demand.

export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name without the extension. */
  name?: string;
  isEntry?: boolean;
  /** Reached only by a dynamic import(): a lazy route or view with a chunk of its own. */
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Files (by output path) that `keys` need at load, themselves included; with
 * `followDynamic`, also everything they may load later, except through files `loaded`
 * already: a chunk of the lobby that a route imports (the entry, say) brings no lazy part
 * of the lobby with it.
 */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
  followDynamic = false,
  loaded: ReadonlySet<string> = new Set(),
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
    if (followDynamic && !loaded.has(chunk.file)) stack.push(...(chunk.dynamicImports ?? []));
  }
  return files;
}

/**
 * The manifest key of a source module's chunk. A lazily loaded page that another chunk also
 * imports statically (the home page, rendered by the referral page too) is keyed by its chunk
 * (`_HomePage-<hash>.js`, named after the module) rather than by its source path.
 */
export function keyOf(manifest: Manifest, source: string): string {
  if (manifest[source]) return source;
  const name = source
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k]!.name === name);
  if (keys.length !== 1)
    throw new Error(`The build manifest has ${keys.length} chunks for ${source}, not one`);
  return keys[0]!;
}

/** Files of `files` that print a module `matches` picks (`modules`: chunk file to modules). */
export function filesHolding(
  modules: Readonly<Record<string, readonly string[]>>,
  files: Iterable<string>,
  matches: (module: string) => boolean,
): string[] {
  return [...files].filter((file) => (modules[file] ?? []).some(matches));
}

/** The manifest key of the HTML entry (the lobby's first script). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}

/** Files of `route` not already loaded by the lobby: what opening that route downloads. */
export function extraFiles(lobby: ReadonlySet<string>, route: ReadonlySet<string>): string[] {
  return [...route].filter((file) => !lobby.has(file));
}
