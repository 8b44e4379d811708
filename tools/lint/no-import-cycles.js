// Local ESLint rule: no import cycles between the repo's own files.
//
// A cycle makes the load order decide which side sees the other half-initialised, and it
// ties files that should stand apart: the shared piece belongs in a small module both sides
// import. Every static kind of import counts, `import type` and `typeof import()` too, so a
// type-only cycle is reported as well (it is the same tangle, one refactor away from a
// runtime one). A lazy `import()` expression does not: it runs after both files have
// loaded, so it cannot expose a half-initialised module, and a registry of lazy loaders
// (games/registry.client.ts: each game's page, verifier and capture view) is by design
// imported again by the code it loads.
//
// ESLint sees one file at a time, so the rule reads the others from disk: each file's
// specifiers come from TypeScript's import scanner (ts.preProcessFile: no full parse, it
// skips comments and strings), and relative or `/`-rooted ones are resolved like the
// bundler does (extension and index probing, `.js` written for `.ts`). The linted file's
// own imports come from its current text. Packages are not followed.

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** `./x.js` may name `./x.ts` (TypeScript's ESM spelling). */
const JS_TO_TS = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };
/** An editor's ESLint process lives long: what was read from disk is checked again after this. */
const FRESH_MS = 1_000;

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // ENOTDIR: a file's name used as a folder (`./d.css/index.ts`)
  }
}

/**
 * The file an import specifier names, or null for a package, a missing file or a non-code
 * file (styles, JSON, images).
 * @param {string} importer absolute path
 * @param {string} specifier
 * @param {string} root where `/`-rooted specifiers start (Vite's convention)
 */
