import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { staticPackages } from './lobbyPackages';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the lobby's first load may bring of packages: React and the stores. */
const LOBBY_PACKAGES = ['react', 'react-dom/client', 'zustand', 'zustand/vanilla'];

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'lobby-packages-'));
  scratch.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('the lobby’s packages', () => {
  it('are React and the stores only: no schema library, no engine', () => {
    const packages = staticPackages(resolve(ROOT, 'src/client/main.tsx'), ROOT);
    const extra = [...packages]
      .filter(([name]) => !LOBBY_PACKAGES.includes(name))
      .map(([name, chain]) => `${name} <- ${chain.map((f) => relative(ROOT, f)).join(' <- ')}`);
    expect(extra).toEqual([]);
  });

  it('follow value imports and re-exports, not types or lazy loads', () => {
    const root = project({
      'main.ts': [
        "import { page } from './page';",
        "import type { Shape } from './shapes';",
        "import { type Other } from './others';",
        "export { limit } from './limits';",
        "export type { Row } from './rows';",
        "const later = () => import('./lazy');",
        "import './styles.css';",
      ].join('\n'),
      'page.tsx': "import React from 'react';\nexport const page = React;",
      'shapes.ts': "import { z } from 'zod-types-only';\nexport type Shape = z.infer<typeof z>;",
      'others.ts': "import 'others-pkg';\nexport type Other = string;",
      'limits.ts': "import { z } from 'zod';\nexport const limit = z;",
      'rows.ts': "import 'rows-pkg';\nexport type Row = number;",
      'lazy.ts': "import 'phaser';",
      'styles.css': 'a {}',
    });
    const packages = staticPackages(join(root, 'main.ts'), root);
    expect([...packages.keys()].sort()).toEqual(['react', 'zod']);
    // The chain names the file that imports the package, then back to the entry.
    expect(packages.get('zod')).toEqual([join(root, 'limits.ts'), join(root, 'main.ts')]);
  });
});
