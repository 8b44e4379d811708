// The domain's areas (src/server/domain/<area>/) depend on each other one way only: no loop
// of areas, of two or of more. Areas in a loop cannot be understood, tested or loaded without
// each other; what closes the loop belongs in the area that owns its data, in a module of its
// own, or is passed in by the module wiring. Files import as no-import-cycles.js reads them
// (static imports, `import type` included, lazy import() not); tests beside the code are left
// out, since nothing but the test runner loads them, and so is each area's routes/: HTTP
// transport that only the area's own module.ts imports (lint holds that), so what a route
// imports closes no loop back to it.

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

/** The areas of each loop: groups of areas that all reach each other (Tarjan's). */
function loopsOf(edges: AreaEdges): string[][] {
  const next = (area: string) => [...(edges.get(area)?.keys() ?? [])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const to of next(area)) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(area, Math.min(low.get(area)!, low.get(to)!));
    }
    if (low.get(area) !== index.get(area)) return;
    const loop = stack.splice(stack.indexOf(area));
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const area of [...edges.keys()].sort()) if (!index.has(area)) visit(area);
  return loops;
}

/** The shortest way from `start` back to itself through `within` (it is in a loop there). */
function cycleFrom(start: string, within: Set<string>, edges: AreaEdges): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const area of queue) {
    for (const to of [...(edges.get(area)?.keys() ?? [])].sort()) {
      if (to === start) {
        const cycle = [start];
        for (let at = area; at !== start; at = cameFrom.get(at)!) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (within.has(to) && !cameFrom.has(to)) {
        cameFrom.set(to, area);
        queue.push(to);
      }
    }
  }
  throw new Error(`${start} is in no loop`);
}

/**
 * Each loop of areas, two that import each other as well as longer ones: one cycle through
 * the loop with one import per step, and the loop's other areas, if any.
 */
export function areaLoops(edges: AreaEdges): string[] {
  return loopsOf(edges).map((loop) => {
    const cycle = cycleFrom(loop[0]!, new Set(loop), edges);
    const steps = cycle.slice(1).map((to, i) => edges.get(cycle[i]!)!.get(to)![0]!);
    const others = loop.filter((area) => !cycle.includes(area));
    const also = others.length > 0 ? ` (the loop also holds ${others.join(', ')})` : '';
    return `${cycle.join(' → ')}: ${steps.join('; ')}${also}`;
  });
}