export function resolveImport(importer, specifier, root) {
  const spec = specifier.split(/[?#]/, 1)[0] ?? ''; // Vite's ?url, ?raw, ...
  let base;
  if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) {
    base = path.resolve(path.dirname(importer), spec);
  } else if (spec.startsWith('/')) {
    base = path.join(root, spec);
  } else {
    return null;
  }
  if (base.split(path.sep).includes('node_modules')) return null;
  const ext = path.extname(base);
  const candidates = CODE.includes(ext)
    ? [base, ...(JS_TO_TS[ext] ?? []).map((e) => base.slice(0, -ext.length) + e)]
    : [...CODE.map((e) => base + e), ...CODE.map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile) ?? null;
}

/** `import('` just before a specifier, not a type's `typeof import('`. */
const LAZY = /(?<!\btypeof\s*)\bimport\s*\(\s*['"`]?$/;

/**
 * The static imports of a text (lazy `import()` expressions left out).
 * @param {string} text @returns {{ specifier: string, pos: number, end: number }[]}
 */
export function importsIn(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((f) => !LAZY.test(text.slice(Math.max(0, f.pos - 40), f.pos)))
    .map((f) => ({ specifier: f.fileName, pos: f.pos, end: f.end }));
}

/** @typedef {{ mtimeMs: number, checkedAt: number, targets: string[] }} Entry */
/** @type {Map<string, Entry>} */
const onDisk = new Map();

/**
 * The files `file` imports, as it is on disk. Read and resolved once, then read and resolved
 * again only when its time stamp changed (looked at again once FRESH_MS have passed).
 * @param {string} file @param {string} root @returns {string[]}
 */
function importsOnDisk(file, root) {
  const now = Date.now();
  const entry = onDisk.get(file);
  if (entry && now - entry.checkedAt < FRESH_MS) return entry.targets;
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  if (entry && entry.mtimeMs === mtimeMs) {
    entry.checkedAt = now;
    return entry.targets;
  }
  const text = mtimeMs < 0 ? '' : fs.readFileSync(file, 'utf8');
  const targets = importsIn(text).map((i) => resolveImport(file, i.specifier, root));
  const fresh = {
    mtimeMs,
    checkedAt: now,
    targets: [...new Set(targets)].filter((t) => t !== null),
  };
  onDisk.set(file, fresh);
  return fresh.targets;
}

/** @typedef {{ file: string, edges: string[], next: number }} Frame */

/** file → its strongly connected component (files that import each other), by name. */
let components = new Map();
let componentsSince = 0;

/**
 * The component of `file` on disk. Found with Tarjan's algorithm from `file`; a component
 * found before is final (every file it reaches was walked), so over a whole run each file is
 * walked about once. All are forgotten once FRESH_MS have passed, for an editor's sake.
 * @param {string} file @param {string} root @returns {string}
 */
function componentOf(file, root) {
  const now = Date.now();
  if (now - componentsSince >= FRESH_MS) {
    components = new Map();
    componentsSince = now;
  }
  if (!components.has(file)) findComponents(file, root);
  return components.get(file);
}

/** Tarjan's algorithm from `start`, iterative (import chains run deep). */
function findComponents(/** @type {string} */ start, /** @type {string} */ root) {
  /** @type {Map<string, number>} */
  const order = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const open = [];
  const isOpen = new Set();
  /** @type {Frame[]} */
  const frames = [];
  const enter = (/** @type {string} */ file) => {
    order.set(file, order.size);
    low.set(file, order.size - 1);
    open.push(file);
    isOpen.add(file);
    frames.push({ file, edges: importsOnDisk(file, root), next: 0 });
  };
  enter(start);
  while (frames.length > 0) {
    const frame = /** @type {Frame} */ (frames.at(-1));
    const { file } = frame;
    if (frame.next < frame.edges.length) {
      const to = /** @type {string} */ (frame.edges[frame.next++]);
      if (components.has(to)) continue; // finished: it cannot lead back here
      if (!order.has(to)) enter(to);
      else if (isOpen.has(to))
        low.set(file, Math.min(Number(low.get(file)), Number(order.get(to))));
      continue;
    }
    frames.pop();
    const parent = frames.at(-1);
    if (parent) low.set(parent.file, Math.min(Number(low.get(parent.file)), Number(low.get(file))));
    if (low.get(file) !== order.get(file)) continue;
    // Named by its first file in sort order: the same name whichever file a walk began at.
    const members = open.splice(open.lastIndexOf(file));
    const name = members.reduce((a, b) => (b < a ? b : a));
    for (const member of members) {
      isOpen.delete(member);
      components.set(member, name);
    }
  }
}

/**
 * The shortest path of imports from `start` back to `goal` (both ends included) through
 * files `within` allows, or null.
 * @param {string} start @param {string} goal @param {(file: string) => boolean} within
 * @param {string} root
 */
function pathBack(start, goal, within, root) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  for (let queue = [start], i = 0; i < queue.length; i++) {
    const file = /** @type {string} */ (queue[i]);
    for (const next of importsOnDisk(file, root)) {
      if (next === goal) {
        const chain = [goal];
        for (let f = /** @type {string | null} */ (file); f !== null; f = cameFrom.get(f) ?? null) {
          chain.unshift(f);
        }
        return chain;
      }
      if (cameFrom.has(next) || !within(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the repo’s files, type-only ones too' },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides share into a small module they both import.',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!CODE.includes(path.extname(file))) return {};
    const root = context.cwd;
    const show = (/** @type {string} */ f) => path.relative(root, f).split(path.sep).join('/');
    return {
      Program() {
        const source = context.sourceCode;
        const imports = importsIn(source.text).map((i) => ({
          ...i,
          target: resolveImport(file, i.specifier, root),
        }));
        const targets = new Set(imports.map((i) => i.target).filter((t) => t !== null));
        const fromDisk = importsOnDisk(file, root);
        // Saved as linted (always so on the command line): the components answer. Otherwise
        // (an editor's unsaved text) each import's files are searched for a way back.
        const saved = fromDisk.length === targets.size && fromDisk.every((t) => targets.has(t));
        const mine = saved ? componentOf(file, root) : null;
        const within = saved
          ? (/** @type {string} */ f) => componentOf(f, root) === mine
          : () => true;
        /** @type {Set<string>} */
        const reported = new Set();
        for (const { target, pos, end } of imports) {
          if (target === null || reported.has(target)) continue;
          if (target !== file && !within(target)) continue;
          const chain = target === file ? [file] : pathBack(target, file, within, root);
          if (!chain) continue;
          reported.add(target);
          context.report({
            loc: { start: source.getLocFromIndex(pos), end: source.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [file, ...chain].map(show).join(' → ') },
          });
        }
      },
    };
  },
};

export default noImportCycles;
