// An esbuild plugin that expands `import.meta.glob(pattern, { eager: true, import: name })`
// as Vite does, so the server bundle finds its modules by folder like the tests do
// (src/server/modules/find.ts). Only what the server uses is supported: a relative pattern
// whose `*` stands for one path segment, eager, one named export; anything else is an error.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CALL = /import\.meta\.glob(?:<[^>()]*>)?\(\s*(['"])([^'"]+)\1\s*,\s*\{([^}]*)\}\s*,?\s*\)/g;

/** The files below `dir` that `pattern` (relative, `*` within one segment) names, sorted. */
export function globFiles(dir, pattern) {
  if (!pattern.startsWith('./') && !pattern.startsWith('../'))
    throw new Error(`import.meta.glob: the pattern must be relative: ${pattern}`);
  const segments = pattern.split('/');
  let found = [{ abs: dir, rel: [] }];
  for (const segment of segments) {
    if (segment === '.' || segment === '..') {
      found = found.map(({ abs, rel }) => ({
        abs: path.join(abs, segment),
        rel: [...rel, segment],
      }));
      continue;
    }
    const match = new RegExp(
      `^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    );
    found = found.flatMap(({ abs, rel }) => {
      let names;
      try {
        names = readdirSync(abs);
      } catch {
        return [];
      }
      return names
        .filter((name) => match.test(name))
        .map((name) => ({ abs: path.join(abs, name), rel: [...rel, name] }));
    });
  }
  return found.map(({ rel }) => rel.join('/')).sort();
}

/** `source` with each glob call replaced by an object of the files' named exports. */
export function expandGlobImports(source, dir) {
  const imports = [];
  let count = 0;
  const expanded = source.replace(CALL, (_call, _quote, pattern, optionText) => {
    const options = Object.fromEntries(
      optionText
        .split(',')
        .map((part) => part.split(':').map((s) => s.trim().replace(/^['"]|['"]$/g, '')))
        .filter(([key]) => key),
    );
    if (options.eager !== 'true' || !options.import || Object.keys(options).length !== 2)
      throw new Error(
        `import.meta.glob: only { eager: true, import: '<name>' } is supported, not {${optionText}}`,
      );
    const entries = globFiles(dir, pattern).map((file) => {
      const local = `__glob_${count++}`;
      imports.push(`import { ${options.import} as ${local} } from ${JSON.stringify(file)};`);
      return `${JSON.stringify(file)}: ${local}`;
    });
    return `{ ${entries.join(', ')} }`;
  });
  return imports.length === 0 && expanded === source
    ? source
    : `${imports.join('\n')}\n${expanded}`;
}

/** The plugin: every TypeScript file of the bundle that calls import.meta.glob. */
export function globImports() {
  return {
    name: 'glob-imports',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.glob')) return undefined;
        return { contents: expandGlobImports(source, path.dirname(args.path)), loader: 'ts' };
      });
    },
  };
}
