import type { Rule } from 'eslint';

/** The rule of no-import-cycles.js, typed for the tests that import it. */
declare const noImportCycles: Rule.RuleModule;
export default noImportCycles;

/** The static imports of a text (lazy `import()` expressions left out). */
export function importsIn(text: string): { specifier: string; pos: number; end: number }[];

/** The file an import specifier names, or null for a package, a missing or a non-code file. */
export function resolveImport(importer: string, specifier: string, root: string): string | null;
