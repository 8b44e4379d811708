// The domain's areas (src/server/domain/<area>/) depend on each other one way only: when two
// areas import each other, neither can be understood, tested or loaded without the other,
// and what they share belongs in a module of its own. Files import as no-import-cycles.js
// reads them (static imports, `import type` included, lazy import() not); tests beside the
// code are left out, since nothing but the test runner loads them, and so is each area's
// routes/: HTTP transport that only the area's own module.ts imports (lint holds that), so
// what a route imports closes no loop back to it.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsIn, resolveImport } from './no-import-cycles.js';

export const DOMAIN = 'src/server/domain';

const CODE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** area → area it imports → the imports that do it (`from → to`, relative to the domain). */
export type AreaEdges = Map<string, Map<string, string[]>>;

/** Every code file under `dir`, tests left out. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(file);
    return CODE.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

/** Which area imports which, read from the files under `root`/`domain`. */
export function domainAreaEdges(root: string, domain = DOMAIN): AreaEdges {
  const base = path.join(root, domain);
  const show = (file: string) => path.relative(base, file).split(path.sep).join('/');
  const areaOf = (file: string | null) => {
    if (file === null) return null;
    const parts = path.relative(base, file).split(path.sep);
    return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
  };
  const edges: AreaEdges = new Map();
  const areas = readdirSync(base, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const { name: area } of areas) {
    const routes = path.join(base, area, 'routes') + path.sep;
    for (const file of codeFiles(path.join(base, area)).filter((f) => !f.startsWith(routes))) {
      for (const { specifier } of importsIn(readFileSync(file, 'utf8'))) {
        const target = resolveImport(file, specifier, root);
        const to = areaOf(target);
        if (to === null || to === area || target === null) continue;
        const from = edges.get(area) ?? new Map<string, string[]>();
        edges.set(area, from);
        from.set(to, [...(from.get(to) ?? []), `${show(file)} → ${show(target)}`]);
      }
    }
  }
  return edges;
}

/** Each pair of areas that import each other, with the imports both ways. */
export function twoWayAreas(edges: AreaEdges): string[] {
  const pairs: string[] = [];
  for (const [a, targets] of edges) {
    for (const [b, there] of targets) {
      const back = edges.get(b)?.get(a);
      if (back && a < b) pairs.push(`${a} ↔ ${b}: ${[...there, ...back].join('; ')}`);
    }
  }
  return pairs.sort();
}
