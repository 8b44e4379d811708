// Proves `local/no-import-cycles` on small files written to a temporary folder: the rule
// reads the files a linted file imports from disk, so the other side of a cycle must exist.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import noImportCycles from './no-import-cycles.js';

const RULE = 'local/no-import-cycles';
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (paths relative to a fresh folder) and returns that folder. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(dir, 'p-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

/** Lints `file` of the project with `text`; the rule's messages only. */
function cycles(root: string, file: string, text: string): Linter.LintMessage[] {
  const messages = new Linter({ cwd: root }).verify(
    text,
    [
      {
        files: ['**/*.{ts,tsx,js,mjs}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
        rules: { [RULE]: 'error' },
      },
    ],
    join(root, file),
  );
  expect(messages.filter((m) => m.fatal === true || m.ruleId === null)).toEqual([]);
  return messages.filter((m) => m.ruleId === RULE);
}

/** Lints `file` as the project holds it. */
function lintFile(root: string, files: Record<string, string>, file: string) {
  return cycles(root, file, files[file] ?? '');
}

function check(files: Record<string, string>, file: string) {
  return lintFile(project(files), files, file);
}

describe('no-import-cycles', () => {
  it('reports a value cycle between two files, on the import, with the path', () => {
    const files = {
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    };
    const [message, ...rest] = check(files, 'a.ts');
    expect(rest).toEqual([]);
    expect(message?.message).toContain('Import cycle: a.ts → b.ts → a.ts');
    expect([message?.line, message?.column]).toEqual([1, 19]); // at './b'
    expect(check(files, 'b.ts').map((m) => m.message)).toEqual([
      expect.stringContaining('b.ts → a.ts → b.ts'),
    ]);
  });

  it('reports a type-only cycle', () => {
    const files = {
      'session.ts':
        "import type { Cache } from './cache';\nexport interface Session { c: Cache }\n",
      'cache.ts': "import type { Session } from './session';\nexport type Cache = Session[];\n",
    };
    expect(check(files, 'session.ts')).toHaveLength(1);
    expect(check(files, 'cache.ts')).toHaveLength(1);
  });

  it('reports cycles through several files, folders, index files and every static import form', () => {
    const files = {
      'src/a.ts': "export * from './lib';\n",
      'src/lib/index.ts': "export { c } from '../deep/c.js';\n",
      'src/deep/c.ts': "export { d as c } from '../d';\n",
      'src/d.tsx': "import x = require('./e');\nexport const d = x;\n",
      'src/e.mjs': "export const e = () => require('/src/f');\n",
      'src/f.ts': "export type F = typeof import('./a');\n",
    };
    const [message] = check(files, 'src/a.ts');
    expect(message?.message).toContain(
      'src/a.ts → src/lib/index.ts → src/deep/c.ts → src/d.tsx → src/e.mjs → src/f.ts → src/a.ts',
    );
  });

  it('passes a cycle closed only by a lazy import(), and still reports a static one beside it', () => {
    const lazy = {
      'registry.ts': "export const pages = [() => import('./page')];\n",
      'page.ts': "import { pages } from './registry';\nexport default pages.length;\n",
    };
    expect(check(lazy, 'registry.ts')).toEqual([]);
    expect(check(lazy, 'page.ts')).toEqual([]);
    const alsoStatic = {
      ...lazy,
      'registry.ts': "import './page';\nexport const pages = [() => import('./page')];\n",
    };
    expect(check(alsoStatic, 'page.ts')).toHaveLength(1);
    const typeQuery = {
      'a.ts': "export type A = typeof import('./b');\n",
      'b.ts': "import type { A } from './a';\nexport type B = A;\n",
    };
    expect(check(typeQuery, 'a.ts')).toHaveLength(1);
  });

  it('reports a file importing itself', () => {
    expect(check({ 'a.ts': "import './a';\n" }, 'a.ts')).toHaveLength(1);
  });

  it('passes a chain and a diamond without a way back', () => {
    const files = {
      'a.ts': "import { b } from './b';\nimport { c } from './c';\nexport const a = [b, c];\n",
      'b.ts': "import { d } from './d';\nexport const b = d;\n",
      'c.ts': "import type { D } from './d';\nexport const c: D = 1;\n",
      'd.ts':
        "import { z } from 'zod';\nimport './d.css';\nexport type D = number;\nexport const d = z;\n",
      'd.css': '',
    };
    for (const file of ['a.ts', 'b.ts', 'c.ts', 'd.ts']) expect(check(files, file)).toEqual([]);
  });

  it('passes a file that only imports into a cycle, and reports only the import that closes it', () => {
    const files = {
      'a.ts': "import { b } from './b';\nimport { d } from './d';\nexport const a = [b, d];\n",
      'b.ts': "import { a } from './a';\nexport const b = a;\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
      'd.ts': 'export const d = 1;\n',
    };
    expect(check(files, 'c.ts')).toEqual([]);
    expect(check(files, 'a.ts').map((m) => m.line)).toEqual([1]);
  });

  it('ignores imports in comments and strings, packages and missing files', () => {
    const files = {
      'a.ts': [
        "// import { b } from './b';",
        "/* import('./b') */",
        'export const s = "import { b } from \'./b\'";',
        "import 'b';",
        "import './missing';",
      ].join('\n'),
      'b.ts': "import { s } from './a';\nexport const b = s;\n",
    };
    expect(check(files, 'a.ts')).toEqual([]);
  });

  it('judges the linted file by its current text, not the copy on disk', () => {
    const files = {
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { a } from './a';\nexport const b = a;\n",
    };
    const root = project(files);
    expect(cycles(root, 'a.ts', 'export const a = 1;\n')).toEqual([]);
    const other = project({ 'a.ts': 'export const a = 1;\n', 'b.ts': files['b.ts'] });
    expect(cycles(other, 'a.ts', files['a.ts'])).toHaveLength(1);
  });

  it('sees a file change on disk once its last look is a second old', () => {
    const files = {
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { a } from './a';\nexport const b = a;\n",
    };
    const root = project(files);
    expect(lintFile(root, files, 'a.ts')).toHaveLength(1);
    writeFileSync(join(root, 'b.ts'), 'export const b = 1;\n');
    utimesSync(join(root, 'b.ts'), new Date(2001, 0, 1), new Date(2001, 0, 1));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1_500 });
    try {
      expect(lintFile(root, files, 'a.ts')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the repo config', () => {
  it('turns the rule on for every source folder', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'src/server/x.ts',
      'src/client/x.tsx',
      'games/x.ts',
      'tools/x.mjs',
      'tests/x.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
      expect(config.rules?.[RULE], file).toEqual([2]);
    }
  });
});
