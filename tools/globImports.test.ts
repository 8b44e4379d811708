import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { expandGlobImports, globFiles, globImports } from './globImports.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'glob-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  writeFileSync(path.join(scratch, file), text);
}

describe('globImports', () => {
  write('areas/b/module.ts', "export const serverModule = { name: 'b' };\n");
  write('areas/a/module.ts', "export const serverModule = { name: 'a' };\n");
  write('areas/a/other.ts', "export const serverModule = { name: 'other' };\n");
  write('areas/c/readme.md', 'no module here\n');
  write(
    'loader/find.ts',
    [
      'type M = { name: string };',
      "const found = import.meta.glob<M>('../areas/*/module.ts', { eager: true, import: 'serverModule' });",
      'export const names = Object.entries(found).map(([file, m]) => `${file}=${m.name}`);',
      '',
    ].join('\n'),
  );

  it('lists the files a pattern names, sorted, one segment per star', () => {
    expect(globFiles(path.join(scratch, 'loader'), '../areas/*/module.ts')).toEqual([
      '../areas/a/module.ts',
      '../areas/b/module.ts',
    ]);
    expect(globFiles(path.join(scratch, 'loader'), '../areas/*.ts')).toEqual([]);
  });

  it('replaces the call with the named exports of the files, keyed as Vite keys them', () => {
    const out = expandGlobImports(
      "const m = import.meta.glob('../areas/*/module.ts', { eager: true, import: 'serverModule' });",
      path.join(scratch, 'loader'),
    );
    expect(out).toContain('import { serverModule as __glob_0 } from "../areas/a/module.ts";');
    expect(out).toContain(
      'const m = { "../areas/a/module.ts": __glob_0, "../areas/b/module.ts": __glob_1 };',
    );
  });

  it('refuses what it does not support rather than bundle something else', () => {
    expect(() =>
      expandGlobImports("import.meta.glob('../areas/*/module.ts', { eager: false })", scratch),
    ).toThrow('only { eager: true, import');
    expect(() =>
      expandGlobImports(
        "import.meta.glob('areas/*/module.ts', { eager: true, import: 'x' })",
        scratch,
      ),
    ).toThrow('must be relative');
  });

  it('bundles the files found, so the bundle runs without them', async () => {
    const outfile = path.join(scratch, 'out/find.mjs');
    await build({
      entryPoints: [path.join(scratch, 'loader/find.ts')],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
      plugins: [globImports()],
    });
    rmSync(path.join(scratch, 'areas'), { recursive: true });
    const { names } = (await import(outfile)) as { names: string[] };
    expect(names).toEqual(['../areas/a/module.ts=a', '../areas/b/module.ts=b']);
  });

  it("puts every domain folder's module into the server bundle", async () => {
    const result = await build({
      entryPoints: [path.join(root, 'src/server/modules/find.ts')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: false,
      outdir: path.join(scratch, 'server'),
      metafile: true,
      logLevel: 'silent',
      plugins: [globImports()],
    });
    const bundled = Object.keys(result.metafile.inputs).filter((file) =>
      /src\/server\/domain\/[^/]+\/module\.ts$/.test(file),
    );
    const onDisk = globFiles(path.join(root, 'src/server/modules'), '../domain/*/module.ts');
    expect(bundled.length).toBeGreaterThan(30);
    expect(bundled.map((file) => file.split('src/server/')[1]).sort()).toEqual(
      onDisk.map((file) => file.replace('../', '')),
    );
    expect(result.outputFiles[0]?.text).not.toContain('import.meta.glob');
  });
});
