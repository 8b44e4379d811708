import { readFileSync } from 'node:fs';
import semver from 'semver';

/** A package of the lock file whose declared Node range excludes a version we promise. */
export interface EngineMismatch {
  name: string;
  version: string;
  node: string;
  against: string;
}

interface LockFile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/**
 * Every installed package whose `engines.node` refuses one of `nodeVersions`: what
 * `npm ci` would warn as EBADENGINE on that Node. Optional platform packages count too,
 * since npm warns about them as well.
 */
export function engineMismatches(lock: LockFile, nodeVersions: string[]): EngineMismatch[] {
  const found: EngineMismatch[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
    if (!path || !range) continue;
    for (const against of nodeVersions) {
      if (!semver.satisfies(against, range, { includePrerelease: true }))
        found.push({
          name: path.replace(/^.*node_modules\//, ''),
          version: entry.version ?? '?',
          node: range,
          against,
        });
    }
  }
  return found;
}

/** The Node versions the project promises: the lowest `engines.node` allows, and this one. */
export function promisedNodeVersions(packageJsonPath: string): string[] {
  const pkg = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { engines: { node: string } };
  const lowest = semver.minVersion(pkg.engines.node);
  if (!lowest) throw new Error(`engines.node is not a range: ${pkg.engines.node}`);
  return [lowest.version, process.version.replace(/^v/, '')];
}
