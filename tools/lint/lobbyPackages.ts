import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import ts from 'typescript';

// The packages a first page load pulls in: the entry's static imports, followed through
// every file of ours they reach. A type-only import adds nothing at run time and a lazy
// `import()` loads later, so neither is followed. The bundle budget (npm run bench:bundle)
// weighs the lobby after a build; this names, in the unit suite and with the chain of files
// that led there, a package that should never have reached it (zod, through one value import
// of a module that also holds schemas).

const CODE = ['.ts', '.tsx', '.js', '.mjs'];

/** The file a relative or root-relative specifier names; null for a package or a non-code file. */
function fileOf(importer: string, specifier: string, root: string): string | null {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  const base = specifier.startsWith('/')
    ? resolve(root, `.${specifier}`)
    : resolve(dirname(importer), specifier);
  const stem = extname(base) === '.js' ? base.slice(0, -3) : base;
  const candidates = [
    base,
    ...CODE.map((ext) => stem + ext),
    ...CODE.map((ext) => `${base}/index${ext}`),
  ];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  return found && CODE.includes(extname(found)) ? found : null;
}

/** Whether an import or export declaration brings values (not only types). */
function bringsValues(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // import './side-effect'
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return true; // export * from
  return clause.elements.some((e) => !e.isTypeOnly);
}

/** The specifiers a file imports for their values, in order. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    const specifier = node.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier) && bringsValues(node))
      specifiers.push(specifier.text);
  }
  return specifiers;
}

/**
 * Each package the entry reaches by static value imports, with the chain of files that led
 * to it (the importing file first, the entry last).
 */
export function staticPackages(entry: string, root: string): Map<string, string[]> {
  const via = new Map<string, string | null>([[entry, null]]);
  const packages = new Map<string, string[]>();
  const chainOf = (file: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = file; at; at = via.get(at)) chain.push(at);
    return chain;
  };
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      const next = fileOf(file, specifier, root);
      if (next) {
        if (!via.has(next)) {
          via.set(next, file);
          queue.push(next);
        }
      } else if (!specifier.startsWith('.') && !specifier.startsWith('/')) {
        if (!packages.has(specifier)) packages.set(specifier, chainOf(file));
      }
    }
  }
  return packages;
}
