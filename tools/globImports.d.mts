import type { Plugin } from 'esbuild';

/** The esbuild plugin of globImports.mjs, typed for its tests. */
export function globImports(): Plugin;

/** `source` with each `import.meta.glob` call replaced by the files' named exports. */
export function expandGlobImports(source: string, dir: string): string;

/** The files below `dir` that a relative `pattern` names, sorted. */
export function globFiles(dir: string, pattern: string): string[];
