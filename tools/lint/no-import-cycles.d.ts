import type { Rule } from 'eslint';

/** The rule of no-import-cycles.js, typed for the tests that import it. */
declare const noImportCycles: Rule.RuleModule;
export default noImportCycles;
